import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalUscc } from '../../../domain/validators';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { runDueJobs } from '../../jobs/queue';
import { issueToken } from '../../sales/tokens';

let t: TestApp;
let agentToken: string;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const USCC = fictionalUscc('91', '110105', 'MA01XK7Q2');

/** An enterprise policyholder with only a landline, paid at the sandbox cashier and issued. */
async function enterprisePolicy(seq: number, phone: string): Promise<string> {
  const request = travelOrderRequest(seq);
  request.salPolicyHolder = { holderType: 'C', holderName: '示例星河软件有限公司', holderIdType: '03', holderIdNumber: USCC, holderPhone: phone, holderEmail: 'hr@example.com' };
  request.salInsuredList = request.salInsuredList.map((insured) => ({ ...insured, relationship: '99' }));
  const saved = (await post('/api/policy/saveOrder', request, { authorization: agentToken })).json();
  expect(saved.returnCode).toBe('00');
  const pay = (await post('/api/policy/onlinePayPolicy', { policyId: saved.data.policyId, payMethod: '0' }, { authorization: agentToken })).json();
  const tradeNo = String(pay.content.payUrl).split('/').at(-1)!;
  await t.app.inject({ method: 'POST', url: `/api/sandbox-pay/cashier/${tradeNo}`, payload: 'outcome=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
  const policy = await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', saved.data.policyId).executeTakeFirstOrThrow();
  return policy.policy_no;
}

beforeAll(async () => {
  t = await createTestApp();
  agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
});
afterAll(() => t.close());

describe('an enterprise policyholder', () => {
  it('gets no SMS on a landline, still gets the e-mail, and finds the policy by USCC and the phone as typed on the application', async () => {
    const policyNo = await enterprisePolicy(1, '010-65123456');
    const messages = await t.database.db.selectFrom('outbox_message').select(['channel', 'recipient_masked']).where('policy_no', '=', policyNo).execute();
    expect(messages.map((message) => message.channel)).toEqual(['email']);

    for (const [phone, uscc] of [
      ['010-65123456', USCC],
      ['01065123456', USCC.toLowerCase()],
      ['010 6512 3456', ` ${USCC} `],
    ]) {
      const found = (await post('/api/policy/holderQuery', { holderPhone: phone, holderIdNumber: uscc })).json();
      expect(found.content).toEqual([expect.objectContaining({ policyNo, status: 'issued' })]);
    }
  });
});
