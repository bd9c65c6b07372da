import { z } from 'zod';
import { sheetCheckSchema, type SheetColumn } from './sheet';

/**
 * The insured-list uploads of portal-spec 7 ("Files"): one generic call, and variants whose insurers ask for
 * more columns. Each reads the product's own template (GET /file/insuredTemplate).
 */
export const INSURED_LIST_VARIANTS = {
  generic: { path: '/file/parseInsuredExcel', insurers: null, extra: [] },
  libao: { path: '/file/libao/parseInsuredExcel', insurers: ['zhongli'], extra: ['workUnit'] },
  guofou: { path: '/file/guofou/parseInsuredExcel', insurers: ['guofu'], extra: ['invalidate'] },
  tpiGroup: { path: '/file/parseInsuredExcelTpiGroup', insurers: ['taipu'], extra: ['workUnit'] },
  aig: { path: '/file/uploadInsureListForAIG', insurers: null, extra: ['workUnit', 'invalidate'] },
} as const satisfies Record<string, { path: string; insurers: readonly string[] | null; extra: readonly OptionalColumn[] }>;
export type InsuredListVariant = keyof typeof INSURED_LIST_VARIANTS;
type OptionalColumn = 'workUnit' | 'invalidate';

/** The upload a product's insurer takes: its own variant, else the generic one. */
export function insuredListVariantOf(insurerCode: string): InsuredListVariant {
  const own = (Object.keys(INSURED_LIST_VARIANTS) as InsuredListVariant[]).find((variant) =>
    (INSURED_LIST_VARIANTS[variant].insurers as readonly string[] | null)?.includes(insurerCode),
  );
  return own ?? 'generic';
}

/** Keys are the insured row's fields (domain/validators/insured-row), so a problem names its column. */
const HEADERS = {
  name: '姓名',
  idType: '证件类型',
  idNumber: '证件号码',
  birthDate: '出生日期（YYYY-MM-DD）',
  gender: '性别',
  occupationCode: '职业代码',
  biddingDocumentid: '是否高危（是/否）',
  mobile: '手机号',
  workUnit: '工作单位',
  invalidate: '证件有效期至（YYYY-MM-DD或长期）',
} as const;
export type InsuredListColumnKey = keyof typeof HEADERS;

/** A product's template: identity for everyone, occupation when the product has an occupation table, the variant's extras. */
export function insuredListColumns(product: { hasOccupationTable: boolean }, variant: InsuredListVariant): SheetColumn[] {
  const keys: InsuredListColumnKey[] = [
    'name',
    'idType',
    'idNumber',
    'birthDate',
    'gender',
    ...(product.hasOccupationTable ? (['occupationCode', 'biddingDocumentid'] as const) : []),
    'mobile',
    ...INSURED_LIST_VARIANTS[variant].extra,
  ];
  return keys.map((key) => ({ key, header: HEADERS[key], width: key === 'idNumber' || key === 'invalidate' ? 26 : 18 }));
}

/** The template call: GET /file/insuredTemplate?productCode=&variant= */
export const insuredTemplateQuery = z.object({
  productCode: z.string().trim().min(1, '缺少产品代码').max(40),
  variant: z.enum(Object.keys(INSURED_LIST_VARIANTS) as [InsuredListVariant, ...InsuredListVariant[]]).default('generic'),
});
/** The upload calls: the product in the query string, the file in multipart field multipartFile (field `existing`: ID numbers already listed). */
export const insuredListUploadQuery = z.object({
  productCode: z.string().trim().min(1, '缺少产品代码').max(40),
  /** Ages are taken on the start date when given (as the premium is). */
  startDate: z.string().trim().max(10).optional(),
  planCode: z.string().trim().max(40).optional(),
});

/** One insured read from the list, in the shape of the insured table's row. */
export const importedInsured = z.object({
  row: z.number().int(),
  name: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  birthDate: z.string(),
  gender: z.enum(['', 'M', 'F']),
  occupationCode: z.string(),
  occupationName: z.string(),
  occulevel: z.string(),
  biddingDocumentid: z.enum(['1', '2']),
  mobile: z.string(),
  workUnit: z.string(),
  invalidate: z.string(),
});
export type ImportedInsured = z.infer<typeof importedInsured>;

/** The upload's answer: the check (counts, problems, error sheet) and every row read; the page adds them when none failed. */
export const insuredListUpload = sheetCheckSchema.extend({ insureds: z.array(importedInsured) });
export type InsuredListUpload = z.infer<typeof insuredListUpload>;
