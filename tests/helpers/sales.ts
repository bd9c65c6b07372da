import { expect } from 'vitest';
import type { SaveOrderRequest } from '../../domain/api/order';
import { addDays, fictionalIdNumber, fictionalUscc, todayInBeijing } from '../../domain/validators';
import type { TestApp } from './test-app';

import { DEMO_AGENT } from '../../server/demo/seed';
import { runDueJobs } from '../../server/jobs/queue';
import { issueToken } from '../../server/sales/tokens';

export { DEMO_AGENT };

/** A signed-in demo agent: the value of the Authorization header. */
export function demoAgentToken(t: TestApp): Promise<string> {
  return issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
}

/** A company's group medical application for five employees (an enterprise policyholder). */
export function companyOrderRequest(seq: number): SaveOrderRequest {
  const birthDates = ['1980-05-10', '1981-05-11', '1982-05-12', '1983-05-13', '1984-05-14'];
  return {
    salPolicy: { productCode: 'MedilinkGroupZHX', planCode: 'ZHX-A', startDate: addDays(todayInBeijing(), 7) },
    salPolicyHolder: {
      holderType: 'C',
      holderName: `南京示例${seq}号科技有限公司`,
      holderIdType: '03',
      holderIdNumber: fictionalUscc('91', '320102', `MA1X2Y3W${seq % 10}`),
      holderPhone: '025-83001234',
      holderEmail: `hr${seq}@company.example.cn`,
    },
    salInsuredList: birthDates.map((birthDate, index) => ({
      name: ['周明远', '吴佳怡', '郑浩然', '孙雅婷', '冯志强'][index],
      idType: '1',
      idNumber: fictionalIdNumber('320102', birthDate, 2 * index + 10 * seq + 11),
      relationship: '99',
    })),
  };
}

/** Saves an order as the demo agent and answers its id. */
export async function placeOrder(t: TestApp, token: string, request: SaveOrderRequest): Promise<string> {
  const saved = await t.app.inject({ method: 'POST', url: '/api/policy/saveOrder', payload: request, headers: { authorization: token } });
  expect(saved.json()).toMatchObject({ returnCode: '00' });
  return saved.json().data.policyId;
}

/** Pays an order from the demo agent's balance and runs the issuing job: answers the policy number. */
export async function payAndIssue(t: TestApp, token: string, policyId: string): Promise<string> {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/policy/balancePayPolicy',
    payload: { policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password },
    headers: { authorization: token },
  });
  expect(paid.json()).toMatchObject({ returnCode: '00' });
  await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
  const policy = await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', policyId).executeTakeFirstOrThrow();
  return policy.policy_no;
}
