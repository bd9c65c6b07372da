import { isResidentIdCardType } from '../code-tables';

const HAN = /\p{Script=Han}/u;
// Keys of people's and companies' names in the portal's payloads; not file, product or occupation names.
const NAME_KEYS: ReadonlySet<string> = new Set([
  'name',
  'insName',
  'holderName',
  'insuredName',
  'beneficiaryName',
  'contactName',
  'enterpriseName',
]);
// "idNumber", "insIdNumber", "holderIdNumber", ...: the sibling "...IdType" names its type.
const ID_NUMBER_KEY = /(?:^i|I)dNumber$/;

/** A name containing Chinese characters loses all whitespace (the spec's "张 三" -> "张三"); others are trimmed. */
export function normaliseName(name: string): string {
  const trimmed = name.trim();
  return HAN.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
}

/**
 * Normalisation before saving: every string trimmed, at any depth; names with Chinese characters lose all
 * whitespace; ID numbers of type 1/01 upper-cased. Returns a copy; only arrays and plain objects are entered.
 */
export function normalisePayload<T>(payload: T): T {
  return normaliseValue(payload) as T;
}

function normaliseValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(normaliseValue);
  if (isPlainObject(value)) return normaliseObject(value);
  return value;
}

function normaliseObject(source: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(source).map(([key, raw]): [string, unknown] => {
    const value = normaliseValue(raw);
    if (typeof value !== 'string') return [key, value];
    if (NAME_KEYS.has(key)) return [key, normaliseName(value)];
    if (ID_NUMBER_KEY.test(key) && isResidentIdCardType(String(source[key.replace(/Number$/, 'Type')] ?? '').trim())) {
      return [key, value.toUpperCase()];
    }
    return [key, value];
  });
  return Object.fromEntries(entries);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
