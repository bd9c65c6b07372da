/** GET /dev/outbox (development): one sent SMS or e-mail, recipient masked. */
export interface OutboxEntry {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  attachmentName: string | null;
  policyNo: string | null;
  createdAt: string;
}
