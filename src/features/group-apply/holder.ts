import { checkCompanyDocument, checkHolderAddress } from '../../../domain/validators';

/** The enterprise policyholder of a group policy (投保单位). */
export interface HolderValues {
  holderName: string;
  /** Storefront company document type; 03 is the unified social credit code. */
  holderIdType: string;
  holderIdNumber: string;
  holderPhone: string;
  holderEmail: string;
  holderAddress: string;
}

const USCC_DOCUMENT_TYPE = '03';

export function emptyHolder(): HolderValues {
  return { holderName: '', holderIdType: USCC_DOCUMENT_TYPE, holderIdNumber: '', holderPhone: '', holderEmail: '', holderAddress: '' };
}

/** What leaving a field does to what was typed (storefront-spec, "Shared input-validation helpers"). */
export type Commit =
  | { kind: 'keep'; value: string }
  /** Cleared, with the reason shown on the field. */
  | { kind: 'clear'; code: string }
  /** Cut to fit, with the reason shown once. */
  | { kind: 'cut'; value: string; code: string; params: Record<string, string | number> }
  /** A USCC whose check character is wrong: kept for the user to double-check (a typo is easier to fix than to retype). */
  | { kind: 'doubleCheck'; value: string };

export function commitDocumentNumber(type: string, input: string): Commit {
  if (input.trim() === '') return { kind: 'keep', value: '' };
  const result = checkCompanyDocument(type, input);
  if (result.ok) return { kind: 'keep', value: result.value ?? input.trim() };
  if (result.code === 'USCC_CHECKSUM') return { kind: 'doubleCheck', value: result.value ?? input.trim() };
  return { kind: 'clear', code: result.code };
}

export function commitAddress(input: string): Commit {
  if (input.trim() === '') return { kind: 'keep', value: '' };
  const result = checkHolderAddress(input);
  if (result.ok) return { kind: 'keep', value: result.value ?? input.trim() };
  if (result.code === 'HOLDER_ADDRESS_TOO_LONG') return { kind: 'cut', value: result.value ?? '', code: result.code, params: { ...result.params } };
  return { kind: 'clear', code: result.code };
}
