import { standingColumns } from '../../sales/policy-standing';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A stored policy with what opening, mailing and paging its e-policy need. */
// The standing columns: a voided policy's file is served stamped void.
export async function findPolicyFile(db: Kysely<DB>, policyNo: string) {
  return db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .select(['p.policy_no', 'p.pdf_key', 'p.pdf_pages', 'p.issued_at', 'o.id as order_id', 'o.agent_id', 'o.holder_email_enc', 'o.holder_name', 'o.details', ...standingColumns])
    .where('p.policy_no', '=', policyNo)
    .executeTakeFirst();
}

export type PolicyFile = NonNullable<Awaited<ReturnType<typeof findPolicyFile>>>;
