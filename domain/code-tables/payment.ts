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

/**
 * Who takes the money: the name and mark the chooser shows for a method (each product maps its methods to one in the
 * catalogue). Bank transfers and the agent's balance are ways of paying without a provider's page.
 */
export const payProviders = defineCodeTable('payProvider', ['wechat', 'alipay', 'unionpay', 'transfer', 'balance']);
export type PayProvider = (typeof payProviders)[number]['code'];
export const PAY_PROVIDER_CODES = payProviders.map((provider) => provider.code) as [PayProvider, ...PayProvider[]];

/** Which payment dialog a pay method opens; undefined for an unknown method. */
export function payDialogModeOf(payMethod: string): PayDialogMode | undefined {
  return findEntry(payMethods, payMethod)?.dialogMode;
}
