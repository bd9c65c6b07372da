import type { Kysely, Transaction } from 'kysely';
import type { LocalText } from '../../domain/catalog';
import { sameBenefitProductCodes } from '../../domain/rules/same-benefit';
import { catalog } from '../catalog';
import type { DB } from '../db/schema';
import type { OrderRow } from './orders';

type Executor = Kysely<DB> | Transaction<DB>;

export interface RivalCover {
  orderId: string;
  startDate: string;
  endDate: string;
}

/**
 * Another order that covers one of this order's insureds with the same benefit (its benefit group, domain rule
 * same-benefit) for an overlapping period and comes first: issued, or paid earlier (paid time, then order id, so two workers deciding at once agree).
 */
export async function rivalCover(db: Executor, order: Pick<OrderRow, 'id' | 'product_code' | 'start_date' | 'end_date' | 'paid_at'>): Promise<RivalCover | null> {
  const rows = await db
    .selectFrom('order_insured as mine')
    .innerJoin('order_insured as theirs', 'theirs.id_number_bidx', 'mine.id_number_bidx')
    .innerJoin('sales_order as o', 'o.id', 'theirs.order_id')
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .select(['o.id', 'o.product_code', 'o.status', 'o.paid_at', 'o.start_date', 'o.end_date'])
    .where('mine.order_id', '=', order.id)
    .where('o.id', '<>', order.id)
    .where('o.status', 'in', ['paid', 'issued'])
    .where('o.product_code', 'in', sameBenefitProductCodes(catalog.products, order.product_code))
    // A cancelled or surrendered policy covers no one any more (as the repeat-insurance check counts).
    .where((eb) => eb.or([eb('p.status', 'is', null), eb('p.status', '=', 'in_force')]))
    .where('o.start_date', '<=', order.end_date)
    .where('o.end_date', '>=', order.start_date)
    .execute();
  const mine = order.paid_at ? new Date(order.paid_at).getTime() : Number.POSITIVE_INFINITY;
  const first = rows.find((row) => {
    if (row.status === 'issued') return true;
    const theirs = new Date(row.paid_at ?? 0).getTime();
    return theirs < mine || (theirs === mine && row.id < order.id);
  });
  return first ? { orderId: first.id, startDate: first.start_date, endDate: first.end_date } : null;
}

export function overlapMessage(rival: RivalCover): LocalText {
  return {
    zh: `被保险人在${rival.startDate}至${rival.endDate}期间已有同类保障的保单，同一期间只能投保一份`,
    en: `an insured already holds a policy with the same benefit from ${rival.startDate} to ${rival.endDate}; one per person for a period`,
  };
}
