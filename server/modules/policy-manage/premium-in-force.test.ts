import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuanText } from '../../../domain/money';
import { surrenderRefundFen } from '../../../domain/rating';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../../domain/validators';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { runDueJobs } from '../../jobs/queue';
import { beijingMidnight } from '../../sales/endorsement-payment';
import { DEMO_AGENT } from '../../demo/seed';

const joining = { name: '新员工甲', idType: '1', idNumber: fictionalIdNumber('110105', '1991-03-14', 761), birthDate: '1991-03-14', occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' };

describe('the premium and payment records of an endorsed group policy', () => {
  let t: TestApp;
  let agent: string;
  let policyNo: string;
  let issuedFen: number;
  let addedFen: number;
  const effective = addDays(todayInBeijing(), 10);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: agent } });
  const detail = async () => (await post(`/policy/queryPolicy?policyId=${policyNo}`, {})).json().content;
  const listed = async () => (await post('/policy/queryPolicyList', { policyNo })).json().content.list[0];
  const applyDue = () => runDueJobs(t.app.sales.db, t.app.jobHandlers, beijingMidnight(effective));
  const endorse = async (request: object) => {
    const batch = (await post('/authorization/batch/calculPremium', { policyId: policyNo, effectiveDate: effective, ...request })).json().content;
    const submitted = (await post('/group/batch/submitBatchData', { batchId: batch.batchId })).json().content;
    if (submitted.payFlag === 'N') await post('/group/batch/payBatchPolicy', { batchId: batch.batchId, payMethod: '66', loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await applyDue();
    return batch as { netFen: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    agent = await agentToken(t);
    policyNo = await payAndIssue(t, agent, await placeOrder(t, agent, groupOrderRequest(61, 4)));
    issuedFen = (await detail()).premiumFen;
  }, 120_000);
  afterAll(() => t.close());

  it('shows the premium in force once a person added by endorsement is covered: in the detail, the list and its export', async () => {
    addedFen = (await endorse({ kind: 'add', lines: [{ joining }] })).netFen;
    expect(addedFen).toBeGreaterThan(0);
    expect(await detail()).toMatchObject({ insuredCount: 5, premiumFen: issuedFen + addedFen });
    expect(await listed()).toMatchObject({ insuredCount: 5, premiumFen: issuedFen + addedFen });

    const exported = await post('/authorization/policyOperation/exportPolicy', { policyNo });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(String(book.worksheets[0].getRow(2).getCell(6).value)).toBe(fenToYuanText(issuedFen + addedFen));
  });

  it('lists the refunds of an endorsement and of the cancellation under the payments, and keeps the premium in force', async () => {
    const leaving = groupOrderRequest(61, 4).salInsuredList[0];
    const removedFen = -(await endorse({ kind: 'delete', lines: [{ leaving: { idNumber: leaving.idNumber, name: leaving.name } }] })).netFen;
    expect(removedFen).toBeGreaterThan(0);
    // Priced, never submitted: once the policy ends it is no longer an open change.
    const abandoned = (await post('/authorization/batch/calculPremium', { policyId: policyNo, effectiveDate: effective, kind: 'add', lines: [{ joining: { ...joining, idNumber: fictionalIdNumber('110105', '1991-03-14', 763) } }] })).json().content;
    expect(abandoned.status).toBe('priced');
    const balance = async () => Number((await t.database.db.selectFrom('agent').select('balance_fen').where('id', '=', DEMO_AGENT.id).executeTakeFirstOrThrow()).balance_fen);
    const before = await balance();
    const cancelled = (await post('/authorization/policyOperation/cancel', { policyId: policyNo, confirm: true })).json().content;
    // Cancelled before its start: everything in force goes back, the person the endorsement added included.
    expect(cancelled).toMatchObject({ kind: 'cancellation', done: true, premiumFen: issuedFen + addedFen - removedFen, refundFen: issuedFen + addedFen - removedFen });
    expect((await balance()) - before).toBe(cancelled.refundFen);
    expect((await post(`/group/batch/queryBatchInfo/${abandoned.batchId}`, {})).json().content).toMatchObject({ status: 'failed', failureReason: 'policyEnded' });

    const after = await detail();
    expect(after.payments.map((payment: { status: string }) => payment.status)).toEqual(['paid', 'paid']);
    expect(after.refunds).toEqual([
      { kind: 'endorsement', endorsementNo: expect.stringMatching(/^EN\d{16}$/), amountFen: removedFen, refundedAt: beijingMidnight(effective).toISOString() },
      { kind: 'cancellation', endorsementNo: null, amountFen: cancelled.refundFen, refundedAt: expect.any(String) },
    ]);
    // The list shows what was in force; what the end refunded is in the payment records.
    expect(after.premiumFen).toBe(issuedFen + addedFen - removedFen);
    expect((await listed()).premiumFen).toBe(issuedFen + addedFen - removedFen);
  });

  it('gives the agent the cancelled policy’s e-policy stamped void, as the verification page says', async () => {
    const pdf = (await post('/authorization/policyOperation/exportOriginalPolicy', { policyId: policyNo })).rawPayload;
    const text = execFileSync('pdftotext', ['-raw', '-', '-'], { input: pdf, encoding: 'utf8' });
    // The stamp is rotated: its letters come out one to a line.
    expect(text.replace(/\s+/g, '')).toContain(`已注销VOID${todayInBeijing()}`);
  });

  it('refunds a cancellation from each part paid online, none beyond its trade: the endorsement’s first, then the order’s', async () => {
    const orderId = await placeOrder(t, agent, groupOrderRequest(62, 4));
    const payOnline = async (url: string, body: object) => {
      const tradeNo = String((await post(url, { ...body, payMethod: '0' })).json().content.payUrl).split('/').at(-1)!;
      await t.app.sales.gateway.finish(tradeNo, 'SUCCESS');
      return tradeNo;
    };
    const orderTrade = await payOnline('/policy/onlinePayPolicy', { policyId: orderId });
    expect((await post('/pay/selectYtPayStatus', { policyId: orderId })).json().returnCode).toBe('00');
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    const issued = (await post(`/policy/queryPolicy?policyId=${orderId}`, {})).json().content;
    const batch = (await post('/authorization/batch/calculPremium', { policyId: issued.policyNo, effectiveDate: effective, kind: 'add', lines: [{ joining: { ...joining, idNumber: fictionalIdNumber('110105', '1991-03-14', 762) } }] })).json().content;
    await post('/group/batch/submitBatchData', { batchId: batch.batchId });
    const batchTrade = await payOnline('/group/batch/payBatchPolicy', { batchId: batch.batchId });
    expect((await post(`/mgu/batch/getBatchInfo/${batch.batchId}`, {})).json().content.payFlag).toBe('Y');
    await applyDue();

    const cancelled = (await post('/authorization/policyOperation/cancel', { policyId: issued.policyNo, confirm: true })).json().content;
    expect(cancelled.refundFen).toBe(issued.premiumFen + batch.netFen);
    const refunds = await t.database.db.selectFrom('sandbox_refund').select(['trade_no', 'amount_fen']).where('trade_no', 'in', [orderTrade, batchTrade]).execute();
    expect(refunds.map((refund) => [refund.trade_no, Number(refund.amount_fen)]).sort()).toEqual(
      [
        [batchTrade, batch.netFen],
        [orderTrade, issued.premiumFen],
      ].sort(),
    );
  });

  it('surrenders a policy part-way with each person refunded over their own days: one who joined later gets back their share of the rest', async () => {
    const issuedNo = await payAndIssue(t, agent, await placeOrder(t, agent, groupOrderRequest(63, 4)));
    const issued = (await post(`/policy/queryPolicy?policyId=${issuedNo}`, {})).json().content;
    const batch = (await post('/authorization/batch/calculPremium', { policyId: issuedNo, effectiveDate: effective, kind: 'add', lines: [{ joining: { ...joining, idNumber: fictionalIdNumber('110105', '1991-03-14', 764) } }] })).json().content;
    await post('/group/batch/submitBatchData', { batchId: batch.batchId });
    await post('/group/batch/payBatchPolicy', { batchId: batch.batchId, payMethod: '66', loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await applyDue();
    // The year moved back: cover began 100 days ago and the newcomer joined 40 days ago.
    const today = todayInBeijing();
    const start = addDays(today, -100);
    const end = addDays(addDays(start, 365), -1);
    const joinedOn = addDays(today, -40);
    await t.database.db.updateTable('sales_order').set({ start_date: start, end_date: end }).where('id', '=', issued.orderId).execute();
    await t.database.db.updateTable('endorsement_batch').set({ effective_date: joinedOn }).where('id', '=', batch.batchId).execute();

    const quote = (await post('/authorization/policyOperation/cancel', { policyId: issuedNo })).json().content;
    const share = (premiumFen: number, from: string) => surrenderRefundFen({ premiumFen, startDate: from, endDate: end, surrenderDate: today, benefitPaid: false });
    expect(quote).toMatchObject({ kind: 'surrender', done: false, premiumFen: issued.premiumFen + batch.netFen });
    expect(quote.refundFen).toBe(share(issued.premiumFen, start) + share(batch.netFen, joinedOn));
    // Spread over the whole year, the newcomer's charge for their 325 days would come back short.
    expect(quote.refundFen).toBeGreaterThan(share(issued.premiumFen + batch.netFen, start));
  });
});
