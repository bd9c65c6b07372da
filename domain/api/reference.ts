import { z } from 'zod';
import { productCodeParams, renameAliases, withProductCode } from './product';

/** A region of mainland China (portal-spec 3): 6-digit code; province and city codes end in 00. */
export const regionEntry = z.object({
  value: z.string().regex(/^\d{6}$/),
  text: z.string(),
  name: z.string(),
  /** The name in English (pinyin and kind: "Nanshan District"), for the English pickers; `text` stays the value. */
  nameEn: z.string(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type RegionEntry = z.infer<typeof regionEntry>;

const provinceCode = z.string({ error: '请提供省份代码' }).regex(/^\d{2}0000$/, '省份代码为6位数字，以0000结尾');
const cityCode = z.string({ error: '请提供城市代码' }).regex(/^\d{4}00$/, '城市代码为6位数字，以00结尾');
const regionCode = z.string({ error: '请提供地区代码' }).regex(/^\d{6}$/, '地区代码为6位数字');

/** POST|GET /policy/getCityByProvince: `provinceCode` (or `code`). */
export const citiesRequest = z.preprocess(renameAliases({ code: 'provinceCode' }), z.object({ provinceCode }));

/** POST|GET /policy/getDistrictByCity: `cityCode` (or `code`). */
export const districtsRequest = z.preprocess(renameAliases({ code: 'cityCode' }), z.object({ cityCode }));

/** POST|GET /addressDetail/addressCode: the names behind a 6-digit code (`addressCode` or `code`). */
export const addressCodeRequest = z.preprocess(renameAliases({ code: 'addressCode' }), z.object({ addressCode: regionCode }));

export const addressDetail = z.object({
  code: z.string(),
  level: z.number(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string().optional(),
  cityName: z.string().optional(),
  districtCode: z.string().optional(),
  districtName: z.string().optional(),
  fullName: z.string(),
});
export type AddressDetail = z.infer<typeof addressDetail>;

export const ADDRESS_FILES = ['common', 'group-property'] as const;
export const addressFileParams = z.object({ fileName: z.enum(ADDRESS_FILES) });

/** A node of an address file: the cascade of provinces, cities and districts. */
export interface AddressNode {
  value: string;
  text: string;
  children?: AddressNode[];
  /** Group-property file: the full name to print on the policy ("广东省深圳市南山区"). */
  fullName?: string;
}

/** GET /occupation/lookup: one code of a product's occupation table. */
export const occupationLookupRequest = withProductCode({ occupationCode: z.string().trim().min(1, '请输入职业代码') });

export const occupationLookup = z.object({
  code: z.string(),
  status: z.enum(['ok', 'unknown', 'refused']),
  name: z.string().optional(),
  occulevel: z.string().optional(),
  path: z.array(z.string()).optional(),
});
export type OccupationLookup = z.infer<typeof occupationLookup>;

/** GET /api_xxpl/insureArea/getInsureArea/{userId}/{productCode}. */
export const insureAreaParams = z.object({ userId: z.string().min(1), productCode: productCodeParams.shape.productCode });

/** A node of a product's occupation cascade (portal-spec 3, "Occupation file"); refused occupations disabled. */
export interface OccupationNode {
  value: string;
  text: string;
  disabled: boolean;
  occulevel?: string;
  children?: OccupationNode[];
}
// Named, so the API description can refer to the tree's nodes (a recursive schema needs a component of its own).
export const occupationNode: z.ZodType<OccupationNode> = z
  .lazy(() =>
    z.object({
      value: z.string(),
      text: z.string(),
      disabled: z.boolean(),
      occulevel: z.string().optional(),
      children: z.array(occupationNode).optional(),
    }),
  )
  .meta({ id: 'OccupationNode' });

/** GET /occupation/productCode: the occupation file of portal-spec 3. */
export const occupationFile = z.object({
  id: z.string(),
  product_code: z.string(),
  /** The insured import template. */
  emp_url: z.string(),
  /** The occupation table. */
  occ_url: z.string(),
  level_tree: z.array(occupationNode),
});
export type OccupationFile = z.infer<typeof occupationFile>;
