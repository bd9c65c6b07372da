import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalUscc } from '../../../domain/validators';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { maskEmail } from '../../../domain/privacy/mask';
import { runDueJobs } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../../demo/demo-policy';
import { DEMO_AGENT } from '../../demo/seed';

describe('invoices (fapiao) for the policyholder', () => {
  let t: TestApp;
  let agentA: string;
  let agentB: string;
  let policyNo: string;
  const company = groupOrderRequest(7, 3).salPolicyHolder;
  const post = (url: string, payload: object, authorization: string) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization } });
  const special = () => ({
    policyId: policyNo,
    title: company.holderName,
    taxpayerType: 'company',
    taxNumber: company.holderIdNumber,
    billingType: 'special',
    bankName: '示例银行北京朝阳支行',
    bankAccount: '110060224018800012345',
    companyAddress: '北京市朝阳区示例路88号',
    companyPhone: '010-85001234',
    email: 'finance@example.com',
  });

  beforeAll(async () => {
    t = await createTestApp();
    agentA = await agentToken(t);
    agentB = await agentToken(t, '800002');
    policyNo = await payAndIssue(t, agentA, await placeOrder(t, agentA, groupOrderRequest(7, 3)));
  });
  afterAll(() => t.close());

  it('checks the fields of a VAT invoice: a valid USCC for companies, bank and address for special invoices', async () => {
    const bad = await post('/authorization/policyOperation/applyInvoice', { ...special(), taxNumber: '91110105MA01XY0071', bankName: '', email: 'x@' }, agentA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().returnMsg).toContain('纳税人识别号应为18位统一社会信用代码');
    expect(bad.json().returnMsg).toContain('请输入开户银行');
    expect(bad.json().returnMsg).toContain('邮箱格式不正确');
  });

  it('issues only to the policyholder: the title is the holder and the tax number its own', async () => {
    expect((await post('/authorization/policyOperation/applyInvoice', { ...special(), title: '另一家示例公司' }, agentA)).json().returnCode).toBe('1072');
    const otherCode = fictionalUscc('91', '110105', 'MA01XY999');
    expect((await post('/authorization/policyOperation/applyInvoice', { ...special(), taxNumber: otherCode }, agentA)).json().returnCode).toBe('1074');
    expect((await post('/authorization/policyOperation/applyInvoice', { ...special(), taxpayerType: 'person', billingType: 'normal', taxNumber: undefined }, agentA)).json().returnCode).toBe('1073');
    expect((await post('/authorization/policyOperation/applyInvoice', special(), agentB)).json().returnCode).toBe('1081');
    expect(await t.database.db.selectFrom('invoice').selectAll().execute()).toEqual([]);
  });

  it('issues the invoice, e-mails its PDF through the outbox, and re-applying voids it and issues anew', async () => {
    const issued = (await post('/authorization/policyOperation/applyInvoice', special(), agentA)).json();
    expect(issued.returnCode).toBe('00');
    const { invoiceNo } = issued.content;
    expect(invoiceNo).toMatch(/^\d{16}$/);
    const mail = await t.database.db.selectFrom('outbox_message').selectAll().where('attachment_name', '=', `电子发票-${invoiceNo}.pdf`).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', recipient_masked: expect.stringContaining('@example.com'), policy_no: policyNo });
    const pdf = await t.app.sales.files.read(mail.attachment_key!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('/authorization/policyOperation/applyInvoice', special(), agentA)).json().returnCode).toBe('1071');

    const again = (await post('/authorization/policyOperation/reapplyInvoice', { ...special(), billingType: 'normal' }, agentA)).json().content;
    expect(again.replaces).toBe(invoiceNo);
    const reissueMail = await t.database.db.selectFrom('outbox_message').select('body').where('attachment_name', '=', `电子发票-${again.invoiceNo}.pdf`).executeTakeFirstOrThrow();
    const reissueText = t.app.sales.sensitive.decrypt(reissueMail.body);
    expect(reissueText).toContain(`原发票${invoiceNo}已作废。`);
    expect(reissueText).not.toContain('保费已变更');
    const rows = await t.database.db.selectFrom('invoice').select(['invoice_no', 'status', 'billing_type']).orderBy('created_at').execute();
    expect(rows).toEqual([
      { invoice_no: invoiceNo, status: 'voided', billing_type: 'special' },
      { invoice_no: again.invoiceNo, status: 'issued', billing_type: 'normal' },
    ]);
    const exported = await post('/authorization/policyOperation/exportInvoice', { policyId: policyNo }, agentA);
    expect(exported.headers['content-disposition']).toContain(again.invoiceNo);
    expect(exported.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('/authorization/policyOperation/exportInvoice', { policyId: policyNo }, agentB)).statusCode).toBe(404);
    const detail = (await post(`/policy/queryPolicy?policyId=${policyNo}`, {}, agentA)).json().content;
    expect(detail.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['issued', 'voided']);
    expect(detail.actions).toMatchObject({ applyInvoice: false, reapplyInvoice: true });
  });

  it('fills a company’s invoice details from the last invoice of the caller’s own book', async () => {
    const info = (await post('/invoice/enterpriseTicketInfo', { taxNumber: company.holderIdNumber }, agentA)).json().content;
    expect(info).toEqual({ title: company.holderName, taxNumber: company.holderIdNumber, companyAddress: '北京市朝阳区示例路88号', companyPhone: '010-85001234' });
    const bank = (await post('/invoice/queryEnterpriseBank', { enterpriseName: company.holderName }, agentA)).json().content;
    expect(bank).toEqual({ title: company.holderName, bankName: '示例银行北京朝阳支行', bankAccount: '110060224018800012345' });
    expect((await post('/invoice/enterpriseTicketInfo', { taxNumber: company.holderIdNumber }, agentB)).json().returnCode).toBe('1077');
    expect((await post('/invoice/enterpriseTicketInfo', {}, agentA)).statusCode).toBe(400);
  });

  it('before a company’s first invoice, fills what its policies give: credit code, address and phone, no bank', async () => {
    const first = groupOrderRequest(8, 3).salPolicyHolder;
    await placeOrder(t, agentA, groupOrderRequest(8, 3));
    const byName = (await post('/invoice/enterpriseTicketInfo', { enterpriseName: first.holderName }, agentA)).json().content;
    expect(byName).toEqual({ title: first.holderName, taxNumber: first.holderIdNumber, companyAddress: first.holderAddress, companyPhone: first.holderPhone });
    const byCode = (await post('/invoice/queryEnterpriseBank', { taxNumber: first.holderIdNumber.toLowerCase() }, agentA)).json().content;
    expect(byCode).toEqual({ title: first.holderName, bankName: null, bankAccount: null });
    expect((await post('/invoice/enterpriseTicketInfo', { enterpriseName: first.holderName }, agentB)).json().returnCode).toBe('1077');
    expect((await post('/invoice/enterpriseTicketInfo', { enterpriseName: DEMO_HOLDER.name }, agentA)).json().returnCode).toBe('1077');
  });

  it('issues the invoice the customer asked for when applying once the policy is, exactly once; a wish it cannot fill is left to the agent', async () => {
    const wished = async (seq: number, salInvoice: object) => {
      const request = groupOrderRequest(seq, 3);
      const policy = await payAndIssue(t, agentA, await placeOrder(t, agentA, { ...request, salInvoice } as typeof request));
      await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
      const invoices = await t.database.db.selectFrom('invoice').select(['invoice_no', 'tax_number', 'billing_type', 'requested_by']).where('policy_no', '=', policy).execute();
      return { policy, invoices, holder: request.salPolicyHolder };
    };
    const asked = await wished(21, { invoiceFlag: 'Y', title: groupOrderRequest(21, 3).salPolicyHolder.holderName, taxpayerType: 'company', billingType: 'normal' });
    expect(asked.invoices).toEqual([{ invoice_no: expect.any(String), tax_number: asked.holder.holderIdNumber, billing_type: 'normal', requested_by: 'holder' }]);
    const mail = await t.database.db.selectFrom('outbox_message').select('policy_no').where('attachment_name', '=', `电子发票-${asked.invoices[0]?.invoice_no}.pdf`).execute();
    expect(mail).toEqual([{ policy_no: asked.policy }]);
    const detail = (await post(`/policy/queryPolicy?policyId=${asked.policy}`, {}, agentA)).json().content;
    expect(detail.actions).toMatchObject({ applyInvoice: false, reapplyInvoice: true });

    const special = await wished(22, { invoiceFlag: 'Y', title: groupOrderRequest(22, 3).salPolicyHolder.holderName, taxpayerType: 'company', billingType: 'special' });
    expect(special.invoices).toEqual([]);
    const otherTitle = await wished(23, { invoiceFlag: 'Y', title: '另一家示例公司', taxpayerType: 'company', billingType: 'normal' });
    expect(otherTitle.invoices).toEqual([]);
    const notAsked = await wished(24, { invoiceFlag: 'N', title: groupOrderRequest(24, 3).salPolicyHolder.holderName, taxpayerType: 'company' });
    expect(notAsked.invoices).toEqual([]);
  });

  it('sends the invoice to the holder’s e-mail on the order when none is given, and asks for one when the order has none', async () => {
    const issue = async (seq: number, holderEmail: string | undefined) => {
      const request = groupOrderRequest(seq, 3);
      const policy = await payAndIssue(t, agentA, await placeOrder(t, agentA, { ...request, salPolicyHolder: { ...request.salPolicyHolder, holderEmail } }));
      const { holderName: title, holderIdNumber: taxNumber } = request.salPolicyHolder;
      return post('/authorization/policyOperation/applyInvoice', { policyId: policy, title, taxpayerType: 'company', taxNumber, billingType: 'normal', email: '' }, agentA);
    };
    const toHolder = (await issue(25, 'hr25@example.com')).json();
    expect(toHolder).toMatchObject({ returnCode: '00', content: { emailMasked: maskEmail('hr25@example.com') } });
    const mail = await t.database.db.selectFrom('outbox_message').select('recipient_masked').where('attachment_name', '=', `电子发票-${toHolder.content.invoiceNo}.pdf`).executeTakeFirstOrThrow();
    expect(mail.recipient_masked).toBe(maskEmail('hr25@example.com'));
    expect((await issue(26, undefined)).json()).toMatchObject({ returnCode: '1069', returnMsg: '请输入接收发票的邮箱' });
  });

  it('lets a policyholder invoice their own policy under their own name only', async () => {
    const holder = (
      await post('/b2bCustomerWebuser/verificationHolderMsgsLogin', { userId: DEMO_AGENT.id, holderName: DEMO_HOLDER.name, holderIdNumber: DEMO_HOLDER.idNumber }, 'null')
    ).json().content.token;
    const own = (await post('/policy/queryPolicyList', {}, holder)).json().content.list[0].policyNo;
    const request = { policyId: own, title: DEMO_HOLDER.name, taxpayerType: 'person', billingType: 'normal', email: DEMO_HOLDER.email };
    expect((await post('/authorization/policyOperation/applyInvoice', request, holder)).json().returnCode).toBe('00');
    expect((await post('/authorization/policyOperation/applyInvoice', { ...request, policyId: policyNo, title: company.holderName }, holder)).json().returnCode).toBe('1081');
  });
});
