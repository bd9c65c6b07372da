import { expect } from 'vitest';
import type { SaveOrderRequest } from '../../domain/api/order';
import { runDueJobs } from '../../server/jobs/queue';
import { DEMO_AGENT } from '../../server/demo/seed';
import { issueToken } from '../../server/sales/tokens';
import type { TestApp } from './test-app';

/** A session of an agent (created with a login name when it does not exist yet). */
export async function agentToken(t: TestApp, agentId: string = DEMO_AGENT.id): Promise<string> {
  await t.database.db
    .insertInto('agent')
    .values({ id: agentId, login_name: `agent-${agentId}`, password_hash: 'scrypt$x$y', display_name: `代理人${agentId}`, balance_fen: 10_000_000 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return issueToken(t.database.db, { subjectType: 'agent', subjectId: agentId, agentId });
}

/** Saves an order through the save call and answers its id. */
export async function placeOrder(t: TestApp, token: string, request: SaveOrderRequest): Promise<string> {
  const saved = await t.app.inject({ method: 'POST', url: '/api/policy/saveOrder', payload: request, headers: { authorization: token } });
  expect(saved.json(), JSON.stringify(saved.json())).toMatchObject({ returnCode: '00' });
  return saved.json().data.policyId;
}

/** Pays an order of the demo agent from its balance and runs the issuing job: answers the policy number. */
export async function payAndIssue(t: TestApp, token: string, orderId: string): Promise<string> {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/policy/balancePayPolicy',
    payload: { policyId: orderId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password },
    headers: { authorization: token },
  });
  expect(paid.json()).toMatchObject({ returnCode: '00' });
  await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
  const policy = await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return policy.policy_no;
}
