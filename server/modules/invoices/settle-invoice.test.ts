import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequest } from '../../../domain/api/invoice';
import { fenToYuanText } from '../../../domain/money';
import { addDays } from '../../../domain/validators';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { runDueJobs } from '../../jobs/queue';
import { DEMO_AGENT } from '../../demo/seed';
import { issueInvoice } from './service';

describe('an invoice follows what the holder paid', () => {
  let t: TestApp;
  let agent: string;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: agent } });
  const invoiced = async (seq: number) => {
    const request = groupOrderRequest(seq, 3);
    const orderId = await placeOrder(t, agent, request);
    const policyNo = await payAndIssue(t, agent, orderId);
    const { holderName: title, holderIdNumber: taxNumber } = request.salPolicyHolder;
    const first = await post('/authorization/policyOperation/applyInvoice', { policyId: policyNo, title, taxpayerType: 'company', taxNumber, billingType: 'normal', email: `finance${seq}@example.com` });
    expect(first.json().returnCode).toBe('00');
    const order = await t.database.db.selectFrom('sales_order').select(['premium_fen', 'start_date', 'end_date']).where('id', '=', orderId).executeTakeFirstOrThrow();
    return { orderId, policyNo, invoiceNo: first.json().content.invoiceNo as string, premiumFen: Number(order.premium_fen), startDate: order.start_date, endDate: order.end_date };
  };
  // Amounts as numbers: PostgreSQL answers a bigint as text, PGlite as a number.
  const invoicesOf = async (policyNo: string) =>
    (await t.database.db.selectFrom('invoice').select(['invoice_no', 'status', 'amount_fen', 'replaces_invoice_no', 'requested_by']).where('policy_no', '=', policyNo).orderBy('created_at').execute()).map(
      (row) => ({ ...row, amount_fen: Number(row.amount_fen) }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    agent = await agentToken(t);
  }, 120_000);
  afterAll(() => t.close());

  it('reissues a surrendered policy’s invoice for the premium kept, once however often the job runs', async () => {
    const { orderId, policyNo, invoiceNo, premiumFen, startDate, endDate } = await invoiced(41);
    // The cover started 35 days ago: cancelling it now is a surrender with part of the premium back.
    await t.database.db.updateTable('sales_order').set({ start_date: addDays(startDate, -40), end_date: addDays(endDate, -40) }).where('id', '=', orderId).execute();
    const ended = (await post('/authorization/policyOperation/cancel', { policyId: policyNo, confirm: true })).json().content;
    expect(ended).toMatchObject({ kind: 'surrender', done: true });
    expect(ended.refundFen).toBeGreaterThan(0);
    expect(ended.refundFen).toBeLessThan(premiumFen);
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());

    const [voided, reissued, ...more] = await invoicesOf(policyNo);
    expect(more).toEqual([]);
    expect(voided).toMatchObject({ invoice_no: invoiceNo, status: 'voided', amount_fen: premiumFen });
    expect(reissued).toMatchObject({ status: 'issued', amount_fen: premiumFen - ended.refundFen, replaces_invoice_no: invoiceNo, requested_by: `agent:${DEMO_AGENT.id}` });
    const mail = await t.database.db.selectFrom('outbox_message').select(['body', 'recipient_masked']).where('attachment_name', '=', `电子发票-${reissued?.invoice_no}.pdf`).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient_masked).toBe('f***@example.com');
    // The holder learns why the amount changed and what the void one said.
    expect(t.app.sales.sensitive.decrypt(mail[0]!.body)).toContain(`保单保费已变更（批改或退保退费），原发票${invoiceNo}（金额${fenToYuanText(premiumFen)}元）已作废`);
    const detail = (await post(`/policy/queryPolicy?policyId=${policyNo}`, {})).json().content;
    expect(detail.invoices.map((invoice: { invoiceNo: string; status: string }) => [invoice.invoiceNo, invoice.status])).toEqual([
      [reissued?.invoice_no, 'issued'],
      [invoiceNo, 'voided'],
    ]);
  });

  it('voids a cancelled policy’s invoice, replaces it with none and tells the holder not to use it', async () => {
    const { policyNo, invoiceNo } = await invoiced(42);
    const ended = (await post('/authorization/policyOperation/cancel', { policyId: policyNo, confirm: true })).json().content;
    expect(ended).toMatchObject({ kind: 'cancellation', done: true });
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());

    expect(await invoicesOf(policyNo)).toEqual([expect.objectContaining({ invoice_no: invoiceNo, status: 'voided' })]);
    const told = await t.database.db.selectFrom('outbox_message').select(['subject', 'body']).where('policy_no', '=', policyNo).where('subject', 'like', `%${invoiceNo} 已作废%`).execute();
    expect(told).toHaveLength(1);
    expect(t.app.sales.sensitive.decrypt(told[0]!.body)).toContain('请勿再用于报销');
    const detail = (await post(`/policy/queryPolicy?policyId=${policyNo}`, {})).json().content;
    expect(detail.actions).toMatchObject({ applyInvoice: false, reapplyInvoice: false });
  });

  it('replaces only the invoice it read: one the agent issued meanwhile stays as the agent typed it', async () => {
    const { policyNo, invoiceNo } = await invoiced(45);
    const { holderName: title, holderIdNumber: taxNumber } = groupOrderRequest(45, 3).salPolicyHolder;
    const typed = { policyId: policyNo, title, taxpayerType: 'company', taxNumber, billingType: 'normal', email: 'new-finance45@example.com' };
    const agentsOwn = (await post('/authorization/policyOperation/reapplyInvoice', typed)).json().content;
    const late = await issueInvoice(t.app.sales, { kind: 'agent', agentId: DEMO_AGENT.id }, { replacing: invoiceNo }, invoiceRequest.parse({ ...typed, email: 'finance45@example.com' }), `settle:${invoiceNo}`, new Date());
    expect(late.invoiceNo).toBe(agentsOwn.invoiceNo);
    expect((await invoicesOf(policyNo)).map((row) => [row.invoice_no, row.status])).toEqual([
      [invoiceNo, 'voided'],
      [agentsOwn.invoiceNo, 'issued'],
    ]);
  });

  it('leaves an invoice alone when the policy ends without a refund or was never invoiced', async () => {
    const { policyNo } = await invoiced(43);
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    expect(await invoicesOf(policyNo)).toEqual([expect.objectContaining({ status: 'issued' })]);
    const plain = await payAndIssue(t, agent, await placeOrder(t, agent, groupOrderRequest(44, 3)));
    expect((await post('/authorization/policyOperation/cancel', { policyId: plain, confirm: true })).json().content.done).toBe(true);
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    expect(await invoicesOf(plain)).toEqual([]);
  });
});
