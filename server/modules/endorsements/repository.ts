import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import type { DB, EndorsementBatchTable } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { type BookScope, inScope } from '../../sales/scope';
import type { PolicyPerson, PricedBatchLine } from './lines';

type Executor = Kysely<DB> | Transaction<DB>;
export type BatchRow = Selectable<EndorsementBatchTable>;

/** A batch with its policy's order, when the order is in the scope: missing and foreign answer alike. */
export async function findBatchInScope(db: Executor, scope: BookScope, batchId: string) {
  return db
    .selectFrom('endorsement_batch as b')
    .innerJoin('sales_order as o', 'o.id', 'b.order_id')
    .selectAll('b')
    .select(['o.product_code', 'o.details', 'o.agent_id', 'o.holder_name'])
    .where('b.id', '=', batchId)
    .where(inScope(scope))
    .executeTakeFirst();
}
export type ScopedBatch = NonNullable<Awaited<ReturnType<typeof findBatchInScope>>>;

export async function batchesOfPolicy(db: Executor, scope: BookScope, policyNo: string) {
  return db
    .selectFrom('endorsement_batch as b')
    .innerJoin('sales_order as o', 'o.id', 'b.order_id')
    .selectAll('b')
    .select(['o.product_code', 'o.details', 'o.agent_id', 'o.holder_name'])
    .where('b.policy_no', '=', policyNo)
    .where(inScope(scope))
    .orderBy('b.created_at', 'desc')
    .limit(200)
    .execute();
}

export async function linesOf(db: Executor, batchId: string) {
  return db.selectFrom('endorsement_line').selectAll().where('batch_id', '=', batchId).orderBy('seq').execute();
}

/** The policy's insured list now, by blind index of the ID number. */
export async function peopleOnPolicy(db: Executor, orderId: string): Promise<Map<string, PolicyPerson>> {
  const rows = await db.selectFrom('order_insured').select(['seq', 'name', 'id_number_bidx', 'premium_fen']).where('order_id', '=', orderId).execute();
  return new Map(rows.map((row) => [row.id_number_bidx, { seq: row.seq, name: row.name, premiumFen: Number(row.premium_fen), idNumberBidx: row.id_number_bidx }]));
}

/** The encrypted ID numbers of the named places only: a batch priced over a large list never reads them all. */
export async function idNumbersAt(db: Executor, orderId: string, seqs: readonly number[]): Promise<Map<number, string>> {
  if (seqs.length === 0) return new Map();
  const rows = await db.selectFrom('order_insured').select(['seq', 'id_number_enc']).where('order_id', '=', orderId).where('seq', 'in', seqs).execute();
  return new Map(rows.map((row) => [row.seq, row.id_number_enc]));
}

export async function policyVersion(db: Executor, policyNo: string, lock = false): Promise<{ version: number; status: string } | undefined> {
  let query = db.selectFrom('policy').select(['version', 'status']).where('policy_no', '=', policyNo);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

const CHUNK = 500;

/** A batch's lines replaced by newly priced ones, in chunks that keep each statement's parameters bounded. */
export async function replaceLines(trx: Transaction<DB>, batchId: string, lines: readonly PricedBatchLine[], encrypt: (value: string) => string): Promise<void> {
  await trx.deleteFrom('endorsement_line').where('batch_id', '=', batchId).execute();
  const rows = lines.map((line, seq) => ({
    batch_id: batchId,
    seq: seq + 1,
    kind: line.kind,
    name: line.joining?.name ?? null,
    id_type: line.joining?.idType ?? null,
    id_number_enc: line.joining ? encrypt(line.joining.idNumber) : null,
    id_number_bidx: line.joining?.idNumberBidx ?? null,
    birth_date: line.joining?.birthDate ?? null,
    gender: line.joining?.gender ?? null,
    occupation_code: line.joining?.occupationCode ?? null,
    occupation_name: line.joining?.occupationName ?? null,
    occupation_level: line.joining?.occupationLevel ?? null,
    term_premium_fen: line.joining ? String(line.joining.termPremiumFen) : null,
    removed_seq: line.leaving?.seq ?? null,
    removed_name: line.leaving?.name ?? null,
    removed_id_number_bidx: line.leaving?.idNumberBidx ?? null,
    removed_term_fen: line.leaving ? String(line.leaving.premiumFen) : null,
    amount_fen: String(line.amountFen),
  }));
  for (let start = 0; start < rows.length; start += CHUNK) await trx.insertInto('endorsement_line').values(rows.slice(start, start + CHUNK)).execute();
}

export async function nextEndorsementNo(db: Executor, today: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('endorsement_no_seq')::text AS n`.execute(db);
  return `EN${today.replaceAll('-', '')}${rows[0].n.padStart(8, '0')}`;
}

/**
 * Saves a priced batch: a new one, or one still draft or priced saved again (a submitted batch is refused, 1073).
 * `values` are what pricing decided; the batch's identity comes with a new one only.
 */
export async function savePricedBatch(
  trx: Transaction<DB>,
  batch: Pick<Insertable<EndorsementBatchTable>, 'id' | 'policy_no' | 'order_id' | 'created_by'>,
  isNew: boolean,
  values: Updateable<EndorsementBatchTable> & Pick<Insertable<EndorsementBatchTable>, 'kind' | 'status' | 'base_version'>,
): Promise<void> {
  if (isNew) {
    await trx.insertInto('endorsement_batch').values({ ...batch, ...values }).execute();
    return;
  }
  const updated = await trx
    .updateTable('endorsement_batch')
    .set(values)
    .where('id', '=', batch.id)
    .where('policy_no', '=', batch.policy_no)
    .where('status', 'in', ['draft', 'priced'])
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('1073', { zh: '该批改已提交，不能再修改', en: 'This endorsement has been submitted and can no longer be changed.' });
}

