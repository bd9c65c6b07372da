import { reconcileStatement, type StatementDifference, type StatementEntry } from '../../../domain/rules/statement-reconciliation';
import type { StatementCheck } from '../../../domain/api/statements';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { beijingDay } from '../../adapters/pay/statements';
import type { SalesContext } from '../../sales/context';

/** Our side of a provider's day: gateway payments taken (paid, or paid and given back) and refunds done. */
async function ourEntries(ctx: SalesContext, gatewayNames: string[], billDate: string): Promise<StatementEntry[]> {
  const { from, to } = beijingDay(billDate);
  const payments = await ctx.db
    .selectFrom('payment')
    .select(['id', 'amount_fen'])
    .where('channel', '=', 'gateway')
    .where('gateway', 'in', gatewayNames)
    .where('status', 'in', ['paid', 'refunded'])
    .where('finished_at', '>=', from)
    .where('finished_at', '<', to)
    .execute();
  const refunds = gatewayNames.includes('sandbox')
    ? await ctx.db.selectFrom('sandbox_refund').select(['refund_no', 'amount_fen']).where('created_at', '>=', from).where('created_at', '<', to).execute()
    : await ctx.db
        .selectFrom('gateway_refund')
        .select(['refund_no', 'amount_fen'])
        .where('gateway', 'in', gatewayNames)
        .where('status', '=', 'success')
        .where('finished_at', '>=', from)
        .where('finished_at', '<', to)
        .execute();
  return [
    ...payments.map((row) => ({ kind: 'payment' as const, ref: row.id, amountFen: Number(row.amount_fen) })),
    ...refunds.map((row) => ({ kind: 'refund' as const, ref: row.refund_no, amountFen: Number(row.amount_fen) })),
  ];
}

/**
 * The daily reconciliation (job check-statements): each provider's statement of the day (yesterday, Beijing time,
 * by default) is matched against our payments and refunds; the differences are kept for the operator's page.
 */
export async function checkStatements(ctx: SalesContext, billDate: string = addDays(todayInBeijing(), -1)): Promise<StatementCheck[]> {
  const checks: StatementCheck[] = [];
  for (const { provider, gatewayNames, gateway } of ctx.gateways.statements()) {
    const differences: StatementDifference[] = reconcileStatement(await ourEntries(ctx, gatewayNames, billDate), await gateway.statement(billDate));
    const checkedAt = new Date();
    await ctx.db
      .insertInto('statement_check')
      .values({ provider, bill_date: billDate, differences: JSON.stringify(differences), difference_count: differences.length, checked_at: checkedAt })
      .onConflict((oc) => oc.columns(['provider', 'bill_date']).doUpdateSet({ differences: JSON.stringify(differences), difference_count: differences.length, checked_at: checkedAt }))
      .execute();
    checks.push({ provider, billDate, checkedAt: checkedAt.toISOString(), differences });
  }
  return checks;
}

/** The checks kept for a day (or the latest 30 days), for the operator. */
export async function listStatementChecks(ctx: SalesContext, billDate?: string): Promise<StatementCheck[]> {
  let query = ctx.db.selectFrom('statement_check').selectAll().orderBy('bill_date', 'desc').orderBy('provider').limit(100);
  if (billDate) query = query.where('bill_date', '=', billDate);
  const rows = await query.execute();
  return rows.map((row) => ({
    provider: row.provider,
    billDate: typeof row.bill_date === 'string' ? row.bill_date : new Date(row.bill_date).toISOString().slice(0, 10),
    checkedAt: new Date(row.checked_at).toISOString(),
    differences: row.differences as StatementDifference[],
  }));
}
