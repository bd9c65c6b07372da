import type { SaveOrderRequest } from '../../domain/api/order';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../domain/validators';
import type { SalesContext } from '../sales/context';
import { saveOrder } from '../modules/orders';
import { payByEvidence } from '../modules/payment';

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
