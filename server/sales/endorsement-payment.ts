import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { enqueueJob } from '../jobs/queue';

/** 00:00 Beijing time (UTC+8) of a YYYY-MM-DD date: when an endorsement takes effect. */
export function beijingMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/**
 * An endorsement batch is paid (or had nothing to pay): it waits for its effective date, when the apply job changes
 * the policy. A conditional update on the state, so a repeated notification changes nothing; false when it was not
 * waiting for its money. Payment and the endorsement module both come here, so it sits in the core.
 */
export async function markBatchPaid(trx: Transaction<DB>, batchId: string, now: Date, from: 'awaiting_payment' | 'priced' = 'awaiting_payment'): Promise<boolean> {
  const batch = await trx
    .updateTable('endorsement_batch')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', batchId)
    .where('status', '=', from)
    .returning(['effective_date'])
    .executeTakeFirst();
  if (!batch) return false;
  await enqueueJob(trx, {
    kind: 'apply-endorsement',
    payload: { batchId },
    runAt: batch.effective_date ? beijingMidnight(batch.effective_date) : now,
    dedupeKey: `endorse:${batchId}`,
  });
  return true;
}
