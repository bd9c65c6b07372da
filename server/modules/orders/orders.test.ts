import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { fictionalIdNumber } from '../../../domain/validators';
import { agentTestApp } from '../../../tests/helpers/agent-session';
import { DEMO_AGENT } from '../../demo/seed';

const { t, post, placeOrder, runJobs } = agentTestApp();

describe('saving an order', () => {
  it('answers content whose first value is the policy id, re-priced by the server', async () => {
    const { content, data } = await placeOrder(1);
    const [policyId, premium] = content.split(',');
    expect(policyId).toBe(data.policyId);
    expect(policyId).toMatch(/^P\d{8}[A-Z2-9]{12}$/);
    // The client said 0.01; two insureds of the catalogue's single-trip plan cost more.
    expect(Number(premium)).toBeGreaterThan(1);
    const insureds = await t.app.sales.db.selectFrom('order_insured').selectAll().where('order_id', '=', policyId).orderBy('seq').execute();
    expect(insureds.map((insured) => insured.name)).toEqual(['测试投保人', '测试子女']);
    expect(insureds[1]).toMatchObject({ birth_date: '2015-09-01', gender: 'F' });
    const stored = await t.database.db.selectFrom('sales_order').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
    // Personal numbers are only stored encrypted.
    expect(JSON.stringify(stored)).not.toContain(travelOrderRequest(1).salPolicyHolder.holderPhone);
    expect(JSON.stringify(insureds)).not.toContain(travelOrderRequest(1).salPolicyHolder.holderIdNumber);
  });

  it('stores one order for the same request sent twice with one idempotency key', async () => {
    const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_order`.execute(t.database.db)).rows[0].n;
    const before = await count();
    const [first, second] = await Promise.all([placeOrder(2, 'key-same-order-0001'), placeOrder(2, 'key-same-order-0001')]);
    expect(second.content).toBe(first.content);
    expect(await count()).toBe(before + 1);
    const third = await placeOrder(2, 'key-same-order-0001');
    expect(third.content).toBe(first.content);
    const changed = await post('/api/order/policy', travelOrderRequest(3), { 'idempotency-key': 'key-same-order-0001' });
    expect(changed.json().returnCode).toBe('1046');
    expect(await count()).toBe(before + 1);
  });

  it('stores a group larger than one statement takes whole, once for its key', async () => {
    const group = groupOrderRequest(73, 600);
    const headers = { 'idempotency-key': 'key-large-group-0001' };
    const [first, second] = await Promise.all([post('/api/policy/saveOrder', group, headers), post('/api/policy/saveOrder', group, headers)]);
    expect(first.json().returnCode).toBe('00');
    expect(second.json().content).toBe(first.json().content);
    const orderId = first.json().data.policyId;
    const stored = await t.database.db.selectFrom('order_insured').select(sql<number>`count(*)::int`.as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored.n).toBe(600);
    const orders = await t.database.db.selectFrom('sales_order').select('id').where('holder_name_bidx', '=', t.app.sales.sensitive.blindIndex(group.salPolicyHolder.holderName)).execute();
    expect(orders).toHaveLength(1);
  });

  it('accepts every save path of the spec and a customer with a signed share link, not an anonymous one', async () => {
    for (const path of ['/policy/policy', '/policy/saveTravelOrder', '/zhongli/saveOrder', '/policy/guofu/groupUnderwriting']) {
      const res = await post(`/api${path}`, travelOrderRequest(4));
      expect(res.json().returnCode, path).toBe('00');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/policy/saveOrder', payload: travelOrderRequest(5) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps designated beneficiaries where the plan allows them, and refuses them on a plan that pays the heirs', async () => {
    const beneficiaries = [
      { name: '周明丽', idType: '1', idNumber: fictionalIdNumber('110105', '1984-02-11', 222), relationship: '1', percentage: 60 },
      { name: '周乐乐', idType: '1', idNumber: fictionalIdNumber('110105', '2014-07-09', 131), relationship: '3', percentage: 40 },
    ];
    const group = groupOrderRequest(71);
    group.salInsuredList[0] = { ...group.salInsuredList[0], beneficiaryType: '4', beneficiaries };
    const saved = await post('/api/policy/saveOrder', group);
    expect(saved.json().returnCode).toBe('00');
    const rows = await t.app.sales.db.selectFrom('order_beneficiary').select(['name', 'percentage']).where('order_id', '=', saved.json().data.policyId).orderBy('seq').execute();
    expect(rows.map((row) => [row.name, Number(row.percentage)])).toEqual([
      ['周明丽', 60],
      ['周乐乐', 40],
    ]);

    const travel = travelOrderRequest(72);
    travel.salInsuredList[0] = { ...travel.salInsuredList[0], beneficiaryType: '4', beneficiaries };
    const refused = await post('/api/policy/saveOrder', travel);
    expect(refused.json()).toMatchObject({ returnCode: '1001', returnMsg: expect.stringContaining('本方案的受益人为法定继承人，不能指定受益人') });
  });

  it('refuses a group insured whose class is not their occupation’s: the class sets the premium', async () => {
    const group = groupOrderRequest(74);
    group.salInsuredList[0] = { ...group.salInsuredList[0], occulevel: '3' };
    const refused = (await post('/api/policy/saveOrder', group)).json();
    expect(refused).toMatchObject({ returnCode: '1001', returnMsg: expect.stringContaining('职业类别与职业代码不符，该职业为1类') });
    expect(refused.content.problems).toEqual([expect.objectContaining({ insuredIndex: 0, field: 'occulevel', code: 'OCCUPATION_LEVEL_MISMATCH' })]);
    const unknown = groupOrderRequest(75);
    unknown.salInsuredList[0] = { ...unknown.salInsuredList[0], occupationCode: '9999999' };
    expect((await post('/api/policy/saveOrder', unknown)).json().content.problems).toEqual([expect.objectContaining({ field: 'occupationCode', code: 'OCCUPATION_NOT_FOUND' })]);
  });

  it('refuses an invalid insured with a Chinese message and the codes', async () => {
    const request = travelOrderRequest(6);
    const valid = request.salInsuredList[1].idNumber;
    request.salInsuredList[1].idNumber = `${valid.slice(0, 17)}${valid.endsWith('1') ? '2' : '1'}`;
    const res = await post('/api/policy/saveOrder', request);
    expect(res.json().returnCode).toBe('1001');
    expect(res.json().returnMsg).toContain('第2位被保险人');
    expect(res.json().content.problems[0]).toMatchObject({ insuredIndex: 1, field: 'idNumber' });
  });

  it('stores the session-recording finish call', async () => {
    const { data } = await placeOrder(7);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api_record/recordScreen/savePageSuc',
      payload: { policyId: data.policyId, browerType: 'WeChat', closeType: 'save', saveTime: Date.now(), url: '/hoschengen', msgId: 'm1' },
    });
    expect(res.json().returnCode).toBe('00');
    const rows = await t.database.db.selectFrom('screen_record').selectAll().where('policy_id', '=', data.policyId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('repeat insurance', () => {
  let policyNo: string;

  beforeAll(async () => {
    const { data } = await placeOrder(40);
    await post('/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await runJobs();
    policyNo = (await post('/api/pay/selectYtPayStatus', { policyId: data.policyId })).json().content.policyNo;
  });

  it('finds insureds already covered in an overlapping period', async () => {
    const request = travelOrderRequest(40);
    const res = await post('/api/policy/checkRepeatInsurePolicy', {
      productCode: 'hoschengen',
      startDate: request.salPolicy.endDate,
      endDate: request.salPolicy.endDate,
      insuredList: request.salInsuredList.map(({ name, idType, idNumber }) => ({ name, idType, idNumber })),
    });
    const items = res.json().content as { policyNo: string | null; idNumber: string }[];
    expect(items.some((item) => item.policyNo === policyNo)).toBe(true);
    expect(items[0].idNumber).toContain('*');
  });

  it('refuses a save of people covered in the period, writing nothing, and saves people on an unpaid order again', async () => {
    const orders = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_order`.execute(t.database.db)).rows[0].n;
    const before = await orders();
    const covered = await post('/api/policy/saveOrder', travelOrderRequest(40), { 'idempotency-key': 'key-covered-again-01' });
    expect(covered.json()).toMatchObject({ returnCode: '1001', content: { problems: expect.arrayContaining([expect.objectContaining({ code: 'REPEAT_INSURANCE' })]) } });
    expect(await orders()).toBe(before);

    const unpaid = await placeOrder(41);
    const again = await placeOrder(41, 'key-unpaid-again-01');
    expect(again.data.policyId).not.toBe(unpaid.data.policyId);
    expect(await orders()).toBe(before + 2);
  });
});
