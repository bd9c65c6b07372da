import { PermanentDeliveryError } from '../messages/delivery';
import type { SmsDelivery } from './aliyun-sms';
import { tc3Authorization } from './tc3';
import { parseTemplateCodes, SMS_TEMPLATE_PARAMS, type SmsTemplate, templateCodeOf } from './templates';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  /** The SMS application (SdkAppId, 1400…) the templates and signature belong to. */
  sdkAppId: string;
  signName: string;
  /** `login-code=1110,...` (TENCENT_SMS_TEMPLATES): our names to the approved template ids. */
  templates: string;
  region: string;
  /** https://sms.tencentcloudapi.com, or a local fake in tests. */
  endpoint: string;
}

const VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';
// Codes a retry cannot fix (Tencent Cloud SMS's documented error codes): the number, the template, the signature.
const PERMANENT_CODES = new Set([
  'InvalidParameterValue.IncorrectPhoneNumber',
  'FailedOperation.TemplateIncorrectOrUnapproved',
  'FailedOperation.SignatureIncorrectOrUnapproved',
  'FailedOperation.PhoneNumberInBlacklist',
  'InvalidParameterValue.TemplateParameterFormatError',
  'InvalidParameterValue.TemplateParameterLengthLimit',
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail',
]);

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { SerialNo?: string; Code?: string; Message?: string }[];
    RequestId?: string;
  };
}

/** Tencent Cloud SMS (SendSms, 2021-01-11), signed with TC3-HMAC-SHA256 by `tc3.ts`: no SDK needed for one call. */
export function tencentSmsDelivery(options: TencentSmsOptions): SmsDelivery {
  const endpoint = new URL(options.endpoint);
  const codes = parseTemplateCodes(options.templates);
  const codeOf = (template: SmsTemplate) => {
    const code = templateCodeOf(codes, template);
    if (!code) throw new PermanentDeliveryError(`no template id configured for ${template.name}`);
    return code;
  };

  return {
    async deliver(sms) {
      const payload = JSON.stringify({
        // E.164: mainland numbers as +86….
        PhoneNumberSet: [sms.phone.startsWith('+') ? sms.phone : `+86${sms.phone}`],
        SmsSdkAppId: options.sdkAppId,
        SignName: options.signName,
        TemplateId: codeOf(sms.template),
        TemplateParamSet: SMS_TEMPLATE_PARAMS[sms.template.name].map((param) => sms.template.params[param] ?? ''),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = tc3Authorization({ host: endpoint.host, service: 'sms', action: 'SendSms', payload, timestamp, contentType: CONTENT_TYPE }, options.secretId, options.secretKey);
      const response = await fetch(endpoint, {
        method: 'POST',
        body: payload,
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': VERSION,
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': options.region,
        },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SendSms HTTP ${response.status}`);
      const answer = ((await response.json()) as SendSmsAnswer).Response;
      // A refused call (signature, quota, parameters) answers Error; a taken call answers each number's status.
      const status = answer?.Error ?? answer?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') {
        const reason = `SendSms ${status?.Code ?? 'no answer'}: ${status?.Message ?? ''}`.slice(0, 300);
        throw PERMANENT_CODES.has(status?.Code ?? '') ? new PermanentDeliveryError(reason) : new Error(reason);
      }
      return { ref: answer?.SendStatusSet?.[0]?.SerialNo ?? answer?.RequestId ?? '' };
    },
  };
}
