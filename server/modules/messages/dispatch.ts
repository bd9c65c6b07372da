import { type Selectable, sql } from 'kysely';
import { PermanentDeliveryError } from '../../adapters/messages/delivery';
import type { SmsTemplate } from '../../adapters/sms/templates';
import type { OutboxMessageTable } from '../../db/schema';
import type { SalesContext } from '../../sales/context';

/** Tries per message: the sixth failure (about 15 minutes after the first) marks it failed. */
export const MESSAGE_MAX_ATTEMPTS = 6;
/** A claimed message is invisible to other dispatchers this long; a crashed one's messages come back after it. */
const LEASE_MS = 60_000;
const BATCH = 20;

/** 30 s, 1 min, 2 min, 4 min, 8 min, ... up to an hour. */
export function messageBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export interface DispatchRun {
  delivered: number;
  retried: number;
  failed: number;
}

type OutboxRow = Selectable<OutboxMessageTable>;

/**
 * Delivers the due outbox messages of every channel that has a provider, each at least once: a message is
 * claimed (SKIP LOCKED, with a lease), handed over outside any transaction, then marked delivered, retried
 * later with back-off, or failed. Tests call this with the clock they want.
 */
export async function dispatchDueMessages(ctx: SalesContext, now: Date = new Date()): Promise<DispatchRun> {
  const run: DispatchRun = { delivered: 0, retried: 0, failed: 0 };
  const channels = (['email', 'sms'] as const).filter((channel) => ctx.messages[channel]);
  if (channels.length === 0) return run;
  for (;;) {
    const claimed = await claimDue(ctx, channels, now);
    if (claimed.length === 0) return run;
    for (const row of claimed) run[await deliverOne(ctx, row, now)] += 1;
  }
}

async function claimDue(ctx: SalesContext, channels: ('email' | 'sms')[], now: Date): Promise<OutboxRow[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox_message')
      .selectAll()
      .where('status', '=', 'pending')
      .where('channel', 'in', channels)
      // The database's clock too: a row stamped by now() may sit microseconds past the caller's millisecond.
      .where('next_attempt_at', '<=', sql<Date>`greatest(now(), ${now}::timestamptz)`)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await trx
      .updateTable('outbox_message')
      .set({ locked_until: new Date(now.getTime() + LEASE_MS), attempts: sql`attempts + 1` })
      .where('id', 'in', ids)
      .execute();
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

async function deliverOne(ctx: SalesContext, row: OutboxRow, now: Date): Promise<keyof DispatchRun> {
  try {
    const { ref } = await handOver(ctx, row);
    await ctx.db
      .updateTable('outbox_message')
      .set({ status: 'delivered', delivered_at: now, provider_ref: ref.slice(0, 200), locked_until: null, last_error: null })
      .where('id', '=', row.id)
      .execute();
    return 'delivered';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentDeliveryError || row.attempts >= MESSAGE_MAX_ATTEMPTS;
    await ctx.db
      .updateTable('outbox_message')
      .set({
        locked_until: null,
        last_error: message.slice(0, 500),
        ...(final ? { status: 'failed' } : { next_attempt_at: new Date(now.getTime() + messageBackoffMs(row.attempts)) }),
      })
      .where('id', '=', row.id)
      .execute();
    return final ? 'failed' : 'retried';
  }
}

/** Decrypts what the outbox keeps encrypted and gives it to the channel's provider. */
async function handOver(ctx: SalesContext, row: OutboxRow): Promise<{ ref: string }> {
  const recipient = ctx.sensitive.decrypt(row.recipient_enc);
  // Messages written before bodies were encrypted read as they are.
  const text = row.body.startsWith('v1:') ? ctx.sensitive.decrypt(row.body) : row.body;
  if (row.channel === 'sms') {
    const sms = ctx.messages.sms;
    if (!sms) throw new Error('no SMS provider');
    if (!row.template_name || !row.template_params_enc) throw new PermanentDeliveryError('SMS without a template');
    const template = {
      name: row.template_name,
      language: row.template_language,
      params: JSON.parse(ctx.sensitive.decrypt(row.template_params_enc)),
    } as SmsTemplate;
    return sms.deliver({ phone: recipient, template });
  }
  const mail = ctx.messages.email;
  if (!mail) throw new Error('no e-mail provider');
  const attachment =
    row.attachment_name && row.attachment_key ? { name: row.attachment_name, content: await ctx.files.read(row.attachment_key) } : undefined;
  return mail.deliver({ to: recipient, subject: row.subject ?? '', text, attachment });
}
