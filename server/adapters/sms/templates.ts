import type { ContentLanguage } from '../../../domain/catalog';

/**
 * The SMS the portal sends, by name: SMS providers in China send only approved templates (a fixed text with
 * parameters), so every message names its template and parameters beside the full text kept in the outbox.
 */
export const SMS_TEMPLATE_NAMES = ['login-code', 'policy-issued', 'policy-ended', 'order-refused', 'endorsement-effective', 'endorsement-failed'] as const;
export type SmsTemplateName = (typeof SMS_TEMPLATE_NAMES)[number];

export interface SmsTemplate {
  name: SmsTemplateName;
  /** The language of the text and of the parameters; Chinese when not said (messages written before). */
  language?: ContentLanguage;
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

/** A template's key in the registry: `policy-issued` (Chinese) or `policy-issued.en`. */
type TemplateKey = SmsTemplateName | `${SmsTemplateName}.en`;

/**
 * `login-code=SMS_1,policy-issued=SMS_2,policy-issued.en=SMS_7`: our template names to the provider's approved
 * template codes, `.en` for the English one of a template.
 */
export function parseTemplateCodes(text: string): Partial<Record<TemplateKey, string>> {
  const codes: Partial<Record<TemplateKey, string>> = {};
  for (const pair of text.split(',')) {
    const [key, code] = pair.split('=').map((part) => part.trim());
    const name = key?.replace(/\.en$/, '');
    if (key && code && name && (SMS_TEMPLATE_NAMES as readonly string[]).includes(name)) codes[key as TemplateKey] = code;
  }
  return codes;
}

/**
 * The provider's code for a message: its language's template, else the Chinese one (an English text then leaves
 * in the Chinese template with English parameters, rather than not at all); undefined when neither is registered.
 */
export function templateCodeOf(codes: Partial<Record<TemplateKey, string>>, template: Pick<SmsTemplate, 'name' | 'language'>): string | undefined {
  return (template.language === 'en' ? codes[`${template.name}.en`] : undefined) ?? codes[template.name];
}
