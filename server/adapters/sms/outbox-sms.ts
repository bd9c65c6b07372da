import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { maskPhone } from '../../../domain/privacy/mask';
import { phoneKind } from '../../../domain/validators/phone';
import type { SensitiveData } from '../../sales/sensitive';
import type { SmsTemplate } from './templates';

export interface SmsMessage {
  phone: string;
  text: string;
  /** The approved template a provider sends instead of the free text. */
  template: SmsTemplate;
  policyNo?: string;
}

/** Records an SMS in the outbox (the dispatcher delivers it when a provider is configured). Mobiles only. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Writes to the outbox in the caller's transaction: the message exists exactly when what it announces does. */
export function outboxSms(db: Kysely<DB> | Transaction<DB>, sensitive: SensitiveData): SmsSender {
  return {
    async send(message) {
      // A landline (a company's switchboard) cannot receive it; the e-mail, if any, still goes.
      if (phoneKind(message.phone) !== 'mobile') return;
      await db
        .insertInto('outbox_message')
        .values({
          channel: 'sms',
          recipient_enc: sensitive.encrypt(message.phone),
          recipient_masked: maskPhone(message.phone),
          subject: null,
          // The text carries the holder's name and, for SMS, the 30-day download link: encrypted at rest like the recipient.
          body: sensitive.encrypt(message.text),
          attachment_name: null,
          attachment_key: null,
          policy_no: message.policyNo ?? null,
          template_name: message.template.name,
          template_language: message.template.language ?? 'zh',
          template_params_enc: sensitive.encrypt(JSON.stringify(message.template.params)),
        })
        .execute();
    },
  };
}
