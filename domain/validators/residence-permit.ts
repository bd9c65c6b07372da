import { todayInBeijing } from './calendar';
import { type IdentityNumberResult, readEighteenCharacterNumber } from './identity-number';

/** Region codes of the Hong Kong, Macau and Taiwan residents' residence permits. */
export const RESIDENCE_PERMIT_PREFIXES = ['810000', '820000', '830000'] as const;
export type ResidencePermitPrefix = (typeof RESIDENCE_PERMIT_PREFIXES)[number];

const PERMIT_PATTERN = /^8\d{16}[\dX]$/;

/**
 * Hong Kong/Macau/Taiwan residence permit number: 18 characters starting with 8, one of the permit
 * prefixes (810000 Hong Kong, 820000 Macau, 830000 Taiwan, or the subset given), then birth date,
 * sequence and check character exactly as on an ID card.
 */
export function parseResidencePermit(
  input: string,
  today: string = todayInBeijing(),
  prefixes: readonly ResidencePermitPrefix[] = RESIDENCE_PERMIT_PREFIXES,
): IdentityNumberResult {
  const idNumber = input.trim().toUpperCase();
  if (idNumber === '') return { ok: false, code: 'ID_NUMBER_REQUIRED' };
  if (!PERMIT_PATTERN.test(idNumber)) return { ok: false, code: 'ID_NUMBER_FORMAT' };
  if (!prefixes.some((prefix) => idNumber.startsWith(prefix))) return { ok: false, code: 'ID_NUMBER_REGION' };
  return readEighteenCharacterNumber(idNumber, today);
}
