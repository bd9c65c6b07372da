import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { OutboxEntry } from '../../../domain/api/outbox';
import type { SensitiveData } from '../../sales/sensitive';

/** The latest messages sent, newest first; recipients masked. */
export async function listOutbox(db: Kysely<DB>, sensitive: SensitiveData, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox_message')
    .select(['id', 'channel', 'recipient_masked', 'subject', 'body', 'attachment_name', 'policy_no', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.channel,
    recipient: row.recipient_masked,
    subject: row.subject,
    // Messages written before bodies were encrypted read as they are.
    body: row.body.startsWith('v1:') ? sensitive.decrypt(row.body) : row.body,
    attachmentName: row.attachment_name,
    policyNo: row.policy_no,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function outboxAttachmentKey(db: Kysely<DB>, id: string): Promise<{ name: string; key: string } | null> {
  const row = await db.selectFrom('outbox_message').select(['attachment_name', 'attachment_key']).where('id', '=', id).executeTakeFirst();
  return row?.attachment_name && row.attachment_key ? { name: row.attachment_name, key: row.attachment_key } : null;
}
