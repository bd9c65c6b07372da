import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { issueToken } from '../../sales/tokens';
import { travelOrderRequest } from '../../../tests/fixtures/orders';

describe('the agent order list (/authorization/queryOrderPage)', () => {
  let t: TestApp;
  let token: string;
  const query = (body: object, authorization = token) =>
    t.app.inject({ method: 'POST', url: '/api/authorization/queryOrderPage', payload: body, headers: { authorization } });

  beforeAll(async () => {
    t = await createTestApp();
    token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
    for (const seq of [31, 32]) {
      const saved = await t.app.inject({ method: 'POST', url: '/api/policy/saveTravelOrder', payload: travelOrderRequest(seq), headers: { authorization: token } });
      expect(saved.json().returnCode).toBe('00');
    }
  });
  afterAll(() => t.close());

  it('lists the agent’s own orders newest first, masked, a page at a time', async () => {
    const page = (await query({ pageNum: 1, pageSize: 2 })).json().content;
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ status: 'unpaid', insuredCount: expect.any(Number), policyNo: null });
    expect(page.list[0].holderName).toContain('*');
    expect(Date.parse(page.list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.list[1].createdAt));
    const second = (await query({ pageNum: 2, pageSize: 2 })).json().content;
    expect(second.list).toHaveLength(1);
    expect((await query({ pageNum: 3, pageSize: 2 })).json().content).toMatchObject({ total: 3, list: [] });
  });

  it('walks every order once by cursor (keyset pages), counting only on the first page', async () => {
    const first = (await query({ pageSize: 2 })).json().content;
    expect(first.total).toBe(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await query({ pageNum: 2, pageSize: 2, cursor: first.nextCursor })).json().content;
    expect(second).toMatchObject({ total: null, pageNum: 2, nextCursor: null });
    const ids = [...first.list, ...second.list].map((order: { orderId: string }) => order.orderId);
    expect(new Set(ids).size).toBe(3);
    expect(second.list[0].insuredCount).toBeGreaterThan(0);
  });

  it('names each product in both languages, for the page’s language to choose', async () => {
    const page = (await query({ pageNum: 1, pageSize: 1 })).json().content;
    expect(page.list[0].productName).toEqual({ zh: '申根安心旅行保险', en: 'Schengen Peace-of-Mind Travel Insurance' });
  });

  it('filters by status, counting an overdue unpaid order as expired', async () => {
    expect((await query({ status: 'unpaid' })).json().content.total).toBe(2);
    expect((await query({ status: 'paid' })).json().content.total).toBe(1);
    await t.database.db.updateTable('sales_order').set({ expires_at: new Date(Date.now() - 1000) }).where('status', '=', 'unpaid').execute();
    expect((await query({ status: 'unpaid' })).json().content.total).toBe(0);
    expect((await query({ status: 'expired' })).json().content.total).toBe(2);
  });

  it('shows another agent nothing, and a visitor the login message', async () => {
    await t.database.db.insertInto('agent').values({ id: '800002', login_name: 'other-agent', password_hash: 'x', display_name: '另一位代理人' }).execute();
    const other = await issueToken(t.database.db, { subjectType: 'agent', subjectId: '800002', agentId: '800002' });
    expect((await query({}, other)).json().content).toMatchObject({ total: 0, list: [] });
    const visitor = await t.app.inject({ method: 'POST', url: '/api/authorization/queryOrderPage', payload: {} });
    expect(visitor.statusCode).toBe(401);
  });
});
