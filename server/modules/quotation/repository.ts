import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { QuotationSearch, QuotationState } from '../../../domain/api/quotation';
import type { DB, QuotationTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type QuotationRow = Selectable<QuotationTable>;
type Executor = Kysely<DB> | Transaction<DB>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A quotation's id: Q, the Beijing date and 10 random characters (it names the quote PDF the client gets). */
export function newQuotationId(today: string): string {
  return `Q${today.replaceAll('-', '')}${[...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** The state the agent sees: a quoted or accepted quotation past its validity is expired. */
export function stateOf(row: Pick<QuotationRow, 'status' | 'valid_until'>, today: string): QuotationState {
  if ((row.status === 'quoted' || row.status === 'accepted') && row.valid_until !== null && row.valid_until < today) return 'expired';
  return row.status;
}

/** The agent's own quotation (another agent's is as good as missing), locked when in a transaction. */
export async function findOwnQuotation(db: Executor, agentId: string, id: string, lock = false): Promise<QuotationRow | undefined> {
  const query = db.selectFrom('quotation').selectAll().where('id', '=', id).where('agent_id', '=', agentId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function nextVersion(db: Executor, familyId: string): Promise<number> {
  const row = await db.selectFrom('quotation').select(sql<number>`max(version)`.as('version')).where('family_id', '=', familyId).executeTakeFirst();
  return Number(row?.version ?? 0) + 1;
}

function stateCondition(state: QuotationState, today: string) {
  switch (state) {
    case 'expired':
      return sql<boolean>`q.status IN ('quoted', 'accepted') AND q.valid_until < ${today}`;
    case 'quoted':
    case 'accepted':
      return sql<boolean>`q.status = ${state} AND q.valid_until >= ${today}`;
    default:
      return sql<boolean>`q.status = ${state}`;
  }
}

/** One page of the agent's quotations, newest first; only the agent's own are ever read. */
export async function listQuotations(db: Executor, agentId: string, search: QuotationSearch, today: string) {
  let query = db.selectFrom('quotation as q').where('q.agent_id', '=', agentId);
  if (search.keyword) query = query.where(sql<boolean>`(q.company_name LIKE ${`%${search.keyword}%`} OR q.id = ${search.keyword})`);
  if (search.productCode) query = query.where('q.product_code', '=', search.productCode);
  if (search.state) query = query.where(stateCondition(search.state, today));
  const total = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await query
    .selectAll('q')
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(search.pageSize)
    .offset((search.pageNum - 1) * search.pageSize)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export async function filesOf(db: Executor, quotationId: string) {
  return db.selectFrom('quotation_file').selectAll().where('quotation_id', '=', quotationId).orderBy('created_at').orderBy('id').execute();
}

/** A material of one of the agent's quotations. */
export async function findOwnFile(db: Executor, agentId: string, fileId: string) {
  return db
    .selectFrom('quotation_file as f')
    .innerJoin('quotation as q', 'q.id', 'f.quotation_id')
    .selectAll('f')
    .select('q.status')
    .where('f.id', '=', fileId)
    .where('q.agent_id', '=', agentId)
    .executeTakeFirst();
}
