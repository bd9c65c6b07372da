import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { maskPhone } from '../../../domain/privacy/mask';
import { phoneKind } from '../../../domain/validators/phone';
import type { SensitiveData } from '../../sales/sensitive';

export interface SmsMessage {
  phone: string;
  text: string;
  policyNo?: string;
}

/** An SMS provider; a real one (SMS_URL) would drain the outbox, the development one is the outbox. Mobiles only. */
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
        })
        .execute();
    },
  };
}
