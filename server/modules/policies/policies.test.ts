import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { agentTestApp } from '../../../tests/helpers/agent-session';
import { findProduct } from '../../catalog';
import { DEMO_AGENT } from '../../demo/seed';
import { verificationToken } from '../../sales/policy-access';

const { t, token, post, placeOrder, runJobs } = agentTestApp();

describe('policyholders', () => {
  let policyNo: string;
  const holder = travelOrderRequest(40).salPolicyHolder;

  beforeAll(async () => {
    const { data } = await placeOrder(40);
    await post('/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await runJobs();
    policyNo = (await post('/api/pay/selectYtPayStatus', { policyId: data.policyId })).json().content.policyNo;
  });

  it('finds the policy with phone + certificate number and refuses a wrong pair', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone: holder.holderPhone, holderIdNumber: holder.holderIdNumber } });
    const found = res.json().content.find((policy: { policyNo: string }) => policy.policyNo === policyNo);
    expect(found).toMatchObject({ status: 'issued', productName: { zh: '申根安心旅行保险' }, pages: expect.any(Number) });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone: holder.holderPhone, holderIdNumber: travelOrderRequest(41).salPolicyHolder.holderIdNumber } });
    expect(wrong.json().returnCode).toBe('1057');
  });

  it('serves the e-policy only to a holder with an access token or the selling agent', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}` });
    expect(anonymous.statusCode).toBe(403);
    const forged = await t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}?access=9999999999.AAAA` });
    expect(forged.statusCode).toBe(403);

    const query = await t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone: holder.holderPhone, holderIdNumber: holder.holderIdNumber } });
    const access = query.json().content.find((policy: { policyNo: string }) => policy.policyNo === policyNo).access;
    const pdf = await t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}?access=${access}&download=1` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const file = join(t.config.DATA_DIR, `${policyNo}.pdf`);
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(holder.holderName);
    expect(text).toContain(policyNo);
    expect(text).not.toContain(holder.holderIdNumber);

    const agent = await t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}`, headers: { authorization: token() } });
    expect(agent.statusCode).toBe(200);

    const image = await t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}/pages/1?access=${access}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('verifies a policy publicly with the token of its QR code, without personal data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/policy/verify/${policyNo}?t=${verificationToken(t.app.sales.settings.dataKey, policyNo)}` });
    expect(res.json().content).toMatchObject({ policyNo, holderName: '测***人', insuredCount: 2, standing: { state: 'notStarted' } });
    expect(res.body).not.toContain(holder.holderPhone);
  });

  it('tells nothing about a policy number without its token: neighbouring numbers cannot be walked', async () => {
    for (const url of [`/api/policy/verify/${policyNo}`, `/api/policy/verify/${policyNo}?t=AAAAAAAAAAAAAAAA`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toMatchObject({ returnCode: '1058', content: null });
    }
  });
});

describe('the e-mail of an e-policy', () => {
  let policyNo: string;
  let access: string;
  const holder = travelOrderRequest(42).salPolicyHolder;
  const mails = () =>
    t.database.db.selectFrom('outbox_message').selectAll().where('channel', '=', 'email').where('policy_no', '=', policyNo).orderBy('id').execute();

  beforeAll(async () => {
    const { data } = await placeOrder(42);
    await post('/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await runJobs();
    policyNo = (await post('/api/pay/selectYtPayStatus', { policyId: data.policyId })).json().content.policyNo;
    const query = await t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone: holder.holderPhone, holderIdNumber: holder.holderIdNumber } });
    access = query.json().content.find((policy: { policyNo: string }) => policy.policyNo === policyNo).access;
  });

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/policy/emailEpolicy', payload });

  it('goes to the holder when the policy is issued, with the e-policy PDF attached and the address masked', async () => {
    const [issued] = await mails();
    expect(issued.subject).toContain(policyNo);
    // Message bodies carry names and links: encrypted at rest.
    expect(issued.body).not.toContain(holder.holderName);
    expect(t.app.sales.sensitive.decrypt(issued.body)).toContain(holder.holderName);
    expect(issued.attachment_name).toBe(`电子保单-${policyNo}.pdf`);
    expect(issued.recipient_masked).not.toBe(holder.holderEmail);
    expect(t.app.sales.sensitive.decrypt(issued.recipient_enc)).toBe(holder.holderEmail);
    const pdf = await t.app.sales.files.read(issued.attachment_key!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is sent again on request to the holder’s own address, or to the one given', async () => {
    expect((await send({ policyNo, access })).json()).toMatchObject({ returnCode: '00', returnMsg: '电子保单已发送至您的邮箱' });
    expect((await send({ policyNo, access, email: 'other.reader@example.com' })).json().returnCode).toBe('00');
    const [, again, other] = await mails();
    expect(t.app.sales.sensitive.decrypt(again.recipient_enc)).toBe(holder.holderEmail);
    expect(t.app.sales.sensitive.decrypt(other.recipient_enc)).toBe('other.reader@example.com');
    expect(other.attachment_key).toBe(again.attachment_key);
  });

  it('refuses a bad address and a caller who may not open the policy, sending nothing', async () => {
    const before = (await mails()).length;
    expect((await send({ policyNo, access, email: 'not-an-address' })).json()).toMatchObject({ returnCode: '1059', returnMsg: '邮箱格式不正确' });
    const stranger = await send({ policyNo, email: 'stranger@example.com' });
    expect(stranger.statusCode).toBe(403);
    expect(await mails()).toHaveLength(before);
  });
});

describe('the messages of an order saved in English', () => {
  it('are written in English: the issue SMS and e-mail, with the product’s English name', async () => {
    const saved = await post('/api/policy/saveOrder', travelOrderRequest(46), { cookie: 'lang=en-US' });
    const { policyId } = saved.json().data;
    await post('/api/policy/balancePayPolicy', { policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    await runJobs();
    const policyNo = (await post('/api/pay/selectYtPayStatus', { policyId })).json().content.policyNo;
    const messages = await t.database.db.selectFrom('outbox_message').selectAll().where('policy_no', '=', policyNo).orderBy('id').execute();
    const sms = messages.find((message) => message.channel === 'sms');
    const mail = messages.find((message) => message.channel === 'email');
    const smsText = t.app.sales.sensitive.decrypt(sms!.body);
    expect(smsText).toMatch(/^\[Insurance Portal\] Dear .+, your .+ is issued, policy no\. EP/);
    expect(smsText).not.toMatch(/已承保|保险期间/);
    expect(mail?.subject).toBe(`E-policy ${policyNo} (${findProduct('hoschengen')?.name.en})`);
    expect(mail?.attachment_name).toBe(`e-policy-${policyNo}.pdf`);
    expect(t.app.sales.sensitive.decrypt(mail!.body)).toContain('Period of cover:');
  });

  it('leave an order saved on a Chinese page in Chinese', async () => {
    const saved = await post('/api/policy/saveOrder', travelOrderRequest(47), { cookie: 'lang=zh-CN', 'accept-language': 'en-GB' });
    const order = await t.database.db.selectFrom('sales_order').select('details').where('id', '=', saved.json().data.policyId).executeTakeFirstOrThrow();
    expect(order.details).toMatchObject({ language: 'zh' });
  });
});
