import { type Kysely, sql, type Transaction } from 'kysely';
import type { PolicySearch } from '../../../domain/api/policy-manage';
import type { DB } from '../../db/schema';
import { afterCursor, type Cursor, insuredCountColumn, insuredCounts } from '../../sales/order-pages';
import { type BookScope, inScope } from '../../sales/scope';

export { type Cursor, decodeCursor, encodeCursor } from '../../sales/order-pages';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Issued policies in the scope matching the search, newest first, `limit` rows after the cursor. Keyset paging
 * on (created_at, id) over the scope's index; the state filter is the SQL form of domain/rules/policy-standing.
 */
export async function searchPolicies(db: Executor, blindIndex: (name: string) => string, scope: BookScope, search: PolicySearch, today: string, limit: number, after?: Cursor) {
  let query = db
    .selectFrom('sales_order as o')
    .innerJoin('policy as p', 'p.order_id', 'o.id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .where(inScope(scope))
    // Issuance writes the policy and this status together: the agent's status index skips unpaid and expired orders.
    .where('o.status', '=', 'issued');
  if (search.policyNo) query = query.where('p.policy_no', '=', search.policyNo.toUpperCase());
  // Names are encrypted (decision 029): found by the blind index of the whole name, not by a prefix.
  if (search.holderName) query = query.where('o.holder_name_bidx', '=', blindIndex(search.holderName));
  if (search.insuredName) {
    const name = blindIndex(search.insuredName);
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('order_insured as i').select('i.seq').whereRef('i.order_id', '=', 'o.id').where('i.name_bidx', '=', name)),
    );
  }
  if (search.productCode) query = query.where('o.product_code', '=', search.productCode);
  if (search.startFrom) query = query.where('o.start_date', '>=', search.startFrom);
  if (search.startTo) query = query.where('o.start_date', '<=', search.startTo);
  if (search.state === 'cancelled' || search.state === 'surrendered') query = query.where('p.status', '=', search.state);
  else if (search.state) {
    query = query.where('p.status', '=', 'in_force');
    if (search.state === 'notStarted') query = query.where('o.start_date', '>', today);
    if (search.state === 'expired') query = query.where('o.end_date', '<', today);
    if (search.state === 'inForce') query = query.where('o.start_date', '<=', today).where('o.end_date', '>=', today);
  }
  if (after) query = query.where(afterCursor(after));
  return query
    .select([
      'o.id as order_id',
      'o.product_code',
      'o.details',
      'o.holder_name',
      'o.premium_fen',
      'o.start_date',
      'o.end_date',
      sql<string>`o.created_at::text`.as('created_at'),
      'p.policy_no',
      'p.issued_at',
      'p.status as policy_status',
      'p.terminated_on',
      'p.endorsed_fen',
      'ps.requested_on as voided_on',
      insuredCountColumn(),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

export type PolicyListRow = Awaited<ReturnType<typeof searchPolicies>>[number];

/** An order (issued or not) in the scope, by its id or its policy number; undefined for missing and foreign alike. */
export async function findInScope(db: Executor, scope: BookScope, policyId: string, lock = false) {
  let query = db
    .selectFrom('sales_order as o')
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .selectAll('o')
    .select(['p.policy_no', 'p.issued_at', 'p.pdf_key', 'p.pdf_pages', 'p.status as policy_status', 'p.terminated_on', 'p.benefit_paid_fen', 'p.endorsed_fen', 'ps.requested_on as voided_on'])
    .where(inScope(scope))
    .where((eb) => eb.or([eb('o.id', '=', policyId), eb('p.policy_no', '=', policyId)]));
  if (lock) query = query.forUpdate('o');
  return query.executeTakeFirst();
}

export type ScopedOrder = NonNullable<Awaited<ReturnType<typeof findInScope>>>;

/** Which of a policy's insureds a page shows: those of one name (by its blind index), or at the places given (at least one). */
export interface InsuredFilter {
  nameIndex?: string;
  seqs?: readonly number[];
}

/** A policy's insureds after a place on its list, in list order, narrowed by `filter`. */
export async function insuredsAfter(db: Executor, orderId: string, afterSeq: number, limit: number, filter: InsuredFilter = {}) {
  let query = db
    .selectFrom('order_insured')
    .select(['seq', 'name', 'id_type', 'id_number_enc', 'birth_date', 'gender', 'occupation_name', 'occupation_level', 'premium_fen'])
    .where('order_id', '=', orderId)
    .where('seq', '>', afterSeq);
  if (filter.nameIndex) query = query.where('name_bidx', '=', filter.nameIndex);
  if (filter.seqs) query = query.where('seq', 'in', filter.seqs);
  return query.orderBy('seq').limit(limit).execute();
}

/** The encrypted ID numbers after a place on a policy's list, a batch at a time: for the search by an ID number's end. */
export async function idNumbersAfter(db: Executor, orderId: string, afterSeq: number, limit: number, nameIndex?: string) {
  let query = db.selectFrom('order_insured').select(['seq', 'id_number_enc']).where('order_id', '=', orderId).where('seq', '>', afterSeq);
  if (nameIndex) query = query.where('name_bidx', '=', nameIndex);
  return query.orderBy('seq').limit(limit).execute();
}

export async function insuredCount(db: Executor, orderId: string): Promise<number> {
  return (await insuredCounts(db, [orderId])).get(orderId) ?? 0;
}

export async function paymentsOf(db: Executor, orderId: string) {
  return db
    .selectFrom('payment')
    .select(['id', 'method', 'channel', 'amount_fen', 'status', 'finished_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Premium the policy gave back, newest first: endorsements that took effect with a refund, and the refund at its end. */
export async function refundsOf(db: Executor, policyNo: string) {
  const [endorsed, ended] = await Promise.all([
    db
      .selectFrom('endorsement_batch')
      .select(['endorsement_no', 'net_fen', 'applied_at'])
      .where('policy_no', '=', policyNo)
      .where('status', '=', 'effective')
      .where('net_fen', '<', '0')
      .execute(),
    db.selectFrom('policy_surrender').select(['kind', 'refund_fen', 'reviewed_at']).where('policy_no', '=', policyNo).where('refund_fen', '>', '0').execute(),
  ]);
  return [
    ...endorsed.map((batch) => ({ kind: 'endorsement' as const, endorsementNo: batch.endorsement_no, amountFen: -Number(batch.net_fen), at: new Date(batch.applied_at ?? 0) })),
    ...ended.map((end) => ({ kind: end.kind, endorsementNo: null, amountFen: Number(end.refund_fen), at: new Date(end.reviewed_at) })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

export async function invoicesOf(db: Executor, policyNo: string) {
  return db
    .selectFrom('invoice')
    .select(['invoice_no', 'status', 'title', 'billing_type', 'amount_fen', 'email_masked', 'created_at'])
    .where('policy_no', '=', policyNo)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The endorsement batches of an order's policy, newest first (the table of the endorsements module, read here). */
export async function batchesOf(db: Executor, orderId: string, limit: number, offset = 0) {
  return db
    .selectFrom('endorsement_batch')
    .select(['id', 'kind', 'status', 'net_fen', 'endorsement_no', 'effective_date', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function batchCount(db: Executor, orderId: string): Promise<number> {
  const row = await db.selectFrom('endorsement_batch').select(sql<number>`count(*)::int`.as('n')).where('order_id', '=', orderId).executeTakeFirst();
  return row?.n ?? 0;
}
