import { createRequire } from 'node:module';
import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
import { PermanentDeliveryError } from '../messages/delivery';
import { type SmsTemplate, parseTemplateCodes, templateCodeOf } from './templates';

/** An SMS as it leaves: the phone and the approved template with its parameters. */
export interface OutgoingSms {
  phone: string;
  template: SmsTemplate;
}

/** A provider that hands a message over and answers its reference; it throws when the message was not taken. */
export interface SmsDelivery {
  deliver(sms: OutgoingSms): Promise<{ ref: string }>;
}

// Answers of SendSms that a retry cannot fix (Alibaba Cloud's documented error codes).
const PERMANENT_CODES = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.SMS_TEMPLATE_ILLEGAL', 'isv.SMS_SIGNATURE_ILLEGAL', 'isv.TEMPLATE_MISSING_PARAMETERS', 'isv.INVALID_PARAMETERS']);

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** `login-code=SMS_1,...` (ALIYUN_SMS_TEMPLATES). */
  templates: string;
  /** https://dysmsapi.aliyuncs.com, or a local fake in tests. */
  endpoint: string;
}

/** Alibaba Cloud SMS (dysmsapi 2017-05-25) through its SDK, which signs each call (ACS3-HMAC-SHA256). */
export function aliyunSmsDelivery(options: AliyunSmsOptions): SmsDelivery {
  // Loaded only where Aliyun SMS is configured (about 19 MB resident); the SDK is CommonJS.
  const { default: SmsClient, SendSmsRequest } = createRequire(import.meta.url)('@alicloud/dysmsapi20170525') as typeof Dysmsapi;
  const endpoint = new URL(options.endpoint);
  const client = new SmsClient({
    accessKeyId: options.accessKeyId,
    accessKeySecret: options.accessKeySecret,
    endpoint: endpoint.host,
    protocol: endpoint.protocol.replace(':', ''),
    readTimeout: 10_000,
    connectTimeout: 5_000,
  } as ConstructorParameters<typeof SmsClient>[0]);
  const codes = parseTemplateCodes(options.templates);
  const codeOf = (template: SmsTemplate) => {
    const code = templateCodeOf(codes, template);
    if (!code) throw new PermanentDeliveryError(`no template code configured for ${template.name}`);
    return code;
  };

  return {
    async deliver(sms) {
      const request = new SendSmsRequest({
        phoneNumbers: sms.phone,
        signName: options.signName,
        templateCode: codeOf(sms.template),
        templateParam: JSON.stringify(sms.template.params),
      });
      const answer = (await client.sendSms(request)).body;
      if (answer?.code !== 'OK') {
        const reason = `SendSms ${answer?.code ?? 'no answer'}: ${answer?.message ?? ''}`.slice(0, 300);
        throw PERMANENT_CODES.has(answer?.code ?? '') ? new PermanentDeliveryError(reason) : new Error(reason);
      }
      return { ref: answer.bizId ?? answer.requestId ?? '' };
    },
  };
}
