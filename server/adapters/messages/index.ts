import type { Config } from '../../config';
import { type MailDelivery, smtpMailDelivery } from '../mail/smtp-mail';
import { aliyunSmsDelivery, type SmsDelivery } from '../sms/aliyun-sms';
import { tencentSmsDelivery } from '../sms/tencent-sms';

/** The providers that deliver the outbox; a channel without one keeps its messages in the outbox (development). */
export interface MessageProviders {
  email?: MailDelivery;
  sms?: SmsDelivery;
}

/** From the configuration (README "Environment variables"); config.ts has already refused a provider without keys. */
export function messageProvidersFor(config: Config): MessageProviders {
  const providers: MessageProviders = {};
  if (config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL && config.MAIL_FROM) {
    providers.email = smtpMailDelivery({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  if (
    config.SMS_PROVIDER === 'aliyun' &&
    config.ALIYUN_SMS_ACCESS_KEY_ID &&
    config.ALIYUN_SMS_ACCESS_KEY_SECRET &&
    config.ALIYUN_SMS_SIGN_NAME &&
    config.ALIYUN_SMS_TEMPLATES
  ) {
    providers.sms = aliyunSmsDelivery({
      accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: config.ALIYUN_SMS_SIGN_NAME,
      templates: config.ALIYUN_SMS_TEMPLATES,
      endpoint: config.ALIYUN_SMS_ENDPOINT,
    });
  }
  if (
    config.SMS_PROVIDER === 'tencent' &&
    config.TENCENT_SMS_SECRET_ID &&
    config.TENCENT_SMS_SECRET_KEY &&
    config.TENCENT_SMS_SDK_APP_ID &&
    config.TENCENT_SMS_SIGN_NAME &&
    config.TENCENT_SMS_TEMPLATES
  ) {
    providers.sms = tencentSmsDelivery({
      secretId: config.TENCENT_SMS_SECRET_ID,
      secretKey: config.TENCENT_SMS_SECRET_KEY,
      sdkAppId: config.TENCENT_SMS_SDK_APP_ID,
      signName: config.TENCENT_SMS_SIGN_NAME,
      templates: config.TENCENT_SMS_TEMPLATES,
      region: config.TENCENT_SMS_REGION,
      endpoint: config.TENCENT_SMS_ENDPOINT,
    });
  }
  return providers;
}
