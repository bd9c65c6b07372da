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

/** `login-code=SMS_1,policy-issued=SMS_2`: our template names to the provider's approved template codes. */
export function parseTemplateCodes(text: string): Partial<Record<SmsTemplateName, string>> {
  const codes: Partial<Record<SmsTemplateName, string>> = {};
  for (const pair of text.split(',')) {
    const [name, code] = pair.split('=').map((part) => part.trim());
    if (name && code && (SMS_TEMPLATE_NAMES as readonly string[]).includes(name)) codes[name as SmsTemplateName] = code;
  }
  return codes;
}
