import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { findProduct } from '../../catalog';
import { runDueJobs } from '../../jobs/queue';
import { beijingMidnight } from '../../sales/endorsement-payment';

/** Every message after issue of a policy bought on an English page is English: termination, endorsement, invoice. */
describe('the messages of a policy bought in English', () => {
  let t: TestApp;
  let agent: string;
  const effective = addDays(todayInBeijing(), 10);
  const productName = findProduct('aszxty')?.name.en ?? '';
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: agent } });
  const englishPolicy = async (seq: number) => {
    const request = groupOrderRequest(seq, 3);
    const policyNo = await payAndIssue(t, agent, await placeOrder(t, agent, { ...request, language: 'en' }));
    return { policyNo, holder: request.salPolicyHolder };
  };
  /** What the outbox holds for the policy after the issue SMS and e-mail, decrypted. */
  const sentSince = async (policyNo: string, skip = 2) => {
    const rows = await t.database.db.selectFrom('outbox_message').selectAll().where('policy_no', '=', policyNo).orderBy('id').execute();
    return rows.slice(skip).map((row) => ({ ...row, text: t.app.sales.sensitive.decrypt(row.body) }));
  };
  /** English all through: no Chinese left once the holder's (Chinese) name is taken out. */
  const expectEnglish = (text: string, holderName: string) => expect(text.replaceAll(holderName, '')).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/);
  const contactChange = async (policyNo: string) => {
    const batch = (await post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'contact', effectiveDate: effective, contact: { holderAddress: '北京市海淀区示例路2号' } })).json().content;
    expect((await post('/group/batch/submitBatchData', { batchId: batch.batchId })).json().content.payFlag).toBe('Y');
    return batch.batchId as string;
  };
  const applyDue = () => runDueJobs(t.app.sales.db, t.app.jobHandlers, beijingMidnight(effective));

  beforeAll(async () => {
    t = await createTestApp();
    agent = await agentToken(t);
  }, 120_000);
  afterAll(() => t.close());

  it('cancels in English (SMS and e-mail), and a change that can no longer apply fails in English', async () => {
    const { policyNo, holder } = await englishPolicy(61);
    const batchId = await contactChange(policyNo);
    expect((await post('/authorization/policyOperation/cancel', { policyId: policyNo, confirm: true })).json().content).toMatchObject({ kind: 'cancellation', done: true });
    const [sms, mail] = await sentSince(policyNo);
    expect(sms).toMatchObject({ channel: 'sms', template_name: 'policy-ended', template_language: 'en' });
    expect(sms?.text).toMatch(new RegExp(`^\\[Insurance Portal\\] Dear ${holder.holderName}, your policy ${policyNo} is cancelled; the refund of CNY [\\d.]+ goes back`));
    expect(mail).toMatchObject({ channel: 'email', subject: `Policy ${policyNo} (${productName}) cancelled`, recipient_masked: expect.stringContaining('@example.com') });
    expect(mail?.text).toContain('Premium refunded: CNY');
    for (const message of [sms, mail]) expectEnglish(message?.text ?? '', holder.holderName);

    await applyDue();
    expect((await post(`/group/batch/queryBatchInfo/${batchId}`, {})).json().content.status).toBe('failed');
    const [failed] = await sentSince(policyNo, 4);
    expect(failed).toMatchObject({ channel: 'sms', template_name: 'endorsement-failed', template_language: 'en' });
    expect(failed?.text).toContain(`the change ${batchId} to policy ${policyNo} did not take effect: the policy has ended.`);
    expectEnglish(failed?.text ?? '', holder.holderName);
  });

  it('e-mails the invoice in English, and tells of an endorsement in effect in English (SMS and e-mail with the PDF)', async () => {
    const { policyNo, holder } = await englishPolicy(62);
    const invoice = {
      policyId: policyNo,
      title: holder.holderName,
      taxpayerType: 'company',
      taxNumber: holder.holderIdNumber,
      billingType: 'normal',
      email: 'finance.english@example.com',
    };
    const issued = (await post('/authorization/policyOperation/applyInvoice', invoice)).json();
    expect(issued.returnCode, JSON.stringify(issued)).toBe('00');
    const [invoiceMail] = await sentSince(policyNo);
    expect(invoiceMail).toMatchObject({ channel: 'email', subject: `E-invoice ${issued.content.invoiceNo} (policy ${policyNo})`, attachment_name: `e-invoice-${issued.content.invoiceNo}.pdf` });
    expectEnglish(invoiceMail?.text ?? '', holder.holderName);

    await contactChange(policyNo);
    await applyDue();
    const [sms, mail] = await sentSince(policyNo, 3);
    expect(sms).toMatchObject({ channel: 'sms', template_name: 'endorsement-effective', template_language: 'en' });
    expect(sms?.text).toMatch(new RegExp(`the change to policy ${policyNo} \\(${productName}\\) took effect on ${effective}, endorsement no\\. EN\\d+, 3 insured, premium charged CNY 0\\.00\\.$`));
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringMatching(/^Endorsement EN\d+ \(policy /), attachment_name: expect.stringMatching(/^endorsement-EN\d+\.pdf$/) });
    expect(mail?.text).toContain('Number insured: 3 → 3');
    for (const message of [sms, mail]) expectEnglish(message?.text ?? '', holder.holderName);
  });

  it('reissues the invoice of a policy ended with part of its premium back in English, saying why', async () => {
    const { policyNo, holder } = await englishPolicy(64);
    const invoice = { policyId: policyNo, title: holder.holderName, taxpayerType: 'company', taxNumber: holder.holderIdNumber, billingType: 'normal', email: 'finance.english@example.com' };
    const first = (await post('/authorization/policyOperation/applyInvoice', invoice)).json().content.invoiceNo as string;
    // The cover started 35 days ago: ending it now refunds part of the premium.
    const order = await t.database.db.selectFrom('sales_order as o').innerJoin('policy as p', 'p.order_id', 'o.id').select(['o.id', 'o.start_date', 'o.end_date']).where('p.policy_no', '=', policyNo).executeTakeFirstOrThrow();
    await t.database.db.updateTable('sales_order').set({ start_date: addDays(order.start_date, -40), end_date: addDays(order.end_date, -40) }).where('id', '=', order.id).execute();
    expect((await post('/authorization/policyOperation/cancel', { policyId: policyNo, confirm: true })).json().content).toMatchObject({ kind: 'surrender', done: true });
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    const reissued = (await sentSince(policyNo)).find((message) => message.attachment_name?.startsWith('e-invoice-') && !message.attachment_name.includes(first));
    expect(reissued?.text).toMatch(new RegExp(`The policy's premium changed \\(an endorsement, or a refund when it ended\\), so the former invoice ${first} \\(CNY [\\d.]+\\) is void; this one states the premium paid and replaces it\\.$`));
    expectEnglish(reissued?.text ?? '', holder.holderName);
  });

  it('refuses a second order for people already covered in English, the reason too', async () => {
    const english = () => placeOrder(t, agent, { ...travelOrderRequest(63), language: 'en' });
    // Both at the cashier before either was paid: the second payment is refunded, and its page and message say why.
    const [first, second, third] = [await english(), await english(), await english()];
    const tradeOf = async (orderId: string) => String((await post('/policy/onlinePayPolicy', { policyId: orderId, payMethod: '0' })).json().content.payUrl).split('/').at(-1)!;
    const [firstTrade, secondTrade] = [await tradeOf(first), await tradeOf(second)];
    for (const trade of [firstTrade, secondTrade]) await t.app.sales.gateway.finish(trade, 'SUCCESS');
    expect((await post('/pay/selectYtPayStatus', { policyId: first })).json().returnCode).toBe('00');
    expect((await post('/pay/selectYtPayStatus', { policyId: second })).json().returnCode).toBe('1061');
    // The page that polls the payment says why in its own language.
    const polled = await t.app.inject({ method: 'POST', url: '/api/pay/selectYtPayStatus', payload: { policyId: second }, headers: { authorization: agent, 'accept-language': 'en-US' } });
    expect(polled.json().returnMsg).toMatch(/^An insured already holds a policy with the same benefit .*; the payment will be refunded to where it came from\.$/);
    expect((await post('/pay/selectYtPayStatus', { policyId: second })).json().returnMsg).toMatch(/，已付款项将原路退回$/);
    const rows = await t.database.db.selectFrom('outbox_message').selectAll().where('template_name', '=', 'order-refused').execute();
    const refusal = rows.map((row) => t.app.sales.sensitive.decrypt(row.body)).find((text) => text.includes(second)) ?? '';
    expect(refusal).toMatch(/could not be covered: an insured already holds a policy with the same benefit from \S+ to \S+; one per person for a period\./);
    expectEnglish(refusal, travelOrderRequest(63).salPolicyHolder.holderName);
    // A third saved meanwhile, paid for once the first is, is refused in English before its cashier opens.
    const refused = await t.app.inject({ method: 'POST', url: '/api/policy/onlinePayPolicy', payload: { policyId: third, payMethod: '0' }, headers: { authorization: agent, 'accept-language': 'en-US' } });
    expect(refused.json()).toMatchObject({ returnCode: '1061', returnMsg: expect.stringMatching(/^An insured already holds a policy with the same benefit from \S+ to \S+; one per person for a period$/) });
  });
});
