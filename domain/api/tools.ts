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

/** The one-address form of /tools/addr-trans and addr-trans2. */
export const addressForm = z.object({ address: z.string().trim().min(1, '请输入地址').max(200, '每条地址不超过200个字') });
export type AddressForm = z.infer<typeof addressForm>;

/** The lines of a pasted batch that hold something. */
export function addressLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The batch form of /tools/addr-trans3: one address a line. */
export const addressBatchForm = z.object({
  text: z
    .string()
    .refine((text) => addressLines(text).length > 0, '请输入地址')
    .refine((text) => addressLines(text).length <= MAX_ADDRESS_LINES, `一次最多转换${MAX_ADDRESS_LINES}条地址`)
    .refine((text) => addressLines(text).every((line) => line.length <= 200), '每条地址不超过200个字'),
});
export type AddressBatchForm = z.infer<typeof addressBatchForm>;
