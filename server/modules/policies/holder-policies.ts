import type { HolderPolicy, PolicyVerification } from '../../../domain/api/policy';
import { orderDetails } from '../../sales/orders';
import { findProduct, productNames } from '../../catalog';
import type { SalesContext } from '../../sales/context';
import { maskName } from '../../../domain/privacy/mask';
import { policyAccess, QUERY_ACCESS_MS } from '../../sales/policy-access';
import { standingColumns, standingOf } from '../../sales/policy-standing';

/** The holder's paid and issued policies, found by the blind indexes of phone and ID number together. */
export async function findHolderPolicies(ctx: SalesContext, phone: string, idNumber: string, now: Date = new Date()): Promise<HolderPolicy[]> {
  const rows = await ctx.db
    .selectFrom('sales_order as o')
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .select(['o.product_code', 'o.details', 'o.status', 'p.policy_no', 'p.pdf_pages', ...standingColumns])
    .where('o.holder_phone_bidx', '=', ctx.sensitive.blindIndex(phone))
    .where('o.holder_id_number_bidx', '=', ctx.sensitive.blindIndex(idNumber))
    .where('o.status', 'in', ['paid', 'issued'])
    .orderBy('o.start_date', 'desc')
    .limit(100)
    .execute();
  const access = policyAccess(ctx.settings.dataKey);
  return rows.map((row) => {
    const standing = row.policy_no && row.policy_status ? standingOf({ ...row, policy_status: row.policy_status }, now) : null;
    return {
    policyNo: row.policy_no,
    ...productNames(row.product_code, orderDetails(row).productName),
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.policy_status && row.policy_status !== 'in_force' ? row.policy_status : row.policy_no ? 'issued' : 'paid',
    surrenderable: (standing?.state === 'notStarted' || standing?.state === 'inForce') && findProduct(row.product_code)?.type === 'travel',
    standing,
    access: row.policy_no ? access.issue(row.policy_no, QUERY_ACCESS_MS, now) : null,
    pages: row.pdf_pages,
    };
  });
}

/** The public verification of a policy number (the e-policy's QR code): enough to trust it, nothing personal. */
export async function verifyPolicy(ctx: SalesContext, policyNo: string, now: Date = new Date()): Promise<PolicyVerification | null> {
  const row = await ctx.db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .select(['p.policy_no', 'p.issued_at', 'o.id', 'o.product_code', 'o.details', 'o.holder_name', ...standingColumns])
    .where('p.policy_no', '=', policyNo)
    .executeTakeFirst();
  if (!row) return null;
  const insured = await ctx.db
    .selectFrom('order_insured')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return {
    policyNo: row.policy_no,
    ...productNames(row.product_code, orderDetails(row).productName),
    holderName: maskName(row.holder_name),
    insuredCount: Number(insured.n),
    startDate: row.start_date,
    endDate: row.end_date,
    standing: standingOf(row, now),
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}
