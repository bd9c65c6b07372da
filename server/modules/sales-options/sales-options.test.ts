import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

import { catalog } from '../../catalog';
import { companyOrderRequest, DEMO_AGENT, demoAgentToken, payAndIssue, placeOrder } from '../../../tests/helpers/sales';

let t: TestApp;
let token: string;
const post = (url: string, payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });

beforeAll(async () => {
  t = await createTestApp();
  token = await demoAgentToken(t);
});
afterAll(() => t.close());

describe('what a product offers', () => {
  it('answers the plans, methods, start dates and list size of a group product', async () => {
    const options = (await post('/api/policy/options', { productCode: 'MedilinkGroupZHX', language: '2' })).json().content;
    const product = catalog.find('MedilinkGroupZHX')!;
    expect(options.plans).toEqual(product.plans.map((plan) => ({ planCode: plan.planCode, planName: plan.planName.en })));
    expect(options.holderTypes).toEqual(['C']);
    expect(options.insuredCount).toEqual({ min: product.group!.minInsured, max: product.group!.maxInsured });
    expect(options.startDate.earliest).toBe(addDays(todayInBeijing(), product.startDate.earliestInDays));
    expect((await post('/api/policy/options', { productCode: 'tpsfty' })).json().returnCode).toBe('1043');
  });

  it('answers a plan’s sums insured, and the range a property duty may take', async () => {
    const fixed = (await post('/api/policy/selectCoverageAmount', { productCode: 'MedilinkGroupZHX', planCode: 'ZHX-B' })).json().content;
    expect(fixed[0]).toMatchObject({ sumInsuredFen: 50_000_000 });
    expect(fixed[0].choice).toBeUndefined();
    const property = catalog.products.find((product) => product.rating.model === 'sum-insured-rate' && !product.flags.stoppedFromSale)!;
    const ranged = (await post('/api/policy/selectCoverageAmount', { productCode: property.code, planCode: property.plans[0].planCode })).json().content;
    expect(ranged.some((duty: { choice?: unknown }) => duty.choice)).toBe(true);
    expect((await post('/api/policy/selectCoverageAmount', { productCode: 'MedilinkGroupZHX', planCode: 'NONE' })).json().returnCode).toBe('1085');
  });

  it('splits a long list into as few group policies as the limit allows, nearly equal', async () => {
    const split = (await post('/api/policy/splitType', { productCode: 'MedilinkGroupZHX', insuredCount: 7001 })).json().content;
    expect(split).toEqual({ splitType: 'group', policyCount: 3, sizes: [2334, 2334, 2333] });
    expect((await post('/api/policy/splitType', { productCode: 'hoschengen', insuredCount: 2 })).json().content).toEqual({ splitType: 'individual', policyCount: 2, sizes: [1, 1] });
    expect((await post('/api/policy/splitType', { productCode: 'MedilinkGroupZHX', insuredCount: 1 })).json().returnCode).toBe('1086');
  });

  it('names the underwriting company', async () => {
    const company = (await post('/api/policy/getCompanyName', { p: 'MedilinkGroupZHX' })).json().content;
    expect(company).toMatchObject({ insurerCode: 'zhonghong', companyName: '众鸿人寿保险有限公司' });
  });
});

describe('an order of the agent', () => {
  it('shows its quotation insured by insured, with names and numbers masked', async () => {
    const request = companyOrderRequest(1);
    const policyId = await placeOrder(t, token, request);
    const quotation = (await post('/api/policy/getPolicyQuotation', { policyId })).json().content;
    expect(quotation.insureds).toHaveLength(5);
    expect(quotation.insureds.reduce((sum: number, insured: { premiumFen: number }) => sum + insured.premiumFen, 0)).toBe(quotation.totalPremiumFen);
    expect(JSON.stringify(quotation)).not.toContain(request.salInsuredList[0].idNumber);
    expect((await post('/api/policy/getPolicyQuotation', { policyId }, {})).statusCode).toBe(401);
  });

  it('is payable until paid, then carries its policy number', async () => {
    const policyId = await placeOrder(t, token, companyOrderRequest(2));
    expect((await post('/api/policy/insuledPolicy', { policyId })).json().content).toMatchObject({ status: 'unpaid', payable: true, policyNo: null });
    const policyNo = await payAndIssue(t, token, policyId);
    expect((await post('/api/policy/insuledPolicy', { policyId })).json().content).toMatchObject({ status: 'issued', payable: false, policyNo });
  });
});

describe('issuing accounts', () => {
  it('says whether the issuer sells through the Yan channel', async () => {
    expect((await get(`/api/policy/isYanChannel?u=${DEMO_AGENT.id}`)).json().content).toBe(false);
    await t.database.db.updateTable('agent').set({ sales_channel: 'yan' }).where('id', '=', DEMO_AGENT.id).execute();
    expect((await get(`/api/policy/isYanChannel?u=${DEMO_AGENT.id}`)).json().content).toBe(true);
    expect((await get('/api/policy/isYanChannel?u=999999')).json().returnCode).toBe('1044');
  });

  it('finds the issuer id behind a login name', async () => {
    expect((await get(`/api/customer/queryWebuserIdByLoginName?loginName=${DEMO_AGENT.loginName}`)).json().content).toMatchObject({ userId: DEMO_AGENT.id });
    expect((await get('/api/customer/queryWebuserIdByLoginName?loginName=nobody')).json().returnCode).toBe('1087');
  });
});
