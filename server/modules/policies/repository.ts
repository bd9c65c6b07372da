import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A stored policy with what opening, mailing and paging its e-policy need. */
export async function findPolicyFile(db: Kysely<DB>, policyNo: string) {
  return db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['p.policy_no', 'p.pdf_key', 'p.pdf_pages', 'o.agent_id', 'o.holder_email_enc', 'o.holder_name'])
    .where('p.policy_no', '=', policyNo)
    .executeTakeFirst();
}

export type PolicyFile = NonNullable<Awaited<ReturnType<typeof findPolicyFile>>>;
