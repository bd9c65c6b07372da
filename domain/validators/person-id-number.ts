import { canonicalPersonIdType, type PersonIdType } from '../code-tables';
import { todayInBeijing } from './calendar';
import { parseIdCard } from './id-card';
import { parseResidencePermit, RESIDENCE_PERMIT_PREFIXES, type ResidencePermitPrefix } from './residence-permit';
import { type CheckResult, fail, pass } from './result';
import type { IdentityNumberResult } from './identity-number';

// 18 Taiwan residents', 20 Hong Kong/Macau residents', 26 either residence permit.
const permitPrefixesByType: Partial<Record<PersonIdType, readonly ResidencePermitPrefix[]>> = {
  '18': ['830000'],
  '20': ['810000', '820000'],
  '26': RESIDENCE_PERMIT_PREFIXES,
};

/**
 * Checks an ID number against its person ID type: ID cards and residence permits by their structure
 * (with derived birth date and gender), any other document only for being present.
 */
export function checkPersonIdNumber(
  idType: string,
  idNumber: string,
  today: string = todayInBeijing(),
): IdentityNumberResult | CheckResult {
  const type = canonicalPersonIdType(idType.trim());
  if (type === undefined) return fail('ID_TYPE_REQUIRED');
  if (type === '1') return parseIdCard(idNumber, today);
  const permitPrefixes = permitPrefixesByType[type];
  if (permitPrefixes) return parseResidencePermit(idNumber, today, permitPrefixes);
  const value = idNumber.trim();
  return value === '' ? fail('ID_NUMBER_REQUIRED') : pass(value);
}
