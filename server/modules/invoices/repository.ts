import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type BookScope, inScope } from '../../sales/scope';

type Executor = Kysely<DB> | Transaction<DB>;

/** The current invoice of a policy, if one is issued (locked for a re-apply in the caller's transaction). */
export async function issuedInvoice(db: Executor, policyNo: string, lock = false) {
  let query = db.selectFrom('invoice').selectAll().where('policy_no', '=', policyNo).where('status', '=', 'issued');
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function latestInvoice(db: Executor, policyNo: string) {
  return db.selectFrom('invoice').selectAll().where('policy_no', '=', policyNo).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** A company's invoice details as last given on a policy of the scope, by its name or tax number. */
export async function lastCompanyDetails(db: Executor, scope: BookScope, by: { enterpriseNameIndex?: string; taxNumber?: string }) {
  let query = db
    .selectFrom('invoice as v')
    .innerJoin('policy as p', 'p.policy_no', 'v.policy_no')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['v.title', 'v.tax_number', 'v.company_address', 'v.company_phone', 'v.bank_name', 'v.bank_account'])
    .where(inScope(scope))
    .where('v.taxpayer_type', '=', 'company');
  if (by.taxNumber) query = query.where('v.tax_number', '=', by.taxNumber.toUpperCase());
  // Titles are encrypted like holders' names (decision 029): equal names have equal blind indexes.
  if (by.enterpriseNameIndex) query = query.where('v.title_bidx', '=', by.enterpriseNameIndex);
  return query.orderBy('v.created_at', 'desc').limit(1).executeTakeFirst();
}

/** The latest company policyholder of the scope with that name or credit code: what a first invoice starts from. */
export async function lastCompanyHolder(db: Executor, scope: BookScope, by: { nameIndex?: string; idIndex?: string }) {
  let query = db
    .selectFrom('sales_order as o')
    .select(['o.holder_name', 'o.holder_id_number_enc', 'o.holder_phone_enc', 'o.holder_address'])
    .where(inScope(scope))
    .where('o.holder_type', '=', 'C');
  if (by.idIndex) query = query.where('o.holder_id_number_bidx', '=', by.idIndex);
  if (by.nameIndex) query = query.where('o.holder_name_bidx', '=', by.nameIndex);
  return query.orderBy('o.created_at', 'desc').limit(1).executeTakeFirst();
}
