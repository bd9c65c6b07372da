import type { SaveOrderRequest } from '../../domain/api/order';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../domain/validators';
import type { SalesContext } from '../sales/context';
import { saveOrder } from '../modules/orders';
import { payByBalance, payByEvidence } from '../modules/payment';
import { seedEnterprises } from '../modules/enterprises/seed';

/** The demo policyholder of the README: fictional, for trying the policy query at once. */
export const DEMO_HOLDER = {
  name: '王思远',
  phone: '13800138000',
  idNumber: fictionalIdNumber('110101', '1988-06-15', 123),
  email: 'wang.siyuan@example.com',
} as const;

/** Transfers on record for the holder: one pays the demo policy, the other is left to try methods 88/89. */
const DEMO_TRANSFERS = { used: 'DEMO-TRANSFER-0001', spare: 'DEMO-TRANSFER-0002' } as const;

/**
 * A paid Schengen travel order through the real save and pay services; the issue job then makes the policy
 * (at once in development, when the job worker starts). Safe to repeat: the save is idempotent by key and a
 * paid order is not paid twice.
 */
export async function seedDemoPolicy(ctx: SalesContext, agentId: string): Promise<void> {
  await ctx.db
    .insertInto('bank_transfer')
    .values([
      { evidence_no: DEMO_TRANSFERS.used, payer_name: DEMO_HOLDER.name, amount_fen: 500_00 },
      { evidence_no: DEMO_TRANSFERS.spare, payer_name: DEMO_HOLDER.name, amount_fen: 5_000_00 },
    ])
    .onConflict((oc) => oc.column('evidence_no').doNothing())
    .execute();
  const start = addDays(todayInBeijing(), 7);
  const request: SaveOrderRequest = {
    salPolicy: { productCode: 'hoschengen', planCode: 'single', startDate: start, endDate: addDays(start, 9), destination: '法国、德国', visaCity: '北京' },
    salPolicyHolder: {
      holderType: 'I',
      holderName: DEMO_HOLDER.name,
      holderIdType: '1',
      holderIdNumber: DEMO_HOLDER.idNumber,
      holderPhone: DEMO_HOLDER.phone,
      holderEmail: DEMO_HOLDER.email,
    },
    salInsuredList: [{ name: DEMO_HOLDER.name, enName: 'WANG SIYUAN', idType: '1', idNumber: DEMO_HOLDER.idNumber, relationship: '1' }],
    salPolicyExt: { travel: { applyFor: 'self', destinations: ['FR', 'DE'], departsFromMainland: true, insureds: [] } },
  };
  const saved = await saveOrder(ctx, agentId, request, 'demo-policy-v1');
  await payByEvidence(ctx, { policyId: saved.data.policyId, evidenceNo: DEMO_TRANSFERS.used, payMethod: '88' });
}

/** The demo group policy's company: one of the seeded enterprises, so 查询企业 finds it too. */
export const DEMO_COMPANY = seedEnterprises().find((enterprise) => enterprise.name === '杭州云帆精密制造有限公司')!;

/** Five fictional employees of the demo company, with ID numbers that pass the checksum and no one else uses. */
const DEMO_STAFF = [
  ['陈立新', '1985-03-12', 'M'],
  ['赵雨欣', '1991-07-08', 'F'],
  ['钱俊峰', '1979-11-23', 'M'],
  ['孙晓梅', '1994-01-30', 'F'],
  ['李文博', '1988-09-05', 'M'],
] as const;

/**
 * An issued group accident policy of the demo agent (aszxty, plan A, five people, a year from next week), paid from
 * the agent's balance, so an endorsement, a correction, an invoice or a surrender can be tried without buying first.
 */
export async function seedDemoGroupPolicy(ctx: SalesContext, agent: { id: string; loginName: string; password: string }): Promise<void> {
  const request: SaveOrderRequest = {
    salPolicy: { productCode: 'aszxty', planCode: 'A', startDate: addDays(todayInBeijing(), 7), months: 12 },
    salPolicyHolder: {
      holderType: 'C',
      holderName: DEMO_COMPANY.name,
      holderIdType: '03',
      holderIdNumber: DEMO_COMPANY.uscc,
      holderPhone: '13800138001',
      holderEmail: 'hr@yunfan.example.com',
      holderAddress: '浙江省杭州市西湖区示例路18号云帆大厦3层',
    },
    salInsuredList: DEMO_STAFF.map(([name, birthDate, gender], index) => ({
      name,
      idType: '1',
      idNumber: fictionalIdNumber('330106', birthDate, 2 * (401 + index) + (gender === 'M' ? 1 : 0)),
      birthDate,
      occupationCode: '0101001',
      occupationName: '内勤人员',
      occulevel: '1',
    })),
  };
  const saved = await saveOrder(ctx, agent.id, request, 'demo-group-policy-v1');
  await payByBalance(ctx, { policyId: saved.data.policyId, loginName: agent.loginName, password: agent.password }, 'demo-group-pay-v1');
}
