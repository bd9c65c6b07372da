import { z } from 'zod';

/** The most lines one batch translates (addr-trans3): a sheet of envelopes, not a database export. */
export const MAX_ADDRESS_LINES = 500;

/** POST /tools/translateAddress: Chinese postal addresses, one per entry. */
export const translateAddressRequest = z.object({
  addresses: z
    .array(z.string().max(200, '每条地址不超过200个字'))
    .min(1, '请输入地址')
    .max(MAX_ADDRESS_LINES, `一次最多转换${MAX_ADDRESS_LINES}条地址`),
});
export type TranslateAddressRequest = z.infer<typeof translateAddressRequest>;

/** What a piece of the address is, in the order an English address lists them. */
export const ADDRESS_PART_KINDS = [
  'room',
  'floor',
  'unit',
  'building',
  'estate',
  'other',
  'number',
  'lane',
  'street',
  'group',
  'village',
  'town',
  'district',
  'city',
  'province',
  'postcode',
] as const;
export type AddressPartKind = (typeof ADDRESS_PART_KINDS)[number];

export const addressPart = z.object({ kind: z.enum(ADDRESS_PART_KINDS), chinese: z.string(), english: z.string() });
export type AddressPart = z.infer<typeof addressPart>;

export const translatedAddress = z.object({
  source: z.string(),
  /** Empty when the line holds no Chinese address; `problem` then says why. */
  english: z.string(),
  parts: z.array(addressPart),
  /** The region recognised (6-digit code of the smallest of province, city, district). */
  regionCode: z.string().optional(),
  problem: z.enum(['EMPTY', 'NOT_CHINESE']).optional(),
});
export type TranslatedAddress = z.infer<typeof translatedAddress>;
