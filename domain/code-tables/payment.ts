import { type CodeEntry, codeEntry, defineCodeTable, findEntry } from './code-entry';

export const payDialogModes = defineCodeTable('payDialogMode', ['transferEvidence', 'qrCode', 'onlineRedirect', 'balance']);
export type PayDialogMode = (typeof payDialogModes)[number]['code'];

const payMethodDialogModes = [
  ['88', 'transferEvidence'],
  ['89', 'transferEvidence'],
  ['3', 'qrCode'],
  ['28', 'qrCode'],
  ['999', 'qrCode'],
  ['8-2', 'qrCode'],
  ['0', 'onlineRedirect'],
  ['8', 'onlineRedirect'],
  ['9', 'onlineRedirect'],
  ['66', 'balance'],
] as const satisfies readonly (readonly [string, PayDialogMode])[];
export type PayMethod = (typeof payMethodDialogModes)[number][0];

export interface PayMethodEntry extends CodeEntry<PayMethod> {
  readonly dialogMode: PayDialogMode;
}

export const payMethods: readonly PayMethodEntry[] = payMethodDialogModes.map(([code, dialogMode]) => ({
  ...codeEntry('payMethod', code),
  dialogMode,
}));

/** Which payment dialog a pay method opens; undefined for an unknown method. */
export function payDialogModeOf(payMethod: string): PayDialogMode | undefined {
  return findEntry(payMethods, payMethod)?.dialogMode;
}
