import type { Kysely, Transaction } from 'kysely';
import type { PremiumChange } from '../../domain/rules/travel-surrender';
import type { DB } from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The premium in force: the order's as issued, plus what effective endorsements charged, less what they refunded
 * (`policy.endorsed_fen`, null before the order is issued). A refund at the policy's end does not change it.
 */
export function premiumInForceFen(row: { premium_fen: string; endorsed_fen: string | null }): number {
  return Number(row.premium_fen) + Number(row.endorsed_fen ?? 0);
}

/** What the holder has paid for the policy and kept: the premium in force less the refund at its end. An invoice states this amount. */
export async function keptPremiumFen(db: Executor, policyNo: string): Promise<number> {
  const row = await db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .select(['o.premium_fen', 'p.endorsed_fen', 'ps.refund_fen'])
    .where('p.policy_no', '=', policyNo)
    .executeTakeFirstOrThrow();
  return premiumInForceFen(row) - Number(row.refund_fen ?? 0);
}

/** What each effective endorsement charged (or refunded) for cover from its effective date: a surrender refunds each over its own days. */
export async function premiumChanges(db: Executor, policyNo: string): Promise<PremiumChange[]> {
  const batches = await db
    .selectFrom('endorsement_batch')
    .select(['net_fen', 'effective_date'])
    .where('policy_no', '=', policyNo)
    .where('status', '=', 'effective')
    .execute();
  return batches.flatMap((batch) => (batch.effective_date ? [{ premiumFen: Number(batch.net_fen), from: batch.effective_date }] : []));
}
