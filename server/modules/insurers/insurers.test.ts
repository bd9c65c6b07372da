import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fictionalUscc } from '../../../domain/validators';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

import { companyOrderRequest, demoAgentToken, payAndIssue, placeOrder } from '../../../tests/helpers/sales';

let t: TestApp;
let token: string;
const post = (url: string, payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
/** The latest messages, bodies decrypted (they are encrypted at rest). */
const outbox = async () =>
  (await t.database.db.selectFrom('outbox_message').selectAll().orderBy('id', 'desc').execute()).map((row) => ({ ...row, body: t.app.sales.sensitive.decrypt(row.body) }));

beforeAll(async () => {
  t = await createTestApp();
  token = await demoAgentToken(t);
});
afterAll(() => t.close());

describe('reference calls', () => {
  it('lists passport nationalities in Chinese and English, China first, and finds them by name or code', async () => {
    const all = (await post('/api/aig/getNationality', {})).json().content;
    expect(all[0]).toEqual({ code: 'CHN', name: '中国', nameEn: 'China' });
    expect(all.length).toBeGreaterThan(200);
    expect((await post('/api/aig/getNationality', { keyword: '德国' })).json().content).toEqual([{ code: 'DEU', name: '德国', nameEn: 'Germany' }]);
    expect((await post('/api/aig/getNationality', { keyword: 'gbr' })).json().content[0].nameEn).toBe('United Kingdom');
  });

  it('finds occupations of the product’s own table and marks the ones it refuses', async () => {
    const found = (await post('/api/aig/getOccupation', { productCode: 'aszxty', keyword: '司机' })).json();
    expect(found.returnCode).toBe('00');
    expect(found.content.length).toBeGreaterThan(0);
    for (const occupation of found.content) expect(occupation.name).toContain('司机');
    expect((await post('/api/aig/getOccupation', { productCode: 'aszxty', keyword: '' })).statusCode).toBe(400);
  });

  it('verifies an enterprise’s credit code by its check character', async () => {
    const good = fictionalUscc('91', '110105', 'MA01AB2C3');
    const verified = (await post('/api/aig/enterpriseVerification', { enterpriseName: '北京示例科技有限公司', idType: '1', idNo: good })).json().content;
    expect(verified).toMatchObject({ verified: true, idNo: good });
    const wrongLast = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    const refused = (await post('/api/aig/enterpriseVerification', { enterpriseName: '北京示例科技有限公司', idType: '1', idNo: wrongLast })).json().content;
    expect(refused).toMatchObject({ verified: false, problem: 'USCC_CHECKSUM' });
  });
});

describe('e-mails through the outbox', () => {
  it('sends an unpaid order’s pay link to the address given, or to the holder', async () => {
    const policyId = await placeOrder(t, token, companyOrderRequest(1));
    const sent = (await post('/api/policy/payUrlOrderSendEmail', { policyId, email: 'finance@company.example.cn' })).json();
    expect(sent).toMatchObject({ returnCode: '00', content: { to: 'finance@company.example.cn' } });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ channel: 'email', recipient_masked: expect.stringContaining('@company.example.cn') });
    expect(mail.body).toContain(`/pay?policyId=${policyId}`);
    expect((await post('/api/taikang/payNotice', { policyId })).json().content.to).toBe('hr1@company.example.cn');
  });

  it('sends no pay notice for a paid order, nor for another agent’s', async () => {
    const policyId = await placeOrder(t, token, companyOrderRequest(2));
    await payAndIssue(t, token, policyId);
    expect((await post('/api/taikang/payNotice', { policyId })).json().returnCode).toBe('1082');
    expect((await post('/api/taikang/payNotice', { policyId: 'P00000000NOSUCHORDER' })).json().returnCode).toBe('1081');
    expect((await post('/api/taikang/payNotice', { policyId }, {})).statusCode).toBe(401);
  });

  it('sends the application to the insurer’s underwriters with ID numbers masked', async () => {
    const request = companyOrderRequest(3);
    const policyId = await placeOrder(t, token, request);
    const sent = (await post('/api/zhongli/liBaoSendEmail', { policyId })).json();
    expect(sent.content.to).toBe('underwriting@zhonghong.insurer.example.cn');
    const [mail] = await outbox();
    expect(mail.body).toContain('被保险人 5 人');
    expect(mail.body).toContain('周明远');
    expect(mail.body).not.toContain(request.salInsuredList[0].idNumber);
  });

  it('sends an issued e-policy to the insurer with the PDF attached, and refuses before issuing', async () => {
    const policyId = await placeOrder(t, token, companyOrderRequest(4));
    const early = await t.app.inject({ method: 'GET', url: `/api/email/sendEmailToSanxing?policyId=${policyId}`, headers: { authorization: token } });
    expect(early.json().returnCode).toBe('1084');
    const policyNo = await payAndIssue(t, token, policyId);
    const sent = await t.app.inject({ method: 'GET', url: `/api/email/sendEmailToSanxing?policyId=${policyId}`, headers: { authorization: token } });
    expect(sent.json().returnCode).toBe('00');
    const [mail] = await outbox();
    expect(mail).toMatchObject({ policy_no: policyNo, attachment_name: `电子保单-${policyNo}.pdf` });
  });
});
