import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { multipartForm } from '../../../tests/fixtures/multipart';
import { printedPage, stampedPage } from '../../../tests/fixtures/seal-pages';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { DEMO_AGENT } from '../../demo/seed';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

describe('risk notices and underwriting', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await agentToken(t);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization = token) => t.app.inject({ method: 'GET', url, headers: { authorization } });
  const post = (url: string, payload: object, authorization = token) => t.app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const uploadSigned = (policyId: string, pages: Buffer[]) => {
    const form = multipartForm({ policyId }, pages.map((bytes, index) => ({ field: 'files', fileName: `page${index}.png`, contentType: 'image/png', bytes })));
    return t.app.inject({ method: 'POST', url: '/api/riskReport/uploadSignedFiles', ...form, headers: { ...form.headers, authorization: token } });
  };
  const planC = (seq: number) => {
    const request = groupOrderRequest(seq);
    return { ...request, salPolicy: { ...request.salPolicy, planCode: 'C' } };
  };

  it('asks nothing of three office workers insured for 300,000 yuan, and accepts them', async () => {
    const orderId = await placeOrder(t, token, groupOrderRequest(21));
    const check = (await get(`/api/riskReport/productRiskNotifyCheck?policyId=${orderId}`)).json().content;
    expect(check).toMatchObject({ level: 'none', flags: { riskIntegralFlag: '0', riskNotifyFlag: '0', riskUploadFlag: '0' }, uploadRequired: false, stage: 'assessed' });
    expect((await post('/api/policy/payBeforeUnderwriting', { policyId: orderId })).json()).toMatchObject({ returnCode: '00', content: { stage: 'accepted' } });
    const stored = await t.database.db.selectFrom('order_underwriting').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect([stored.level, stored.stage]).toEqual(['none', 'accepted']);
  });

  it('holds a policy of 1,000,000 yuan a person until the signed notice carries the company seal', async () => {
    const orderId = await placeOrder(t, token, planC(22));
    const check = (await get(`/api/riskReport/productRiskNotifyCheck?policyId=${orderId}`)).json().content;
    expect(check).toMatchObject({ level: 'upload', flags: { riskIntegralFlag: '1', riskNotifyFlag: '1', riskUploadFlag: '1' }, uploadRequired: true, sealFound: false });
    expect(check.reasons).toEqual([{ measure: 'sumPerPersonFen', level: 'upload', value: 100_000_000, limit: 100_000_000, text: '每人最高保险金额 100万元（≥100万元，须签章上传风险告知书）' }]);
    expect((await post('/api/policy/payBeforeUnderwriting', { policyId: orderId })).json()).toMatchObject({ returnCode: '1302' });

    const pdf = await get(`/api/riskReport/createRiskReportPdf?policyId=${orderId}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const blank = await get('/api/riskReport/downloadRiskNotify?productCode=aszxty');
    expect(blank.headers['content-disposition']).toContain('attachment');
    expect(blank.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A signed page without a seal is kept, and does not pass.
    const unsealed = (await uploadSigned(orderId, [await printedPage()])).json();
    expect(unsealed).toMatchObject({ returnCode: '00', content: { sealFound: false } });
    expect((await post('/api/policy/payBeforeUnderwriting', { policyId: orderId })).json().returnCode).toBe('1302');
    const sealed = (await uploadSigned(orderId, [await stampedPage()])).json();
    expect(sealed).toMatchObject({ returnCode: '00', returnMsg: '上传成功，已识别公章', content: { sealFound: true } });
    expect(await t.app.sales.files.read(sealed.content.files[0].path)).toEqual(await stampedPage());
    expect((await post('/api/policy/payBeforeUnderwriting', { policyId: orderId })).json()).toMatchObject({ returnCode: '00', content: { stage: 'accepted', sealFound: true } });
    // Underwriting after payment is for paid orders only.
    expect((await post('/api/policy/postUnderwriting', { policyId: orderId })).json().returnCode).toBe('1303');
  });

  it('takes no money for an order whose sealed notice is missing, and pays it once underwritten', async () => {
    const orderId = await placeOrder(t, token, planC(24));
    const balance = { policyId: orderId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password };
    expect((await post('/api/policy/balancePayPolicy', balance)).json()).toMatchObject({ returnCode: '1302' });
    expect((await post('/api/pay/icyPay', { policyId: orderId, payMethod: '0' })).json().returnCode).not.toBe('00');
    await uploadSigned(orderId, [await stampedPage()]);
    expect((await post('/api/policy/payBeforeUnderwriting', { policyId: orderId })).json().returnCode).toBe('00');
    expect(await payAndIssue(t, token, orderId)).toBeTruthy();
    expect((await post('/api/policy/postUnderwriting', { policyId: orderId })).json()).toMatchObject({ returnCode: '00', content: { stage: 'accepted' } });
  });

  it('checks a stored page for a seal', async () => {
    const stamped = await t.app.sales.files.save(await stampedPage('jpeg'), 'jpg');
    const printed = await t.app.sales.files.save(await printedPage(), 'png');
    expect((await post('/api/riskReport/ocrOfficialSeal', { filePath: stamped })).json()).toMatchObject({ returnCode: '00', content: { found: true } });
    expect((await post('/api/riskReport/ocrOfficialSeal', { filePath: printed })).json()).toMatchObject({ returnCode: '00', content: { found: false, seals: [] } });
  });

  it('computes the flags of an application before it is saved, by its product rules', async () => {
    const state = async (occupationLevels: number[], productCode = 'guofu') =>
      (await post('/api_xxpl/control/controlRule/verifyState', { productCode, occupationLevels }, 'null')).json().content;
    expect(await state([1, 1, 1, 1, 1])).toMatchObject({ level: 'none', flags: { riskIntegralFlag: '0' } });
    expect(await state([5, 1, 1, 1, 1])).toMatchObject({ level: 'notify', highRiskCount: 1, flags: { riskNotifyFlag: '1', riskUploadFlag: '0' } });
    expect(await state([6, 5, 1, 1, 1])).toMatchObject({ level: 'upload', flags: { riskUploadFlag: '1' } });
    expect(await state([6, 5, 5, 5, 1])).toMatchObject({ level: 'refuse' });
    expect((await post('/api_xxpl/control/controlRule/verifyState', {})).json().returnCode).toBe('400');
    // The product's own flags say which checks its rules can ask for.
    const customer = (await get('/api/customer/productCode?productCode=aszxty')).json().content;
    expect(customer).toMatchObject({ riskIntegralFlag: '1', riskNotifyFlag: '1', riskUploadFlag: '1' });
  });

  it('inspects an order: who is not verified, which notice is missing', async () => {
    const request = planC(23);
    const orderId = await placeOrder(t, token, request);
    const inspection = (await post('/api/policy/orderInspectionCheck', { policyId: orderId })).json().content;
    expect(inspection).toMatchObject({ verifiedCount: 0, riskNoticeRequired: true, riskNoticeUploaded: false, passed: false });
    expect(inspection.problems).toEqual([`3位被保险人未完成身份核验：${request.salInsuredList.map((person) => person.name).join('、')}`, '请上传已签字并加盖公章的风险告知书']);
    const other = await agentToken(t, '800778');
    expect((await post('/api/policy/orderInspectionCheck', { policyId: orderId }, other)).json().returnCode).toBe('1081');
  });
});
