import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

import { companyOrderRequest, demoAgentToken, payAndIssue, placeOrder } from '../../../tests/helpers/sales';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { policyAccess, QUERY_ACCESS_MS } from '../../sales/policy-access';

let t: TestApp;
let token: string;
const BASE = '/api_old_ssi/hipm';
const post = (action: string, payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${action}`, payload: payload as object, headers });
/** The old pages post forms. */
const postForm = (action: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/${action}`,
    payload: new URLSearchParams(form).toString(),
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await demoAgentToken(t);
});
afterAll(() => t.close());

describe('the chargeback of a policy', () => {
  it('answers the refund of a cancelled policy in the legacy shape', async () => {
    const policyId = await placeOrder(t, token, travelOrderRequest(41));
    const policyNo = await payAndIssue(t, token, policyId);
    expect((await postForm('policymanager_chargebackBody.action', { policyNo })).json()).toEqual({ success: false, message: `保单${policyNo}没有退费记录`, data: null });

    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/authorization/policyOperation/cancelTB', payload: { policyNo, access } });
    expect(cancelled.json().returnCode).toBe('00');
    const body = (await postForm('policymanager_chargebackBody.action', { policyNo })).json();
    expect(body).toMatchObject({ success: true, data: { policyNo, kind: 'cancellation', refund: body.data.premium } });
    expect(body.returnCode).toBeUndefined();
  });

  it('answers a bad or anonymous request in the legacy shape too', async () => {
    expect((await post('policymanager_chargebackBody.action', {})).json()).toMatchObject({ success: false, data: null });
    const anonymous = await post('policymanager_chargebackBody.action', { policyNo: 'X1' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });
});

describe('the enterprise bank-account batch', () => {
  it('offers banks, account types and the agent’s enterprise policies', async () => {
    const policyNo = await payAndIssue(t, token, await placeOrder(t, token, companyOrderRequest(5)));
    const init = (await post('enterpriseBatchUpdate_bankInit.action', {})).json();
    expect(init.success).toBe(true);
    expect(init.data.policies).toEqual(expect.arrayContaining([expect.objectContaining({ policyNo })]));
    expect(init.data.banks).toContainEqual({ bankCode: '308', bankName: '招商银行' });
    expect((await post('enterpriseBatchUpdate_bankType.action', {})).json().data).toEqual(init.data.accountTypes);
    expect((await postForm('enterpriseBatchUpdate_bankInfos.action', { keyword: '建设' })).json().data).toEqual([{ bankCode: '105', bankName: '中国建设银行' }]);
    expect((await postForm('enterpriseBatchUpdate_billingDepositBankCode.action', { bankName: '工商银行' })).json().data.bankCode).toBe('102');
    expect((await postForm('enterpriseBatchUpdate_billingDepositBankCode.action', { bankName: '招商银行深圳南山支行' })).json().data.bankCode).toBe('308');
    expect((await postForm('enterpriseBatchUpdate_billingDepositBankCode.action', { bankName: '火星银行' })).json().success).toBe(false);
  });

  it('saves a batch of new accounts encrypted, or nothing when a line is wrong', async () => {
    const policyNo = await payAndIssue(t, token, await placeOrder(t, token, companyOrderRequest(6)));
    const item = { policyNo, bankCode: '308', accountType: '1', accountName: '南京示例6号科技有限公司', accountNo: '6225880123456789' };
    const refused = (await postForm('enterpriseBatchUpdate_savePropertyBatch.action', { items: JSON.stringify([item, { ...item, policyNo: 'NOSUCHPOLICY' }]) })).json();
    expect(refused).toMatchObject({ success: false, message: '第2行：保单NOSUCHPOLICY不存在' });
    expect(await t.database.db.selectFrom('enterprise_bank_update').selectAll().execute()).toHaveLength(0);

    const saved = (await postForm('enterpriseBatchUpdate_savePropertyBatch.action', { items: JSON.stringify([item]) })).json();
    expect(saved).toMatchObject({ success: true, data: { count: 1, batchNo: expect.stringMatching(/^EB/) } });
    const [row] = await t.database.db.selectFrom('enterprise_bank_update').selectAll().execute();
    expect(row).toMatchObject({ bank_code: '308', account_no_masked: '************6789' });
    expect(row.account_no_enc).not.toContain('6225880123456789');
    expect((await post('enterpriseBatchUpdate_savePropertyBatch.action', { items: [{ ...item, accountNo: '12' }] })).json()).toMatchObject({
      success: false,
      message: '银行账号应为8-30位数字',
    });
  });

  it('refuses an individual’s policy', async () => {
    const policyNo = await payAndIssue(t, token, await placeOrder(t, token, travelOrderRequest(42)));
    const item = { policyNo, bankCode: '308', accountType: '2', accountName: '测试投保人', accountNo: '6225880123456789' };
    expect((await post('enterpriseBatchUpdate_savePropertyBatch.action', { items: [item] })).json().message).toBe(`第1行：保单${policyNo}的投保人不是企业`);
  });
});
