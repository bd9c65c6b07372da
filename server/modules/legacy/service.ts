import { randomBytes } from 'node:crypto';
import type { BankUpdateItem } from '../../../domain/api/legacy';
import type { LocalText } from '../../../domain/catalog/text';
import { fenToYuanText } from '../../../domain/money';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { ACCOUNT_TYPE_NAMES, BANKS, bankByName } from './banks';

/** The refund of a cancelled or surrendered policy of the agent's. */
export async function chargebackBody(ctx: SalesContext, agentId: string, policyNo: string) {
  const row = await ctx.db
    .selectFrom('policy_surrender as s')
    .innerJoin('policy as p', 'p.policy_no', 's.policy_no')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['s.policy_no', 's.kind', 's.requested_on', 's.ends_on', 's.days_in_force', 's.total_days', 's.premium_fen', 's.refund_fen', 's.refund_no', 'o.agent_id', 'o.holder_name'])
    .where('s.policy_no', '=', policyNo)
    .executeTakeFirst();
  if (!row || row.agent_id !== agentId) throw new AppError('1088', { zh: `保单${policyNo}没有退费记录`, en: `Policy ${policyNo} has no refund record.` });
  return {
    policyNo: row.policy_no,
    holderName: row.holder_name,
    kind: row.kind,
    requestedOn: row.requested_on,
    endsOn: row.ends_on,
    daysInForce: row.days_in_force,
    totalDays: row.total_days,
    premium: fenToYuanText(Number(row.premium_fen)),
    refund: fenToYuanText(Number(row.refund_fen)),
    refundNo: row.refund_no,
  };
}

/** What the bank-account form starts from: banks, account types and the agent's enterprise policies. */
export async function bankInit(ctx: SalesContext, agentId: string) {
  const policies = await ctx.db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['p.policy_no', 'o.holder_name', 'o.product_code'])
    .where('o.agent_id', '=', agentId)
    .where('o.holder_type', '=', 'C')
    .where('p.status', '=', 'in_force')
    .orderBy('p.issued_at', 'desc')
    .limit(200)
    .execute();
  return {
    banks: BANKS,
    accountTypes: ACCOUNT_TYPE_NAMES,
    policies: policies.map((policy) => ({ policyNo: policy.policy_no, holderName: policy.holder_name, productCode: policy.product_code })),
  };
}

export function depositBankCode(bankName: string) {
  const bank = bankByName(bankName);
  if (!bank) throw new AppError('1089', { zh: `未找到开户银行：${bankName}`, en: `Bank not found: ${bankName}` });
  return bank;
}

const maskAccount = (accountNo: string) => `${'*'.repeat(accountNo.length - 4)}${accountNo.slice(-4)}`;

/** New refund accounts for enterprise policies, all or nothing: every line names its problem. */
export async function savePropertyBatch(ctx: SalesContext, agentId: string, items: readonly BankUpdateItem[]) {
  const policyNos = [...new Set(items.map((item) => item.policyNo))];
  const owned = await ctx.db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['p.policy_no', 'p.order_id', 'o.holder_type'])
    .where('p.policy_no', 'in', policyNos)
    .where('o.agent_id', '=', agentId)
    .execute();
  const orderOf = new Map(owned.map((row) => [row.policy_no, row]));
  const problems = items.flatMap((item, index): LocalText[] => {
    const policy = orderOf.get(item.policyNo);
    const row = index + 1;
    if (!policy) return [{ zh: `第${row}行：保单${item.policyNo}不存在`, en: `Row ${row}: policy ${item.policyNo} not found` }];
    if (policy.holder_type !== 'C') return [{ zh: `第${row}行：保单${item.policyNo}的投保人不是企业`, en: `Row ${row}: the holder of policy ${item.policyNo} is not a company` }];
    if (!BANKS.some((bank) => bank.bankCode === item.bankCode)) return [{ zh: `第${row}行：开户银行代码${item.bankCode}不正确`, en: `Row ${row}: bank code ${item.bankCode} is not valid` }];
    return [];
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 5);
    const text = { zh: shown.map((problem) => problem.zh).join('；'), en: shown.map((problem) => problem.en).join('; ') };
    throw new AppError('1090', text, 200, { problems: problems.map((problem) => problem.zh) });
  }
  const batchNo = `EB${Date.now()}${randomBytes(2).toString('hex').toUpperCase()}`;
  await ctx.db
    .insertInto('enterprise_bank_update')
    .values(
      items.map((item) => ({
        batch_no: batchNo,
        agent_id: agentId,
        order_id: orderOf.get(item.policyNo)!.order_id,
        bank_code: item.bankCode,
        account_type: item.accountType,
        account_name: item.accountName,
        account_no_enc: ctx.sensitive.encrypt(item.accountNo),
        account_no_masked: maskAccount(item.accountNo),
      })),
    )
    .execute();
  return { batchNo, count: items.length };
}
