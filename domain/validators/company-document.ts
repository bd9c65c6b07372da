import { type CompanyDocumentType, companyDocumentTypes, findEntry } from '../code-tables';
import { type CheckResult, fail, pass } from './result';
import { checkUscc } from './uscc';

const USCC_DOCUMENT_TYPE: CompanyDocumentType = '03';
// 15 digits; 13 digits plus 0, 2 or 5 more; or 18 letters and digits.
const OTHER_DOCUMENT_PATTERN = /^(?:\d{15}|\d{13}(?:\d{2}|\d{5})?|[0-9A-Z]{18})$/;
// Placeholders people type to get past a form: six identical digits or six consecutive ones, up or down.
const PLACEHOLDER_START = /^(?:(\d)\1{5}|012345|123456|234567|345678|456789|987654|876543|765432|654321|543210)/;

/**
 * A company document number for a storefront company document type (01, 02, 03, 04, 100, 99): 03 is the
 * unified social credit code, the others share the generic number rule. Returns the number upper-cased.
 */
export function checkCompanyDocument(type: string, input: string): CheckResult {
  const documentType = findEntry(companyDocumentTypes, type.trim())?.code;
  if (documentType === undefined) return fail('COMPANY_DOC_TYPE_UNKNOWN');
  if (documentType === USCC_DOCUMENT_TYPE) return checkUscc(input);
  const value = input.trim().toUpperCase();
  if (value === '') return fail('COMPANY_DOC_REQUIRED');
  if (!OTHER_DOCUMENT_PATTERN.test(value)) return fail('COMPANY_DOC_FORMAT');
  if (PLACEHOLDER_START.test(value)) return fail('COMPANY_DOC_PLACEHOLDER');
  return pass(value);
}
