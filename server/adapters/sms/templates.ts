/**
 * The SMS the portal sends, by name: SMS providers in China send only approved templates (a fixed text with
 * parameters), so every message names its template and parameters beside the full text kept in the outbox.
 */
export const SMS_TEMPLATE_NAMES = ['login-code', 'policy-issued', 'policy-ended', 'order-refused', 'endorsement-effective', 'endorsement-failed'] as const;
export type SmsTemplateName = (typeof SMS_TEMPLATE_NAMES)[number];

export interface SmsTemplate {
  name: SmsTemplateName;
  params: Record<string, string>;
}

/**
 * The order of each template's parameters, for providers whose templates number them ({1}, {2}, … at Tencent
 * Cloud) instead of naming them: the approved template must use them in this order (README).
 */
export const SMS_TEMPLATE_PARAMS: Record<SmsTemplateName, readonly string[]> = {
  'login-code': ['code'],
  'policy-issued': ['name', 'product', 'policyNo', 'period', 'link'],
  'policy-ended': ['name', 'policyNo', 'what', 'refund'],
  'order-refused': ['name', 'orderId', 'product', 'reason'],
  'endorsement-effective': ['name', 'policyNo', 'product', 'date', 'endorsementNo', 'insured', 'money'],
  'endorsement-failed': ['name', 'policyNo', 'batchId', 'reason'],
};

/** `login-code=SMS_1,policy-issued=SMS_2`: our template names to the provider's approved template codes. */
export function parseTemplateCodes(text: string): Partial<Record<SmsTemplateName, string>> {
  const codes: Partial<Record<SmsTemplateName, string>> = {};
  for (const pair of text.split(',')) {
    const [name, code] = pair.split('=').map((part) => part.trim());
    if (name && code && (SMS_TEMPLATE_NAMES as readonly string[]).includes(name)) codes[name as SmsTemplateName] = code;
  }
  return codes;
}
