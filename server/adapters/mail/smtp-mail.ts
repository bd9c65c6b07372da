import nodemailer from 'nodemailer';
import { PermanentDeliveryError } from '../messages/delivery';

/** An e-mail as it leaves: the attachment's bytes already read (and decrypted) from storage. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachment?: { name: string; content: Buffer };
}

/** A provider that hands a message over and answers its reference; it throws when the message was not taken. */
export interface MailDelivery {
  deliver(mail: OutgoingMail): Promise<{ ref: string }>;
}

/** SMTP through nodemailer: a connection per message, which suits a dispatcher sending a few at a time. */
export function smtpMailDelivery(options: { url: string; from: string }): MailDelivery {
  // Short timeouts: a hung server costs one retry, not a blocked dispatcher.
  const transport = nodemailer.createTransport(
    { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: options.from },
  );
  return {
    async deliver(mail) {
      try {
        const info = await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachment ? [{ filename: mail.attachment.name, content: mail.attachment.content, contentType: 'application/pdf' }] : [],
        });
        return { ref: info.messageId };
      } catch (error) {
        // 5xx is the server's final word (no such mailbox, refused); 4xx and network errors are worth a retry.
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`.slice(0, 300));
        throw error;
      }
    },
  };
}
