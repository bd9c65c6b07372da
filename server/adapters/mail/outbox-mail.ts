import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { maskEmail } from '../../../domain/privacy/mask';
import type { SensitiveData } from '../../sales/sensitive';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A stored file (its storage key) sent as an attachment. */
  attachment?: { name: string; key: string };
  policyNo?: string;
}

/** Records an e-mail in the outbox (the dispatcher delivers it over SMTP when configured). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export function outboxMail(db: Kysely<DB> | Transaction<DB>, sensitive: SensitiveData): MailSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_message')
        .values({
          channel: 'email',
          recipient_enc: sensitive.encrypt(message.to),
          recipient_masked: maskEmail(message.to),
          subject: message.subject,
          // The text carries the holder's name and, for SMS, the 30-day download link: encrypted at rest like the recipient.
          body: sensitive.encrypt(message.text),
          attachment_name: message.attachment?.name ?? null,
          attachment_key: message.attachment?.key ?? null,
          policy_no: message.policyNo ?? null,
        })
        .execute();
    },
  };
}
