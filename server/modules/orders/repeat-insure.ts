import type { RepeatInsureItem, RepeatInsureRequest } from '../../../domain/api/order';
import { sameBenefitProductCodes } from '../../../domain/rules/same-benefit';
import { catalog } from '../../catalog';
import type { SalesContext } from '../../sales/context';
import { maskIdNumber, maskName } from '../../../domain/privacy/mask';

/**
 * Insureds already covered by a paid or issued order, not cancelled or surrendered, whose period overlaps the one
 * asked about (of the same benefit when a product is named). Found by the blind index of the ID number; answered masked.
 */
export async function findRepeatedInsureds(ctx: SalesContext, request: RepeatInsureRequest): Promise<RepeatInsureItem[]> {
  const byIndex = new Map(request.insuredList.map((insured) => [ctx.sensitive.blindIndex(insured.idNumber), insured.idNumber]));
  // Most people asked about are on no order at all: one index look-up says so, without planning the join below.
  const onRecord = await ctx.db.selectFrom('order_insured').select('order_id').where('id_number_bidx', 'in', [...byIndex.keys()]).limit(1).executeTakeFirst();
  if (!onRecord) return [];
  let query = ctx.db
    .selectFrom('order_insured as i')
    .innerJoin('sales_order as o', 'o.id', 'i.order_id')
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .select(['i.name', 'i.id_number_bidx', 'o.product_code', 'o.start_date', 'o.end_date', 'p.policy_no'])
    .where('i.id_number_bidx', 'in', [...byIndex.keys()])
    .where('o.status', 'in', ['paid', 'issued'])
    .where('o.start_date', '<=', request.endDate)
    .where('o.end_date', '>=', request.startDate)
    .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', '=', 'in_force')]));
  if (request.productCode) query = query.where('o.product_code', 'in', sameBenefitProductCodes(catalog.products, request.productCode));
  const rows = await query.orderBy('o.start_date').execute();
  return rows.map((row) => ({
    name: maskName(row.name),
    idNumber: maskIdNumber(byIndex.get(row.id_number_bidx) ?? ''),
    policyNo: row.policy_no,
    productCode: row.product_code,
    startDate: row.start_date,
    endDate: row.end_date,
  }));
}
