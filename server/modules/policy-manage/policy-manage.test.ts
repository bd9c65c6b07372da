import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../../demo/demo-policy';
import { DEMO_AGENT } from '../../demo/seed';

async function readSheet(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

describe('an agent’s book of policies', () => {
  let t: TestApp;
  let agentA: string;
  let agentB: string;
  let holder: string;
  let unpaidId: string;
  let groupId: string;
  let groupPolicyNo: string;

  const post = (url: string, payload: object, authorization: string) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization } });

  beforeAll(async () => {
    t = await createTestApp();
    agentA = await agentToken(t);
    agentB = await agentToken(t, '800002');
    unpaidId = await placeOrder(t, agentA, groupOrderRequest(1, 3));
    groupId = await placeOrder(t, agentA, groupOrderRequest(2, 3));
    groupPolicyNo = await payAndIssue(t, agentA, groupId);
    holder = (
      await post('/b2bCustomerWebuser/verificationHolderMsgsLogin', { userId: DEMO_AGENT.id, holderName: DEMO_HOLDER.name, holderIdNumber: DEMO_HOLDER.idNumber }, 'null')
    ).json().content.token;
  });
  afterAll(() => t.close());

  it('lists the agent’s issued policies newest first, a page at a time by cursor, with the search applied', async () => {
    const first = (await post('/policy/queryPolicyList', { pageSize: 1 }, agentA)).json().content;
    expect(first.list).toHaveLength(1);
    expect(first.list[0]).toMatchObject({ policyNo: groupPolicyNo, insuredCount: 3, holderName: expect.stringContaining('*'), standing: { state: 'notStarted' } });
    const second = (await post('/policy/queryPolicyList', { pageSize: 1, cursor: first.nextCursor }, agentA)).json().content;
    expect(second.list).toHaveLength(1);
    expect(second.list[0].productCode).toBe('hoschengen');
    // Both languages, so an English page names the product in English.
    expect(second.list[0].productName).toEqual({ zh: '申根安心旅行保险', en: 'Schengen Peace-of-Mind Travel Insurance' });
    expect(second.nextCursor).toBeNull();

    const search = async (filters: object) => (await post('/policy/queryPolicyList', filters, agentA)).json().content.list.map((item: { policyNo: string }) => item.policyNo);
    expect(await search({ insuredName: '吴佳怡' })).toEqual([groupPolicyNo]);
    // Names are encrypted (decision 029): the whole name finds the policy, a part of it no longer does.
    expect(await search({ holderName: '示例星河2号软件有限公司' })).toEqual([groupPolicyNo]);
    expect(await search({ holderName: '示例星河2' })).toEqual([]);
    expect(await search({ policyNo: groupPolicyNo.toLowerCase() })).toEqual([groupPolicyNo]);
    expect(await search({ productCode: 'aszxty', state: 'notStarted' })).toEqual([groupPolicyNo]);
    expect(await search({ state: 'inForce' })).toEqual([]);
    expect(await search({ startFrom: '2000-01-01', startTo: '2000-12-31' })).toEqual([]);
    expect((await post('/policy/queryPolicyList', { startFrom: '2026-13-01' }, agentA)).statusCode).toBe(400);
  });

  it('keeps each principal to its own: another agent and a holder see nothing of agent A’s group policy', async () => {
    expect((await post('/policy/queryPolicyList', {}, agentB)).json().content.list).toEqual([]);
    expect((await post(`/policy/queryPolicy?policyId=${groupPolicyNo}`, {}, agentB)).json().returnCode).toBe('1081');
    expect((await post('/policy/getPolicyInfo', { policyId: groupId }, agentB)).json().returnCode).toBe('1081');
    expect((await post('/authorization/policyOperation/exportInsureds', { policyId: groupId }, agentB)).statusCode).toBe(404);
    expect((await post('/authorization/policyOperation/exportOriginalPolicy', { policyId: groupPolicyNo }, agentB)).statusCode).toBe(404);
    expect((await post('/authorization/policyOperation/cancel', { policyId: unpaidId, confirm: true }, agentB)).json().returnCode).toBe('1081');
    expect((await post('/policy/changeBank', { policyId: groupId, bankName: '示例银行', accountName: '示例公司', accountNo: '6222020200112233445' }, agentB)).json().returnCode).toBe('1081');
    const exported = await readSheet((await post('/authorization/policyOperation/exportPolicy', {}, agentB)).rawPayload);
    expect(exported).toHaveLength(1);

    const own = (await post('/policy/queryPolicyList', {}, holder)).json().content.list;
    expect(own.map((item: { productCode: string }) => item.productCode)).toEqual(['hoschengen']);
    expect((await post(`/policy/queryPolicy?policyId=${groupPolicyNo}`, {}, holder)).json().returnCode).toBe('1081');
    expect((await post('/authorization/policyOperation/cancel', { policyId: own[0].policyNo }, holder)).statusCode).toBe(403);
    expect((await post('/policy/queryPolicyList', {}, 'not-a-token')).statusCode).toBe(401);
  });

  it('shows one policy whole: holder masked, plan, premium, payments, the e-policy, and what may be done', async () => {
    const detail = (await post(`/policy/queryPolicy?policyId=${groupPolicyNo}`, {}, agentA)).json().content;
    expect(detail).toMatchObject({
      orderId: groupId,
      policyNo: groupPolicyNo,
      orderStatus: 'issued',
      standing: { state: 'notStarted' },
      planCode: 'A',
      productName: { zh: '专项团体意外伤害保险', en: 'Special Group Accident Insurance' },
      insurerName: { zh: '安顺财产保险股份有限公司', en: 'Anshun Property & Casualty Insurance Co., Ltd.' },
      planName: { zh: '计划一', en: 'Plan 1' },
      insuredCount: 3,
      holder: { type: 'C', name: '示例星河2号软件有限公司', phone: '138****8000' },
      documents: [{ kind: 'ePolicy', name: `电子保单-${groupPolicyNo}.pdf` }],
      endorsements: [],
      actions: { cancel: true, exportInsureds: true, applyInvoice: true, reapplyInvoice: false, endorse: true },
    });
    expect(detail.holder.idNumber).toContain('*');
    expect(detail.payments).toEqual([expect.objectContaining({ method: '66', channel: 'balance', status: 'paid', amountFen: detail.premiumFen })]);
    expect((await post('/policy/queryPolicyResult', { policyId: groupId }, agentA)).json().content).toMatchObject({ policyNo: groupPolicyNo, orderStatus: 'issued' });
  });

  it('pages a group’s insureds, masked', async () => {
    const first = (await post('/policy/getPolicyInfo', { policyId: groupPolicyNo, pageSize: 2 }, agentA)).json().content;
    expect(first.list.map((insured: { name: string }) => insured.name)).toEqual(['周明远', '吴佳怡']);
    expect(first.list[0].idNumber).toMatch(/^\d{6}\*+\d{4}$|\*/);
    const rest = (await post('/policy/getPolicyInfo', { policyId: groupPolicyNo, pageSize: 2, afterSeq: first.nextSeq }, agentA)).json().content;
    expect(rest).toMatchObject({ list: [expect.objectContaining({ name: '郑浩然' })], nextSeq: null });
  });

  it('finds an insured by the last four characters of their ID number, the only way to search numbers kept encrypted', async () => {
    const people = groupOrderRequest(2, 3).salInsuredList;
    const page = async (body: object) => (await post('/policy/getPolicyInfo', { policyId: groupPolicyNo, ...body }, agentA)).json();
    const tailOf = (index: number) => people[index].idNumber.slice(-4);
    const third = await page({ idNumberTail: tailOf(2) });
    expect(third.content).toEqual({ list: [expect.objectContaining({ seq: 2, name: '郑浩然' })], nextSeq: null });
    expect(third.content.list[0].idNumber.endsWith(tailOf(2))).toBe(true);
    // After the first person's place, the first person is not found again; with a name, both must match.
    expect((await page({ idNumberTail: tailOf(0), afterSeq: 0 })).content.list).toEqual([]);
    expect((await page({ idNumberTail: tailOf(1), insuredName: '吴佳怡' })).content.list.map((p: { name: string }) => p.name)).toEqual(['吴佳怡']);
    expect((await page({ idNumberTail: tailOf(1), insuredName: '周明远' })).content.list).toEqual([]);
    const refused = await page({ idNumberTail: '12a4' });
    expect(refused).toMatchObject({ returnCode: '400', returnMsg: expect.stringContaining('请输入证件号码后四位') });
  });

  it('exports the insureds and the filtered list as real .xlsx files, and the e-policy as issued', async () => {
    const insureds = await post('/authorization/policyOperation/exportInsureds', { policyId: groupPolicyNo }, agentA);
    expect(insureds.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(insureds.rawPayload);
    expect(rows[0].slice(0, 4)).toEqual(['序号', '姓名', '证件类型', '证件号码']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['周明远', '吴佳怡', '郑浩然']);
    expect(rows[1][3]).toContain('*');

    const list = await readSheet((await post('/authorization/policyOperation/exportPolicy', { insuredName: '郑浩然' }, agentA)).rawPayload);
    expect(list).toHaveLength(2);
    expect(list[1].slice(0, 2)).toEqual([groupPolicyNo, groupId]);
    expect(list[1][8]).toBe('未生效');

    const pdf = await post('/authorization/policyOperation/exportOriginalPolicy', { policyId: groupPolicyNo }, agentA);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps a refund account encrypted and shows it masked', async () => {
    expect((await post('/policy/changeBank', { policyId: groupId, bankName: '示例银行北京分行', accountName: '示例星河2号软件有限公司', accountNo: '6222020200112233445' }, agentA)).json().returnCode).toBe('00');
    const stored = await t.database.db.selectFrom('sales_order').select('refund_bank').where('id', '=', groupId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.refund_bank)).not.toContain('6222020200112233445');
    expect((await post(`/policy/queryPolicy?policyId=${groupId}`, {}, agentA)).json().content.refundBank).toEqual({
      bankName: '示例银行北京分行',
      accountName: '示例星河2号软件有限公司',
      accountNo: '6222****3445',
    });
    expect((await post('/policy/changeBank', { policyId: unpaidId, bankName: '示例银行', accountName: '示例', accountNo: '6222020200112233445' }, agentA)).json().returnCode).toBe('1066');
  });

  it('calls off an unpaid order after showing that nothing is refunded', async () => {
    const quote = (await post('/authorization/policyOperation/cancel', { policyId: unpaidId }, agentA)).json().content;
    expect(quote).toMatchObject({ kind: 'order', refundFen: 0, done: false });
    expect((await t.database.db.selectFrom('sales_order').select('status').where('id', '=', unpaidId).executeTakeFirstOrThrow()).status).toBe('unpaid');
    const done = (await post('/authorization/policyOperation/cancel', { policyId: unpaidId, confirm: true }, agentA)).json().content;
    expect(done).toMatchObject({ kind: 'order', done: true });
    const order = await t.database.db.selectFrom('sales_order').select(['status', 'cancelled_at']).where('id', '=', unpaidId).executeTakeFirstOrThrow();
    expect(order.status).toBe('expired');
    expect(order.cancelled_at).not.toBeNull();
    expect((await post('/authorization/policyOperation/cancel', { policyId: unpaidId }, agentA)).json().returnCode).toBe('1062');
  });

  it('cancels an issued group policy before its start with the whole premium back to the balance', async () => {
    const balance = async () => Number((await t.database.db.selectFrom('agent').select('balance_fen').where('id', '=', DEMO_AGENT.id).executeTakeFirstOrThrow()).balance_fen);
    const quote = (await post('/authorization/policyOperation/cancel', { policyId: groupPolicyNo }, agentA)).json().content;
    expect(quote).toMatchObject({ kind: 'cancellation', done: false });
    expect(quote.refundFen).toBe(quote.premiumFen);
    const before = await balance();
    const done = (await post('/authorization/policyOperation/cancel', { policyId: groupPolicyNo, confirm: true, idempotencyKey: 'cancel-group-2' }, agentA)).json().content;
    expect(done).toMatchObject({ kind: 'cancellation', done: true, refundFen: quote.premiumFen });
    // A repeat with the same key (a retried tap) gets the same answer and changes nothing more.
    const repeat = (await post('/authorization/policyOperation/cancel', { policyId: groupPolicyNo, confirm: true, idempotencyKey: 'cancel-group-2' }, agentA)).json();
    expect(repeat).toMatchObject({ returnCode: '00', content: done });
    expect(await balance()).toBe(before + quote.premiumFen);
    const policy = await t.database.db.selectFrom('policy').select('status').where('policy_no', '=', groupPolicyNo).executeTakeFirstOrThrow();
    expect(policy.status).toBe('cancelled');
    const list = (await post('/policy/queryPolicyList', { state: 'cancelled' }, agentA)).json().content.list;
    expect(list.map((item: { policyNo: string }) => item.policyNo)).toEqual([groupPolicyNo]);
    const sms = await t.database.db.selectFrom('outbox_message').select('body').where('policy_no', '=', groupPolicyNo).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(t.app.sales.sensitive.decrypt(sms.body)).toContain('已注销');
  });
});

describe('the remaining order calls', () => {
  let t: TestApp;
  let agentA: string;
  let agentB: string;
  const post = (url: string, payload: object, authorization: string) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization } });

  beforeAll(async () => {
    t = await createTestApp();
    agentA = await agentToken(t);
    agentB = await agentToken(t, '800002');
  });
  afterAll(() => t.close());

  it('deletes an unpaid order of one’s own only, and never a paid one', async () => {
    const unpaid = await placeOrder(t, agentA, groupOrderRequest(11, 3));
    const paid = await placeOrder(t, agentA, groupOrderRequest(12, 3));
    await payAndIssue(t, agentA, paid);
    expect((await post('/authorization/deleteOrder', { orderId: unpaid }, agentB)).json().returnCode).toBe('1081');
    expect((await post('/authorization/deleteOrder', { orderId: paid }, agentA)).json()).toMatchObject({ returnCode: '1068', returnMsg: '仅未支付的订单可以删除' });
    expect((await post('/authorization/deleteOrder', { orderId: unpaid }, agentA)).json().returnCode).toBe('00');
    expect(await t.database.db.selectFrom('sales_order').select('id').where('id', '=', unpaid).executeTakeFirst()).toBeUndefined();
    expect(await t.database.db.selectFrom('order_insured').select('seq').where('order_id', '=', unpaid).execute()).toEqual([]);

    const details = (await post('/authorization/queryOrderDetails', { orderId: paid }, agentA)).json().content;
    expect(details).toMatchObject({ orderId: paid, orderStatus: 'issued', insuredCount: 3 });
    expect((await post('/authorization/queryPolicyByOrderId', { orderId: paid }, agentA)).json().content.policyNo).toMatch(/^EP/);
    expect((await post('/authorization/queryOrderDetails', { orderId: paid }, agentB)).json().returnCode).toBe('1081');
    expect((await post('/authorization/queryBatchPage', { orderId: paid }, agentA)).json().content).toEqual({ total: 0, pageNum: 1, pageSize: 10, list: [] });
    expect((await post('/authorization/queryBatchPage', { orderId: paid }, agentB)).json().returnCode).toBe('1081');
  });

  it('changes an order’s invoice wish until an invoice is issued, and lists the insurers', async () => {
    const orderId = await placeOrder(t, agentA, groupOrderRequest(13, 3));
    const invoice = { invoiceFlag: 'Y', title: '示例星河13号软件有限公司', taxpayerType: 'company', billingType: 'normal' };
    expect((await post('/authorization/updateInvoiceInfo', { orderId, invoice }, agentB)).json().returnCode).toBe('1081');
    expect((await post('/authorization/updateInvoiceInfo', { orderId, invoice }, agentA)).json().returnCode).toBe('00');
    const stored = await t.database.db.selectFrom('sales_order').select('invoice').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored.invoice).toMatchObject({ title: '示例星河13号软件有限公司' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/authorization/queryCorporationList', headers: { authorization: agentA } })).json().content;
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
  });
});
