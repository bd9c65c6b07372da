import { type APIRequestContext, expect } from '@playwright/test';
import { groupOrderRequest } from '../../tests/fixtures/book';
import { DEMO_AGENT } from './session';

/** A group order of `count` (3) fictional people saved through the API by the agent of `token`; answers its order id. */
export async function savedGroupOrder(request: APIRequestContext, token: string, seq: number, count = 3): Promise<string> {
  const saved = await request.post('/api/policy/saveOrder', { data: groupOrderRequest(seq, count), headers: { authorization: token } });
  return (await saved.json()).data.policyId;
}

/** An issued group policy of `count` (3) people, saved, paid from the agent's balance and issued (the journey starts after it). */
export async function issuedGroupPolicy(request: APIRequestContext, token: string, seq: number, count = 3): Promise<string> {
  const orderId = await savedGroupOrder(request, token, seq, count);
  return issuedAfterBalancePay(request, token, orderId);
}

/** Pays an order from the demo agent's balance and waits for its policy number (the job worker issues at once in tests). */
export async function issuedAfterBalancePay(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const headers = { authorization: token };
  await request.post('/api/policy/balancePayPolicy', { data: { policyId: orderId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password }, headers });
  let policyNo = '';
  await expect
    .poll(async () => {
      policyNo = (await (await request.post('/api/policy/queryPolicyResult', { data: { policyId: orderId }, headers })).json()).content?.policyNo ?? '';
      return policyNo;
    })
    .toMatch(/^EP/);
  return policyNo;
}
