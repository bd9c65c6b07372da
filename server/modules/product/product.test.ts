import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOPPED_SALE_CODES } from '../../../domain/rules';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { catalog } from '../../catalog';
import { DEMO_AGENT } from '../../demo/seed';
import { linkReadingsToPolicy } from './readings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, payload })).json();

describe('product pages', () => {
  it('resolves every product on sale through queryProduct, and refuses every stopped one as stopped', async () => {
    for (const product of catalog.products) {
      const body = await get(`/api/product/queryProduct?productCode=${product.code}&userId=${DEMO_AGENT.id}`);
      if (STOPPED_SALE_CODES.includes(product.code as (typeof STOPPED_SALE_CODES)[number])) {
        expect(body, product.code).toMatchObject({ returnCode: '1043', returnMsg: '该产品已停售', content: { reason: 'stopped' } });
      } else {
        expect(body.returnCode, product.code).toBe('00');
      }
    }
  });

  it('answers the page of the spec: name, sale text, tags, underwriter line, image and tabs, by p and u too', async () => {
    const { content } = await post('/api/product/queryProduct', { p: 'tatt2024', u: DEMO_AGENT.id });
    expect(content).toMatchObject({
      productCode: 'tatt2024',
      pageName: 'tatt2024',
      productType: 'group-accident',
      productName: '团体意外伤害保险（2024版）',
      underCompany: '本产品由泰安财产保险股份有限公司承保',
      detailImgUrl: '/api/product/image/tatt2024.svg',
      flags: { dataDownloadTab: true, noDetailPage: false },
      ratesAreDemo: true,
    });
    expect(content.productTag).toContain('1-6类职业');
    expect(content.tabDtos.map((tab: { tabName: string }) => tab.tabName)).toEqual(['产品特色', '保障计划', '投保规则', '常见问题']);
    expect(content.tabDtos[1].tabContent).toContain('<table>');
  });

  it('answers in English with language 2, and names an unknown product', async () => {
    const english = await get('/api/product/queryProduct?p=rhjwly&language=2');
    expect(english.content.productName).toBe('Overseas Travel Visa Insurance');
    expect(english.content.hotlines.map((line: { number: string }) => line.number)).toContain('95550');
    expect(await get('/api/product/queryProduct?p=nosuch')).toMatchObject({ returnCode: '1043', returnMsg: '产品不存在：nosuch' });
    expect((await get('/api/product/queryProduct')).returnMsg).toContain('请提供产品代码');
  });

  it('lists the products on sale with a from-price, hiding stopped ones', async () => {
    const { content } = await get('/api/authorization/queryProductList');
    const codes = content.map((entry: { productCode: string }) => entry.productCode);
    expect(codes).toContain('MedilinkGroupZHX');
    expect(codes).not.toContain('tattyw');
    const travel = (await get('/api/authorization/queryProductList?type=travel')).content;
    expect(travel.every((entry: { productType: string; fromPremiumFen: number }) => entry.productType === 'travel' && entry.fromPremiumFen > 0)).toBe(true);
  });

  it('checks that the issuer may sell the product', async () => {
    expect((await get(`/api/product/checkCustomerAuthority?p=guofu&u=${DEMO_AGENT.id}`)).content).toEqual({ productCode: 'guofu', userId: DEMO_AGENT.id, authorized: true });
    expect((await get('/api/product/checkCustomerAuthority?p=guofu&u=null')).returnCode).toBe('1044');
  });

  it('answers the policy rules: start window, term and per-plan ages with birth-date bounds', async () => {
    const { content } = await get('/api/product/queryPolicyRegular?p=rhjwlynd366');
    expect(content.plans[0].ageRule).toMatchObject({ minYears: 18, maxYears: 60, readings: [{ maxYears: 65 }, { maxYears: 60 }] });
    expect(content.plans[0].travel).toMatchObject({ tripType: 'annual', maxTripDays: 366, nonRefundableAfterDays: 180 });
    expect(content.travel).toMatchObject({ seniorTripAge: 75, seniorMaxTripDays: 60 });
    const { earliest } = content.startDate;
    expect(content.plans[0].birthDate.latest.slice(0, 4)).toBe(String(Number(earliest.slice(0, 4)) - 18));
    const monthly = (await get('/api/product/queryPolicyRegular?p=ZLWQZA')).content;
    expect(monthly.term).toEqual({ kind: 'monthly', maxMonths: 12 });
  });

  it('answers the plans with the rate tables the client prices with', async () => {
    const { content } = await get('/api/product/queryPlans?p=hyglobal');
    expect(content.plans).toHaveLength(6);
    expect(content.rating).toMatchObject({ model: 'trip-days', ratesAreDemo: true });
    expect(content.plans[1].duties.map((duty: { dutyCode: string }) => duty.dutyCode)).toContain('covid');
  });

  it('answers the holder and insured rules as rule entries 17 and 18', async () => {
    const { content } = await get('/api/premium/queryInsuranceRules/aszxty');
    expect(content.ruleList.map((rule: { ruleType: string }) => rule.ruleType)).toEqual(['17', '18']);
    expect(content.holderDesc).toContain('不少于3人');
    expect(content.insuredDesc).toContain('1-4类职业');
  });
});

describe('documents of a product', () => {
  it('answers the agreement data in Chinese (1) and English (2)', async () => {
    const zh = await get(`/api_xxpl/getCustomerNoticeAndRootProductMaterial/gytx/${DEMO_AGENT.id}?language=1`);
    expect(zh.content).toMatchObject({ underCompanyName: '冠宇健康保险股份有限公司', ownAgentName: '北京华远保险经纪有限公司' });
    const types = zh.content.materialDtoList.map((m: { materialType: string }) => m.materialType);
    expect(types).toEqual(expect.arrayContaining(['1', '2', '3', '4', '17']));
    const en = await get(`/api_xxpl/getCustomerNoticeAndRootProductMaterial/gytx/${DEMO_AGENT.id}?language=2`);
    expect(en.content.materialDtoList.find((m: { materialType: string }) => m.materialType === '3').materialName).toBe('Health notice');
    expect(zh.content.materialDtoList[0]).toMatchObject({ materialForm: '2', whetherMandatoryRead: true, version: '2024.1' });
  });

  it('answers the disclosure and the claim guide (0000 and data) with every field', async () => {
    const disclosure = await get('/api_xxpl/getDisclosureInfoByHdProductCode/hoglobal');
    expect(Object.keys(disclosure.content).sort()).toEqual(
      ['companyName', 'cooperationEndDate', 'cooperationScope', 'cooperationStartDate', 'insuranceNoticeInfo', 'underCompanyName'].sort(),
    );
    const guide = await get('/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/hoglobal');
    expect(guide.returnCode).toBe('0000');
    expect(guide.data).toMatchObject({ domesticReportTel: '950610', smallQuickCompensation: true });
    for (const field of ['overseasReportTel', 'reportPrescription', 'paymentMethod', 'smallQuickCompensationRequire', 'smallClaims', 'smallClaimsPath', 'claimMaterialClassDtoList', 'claimMaterialList', 'claimDocuments', 'sendContacts', 'sendPhone', 'expressAddress', 'expressNotice']) {
      expect(guide.data[field], field).toBeTruthy();
    }
    const form = await t.app.inject({ method: 'GET', url: guide.data.claimDocuments[0].url });
    expect(form.headers['content-type']).toContain('text/html');
    expect(form.body).toContain('理赔申请书');
  });

  it('refuses through calls with a declared answer shape as through any other: an unknown product is 1043, not a 500', async () => {
    const agreement = await t.app.inject({ method: 'GET', url: `/api_xxpl/getCustomerNoticeAndRootProductMaterial/nosuch/${DEMO_AGENT.id}` });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.json()).toMatchObject({ returnCode: '1043', content: { reason: 'unknown' } });
    const guide = await get('/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/nosuch');
    expect(guide).toMatchObject({ returnCode: '1043', content: { productCode: 'nosuch' } });
    const regular = await get('/api/product/queryPolicyRegular?productCode=nosuch');
    expect(regular).toMatchObject({ returnCode: '1043', returnMsg: '产品不存在：nosuch' });
  });

  it("draws the product picture from its name, in the page's language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/image/pingansf.svg' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('商铺财产综合保险');
    const { content } = await post('/api/product/queryProduct', { p: 'hoschengen', u: DEMO_AGENT.id, language: 'en-US' });
    expect(content.detailImgUrl).toBe('/api/product/image/hoschengen.svg?language=en-US');
    const english = (await t.app.inject({ method: 'GET', url: content.detailImgUrl })).body;
    // Two lines of the name, none of it in Chinese.
    expect(english).toContain('>Schengen Peace-of-Mind</text>');
    expect(english).toContain('>Travel Insurance</text>');
    expect(english).toContain('Sino-Euro Property &#38; Casualty Insurance Co., Ltd.');
    expect(english).not.toMatch(/\p{Script=Han}/u);
  });
});

describe('reading records', () => {
  const reading = (overrides: object = {}) => ({
    productCode: 'rhjwly',
    readingSessionId: randomUUID(),
    materialType: '2',
    version: '2024.1',
    secondsSpent: 42,
    scrolledToPx: 3100,
    scrollHeightPx: 4000,
    viewportHeightPx: 700,
    agreed: true,
    ...overrides,
  });

  it('records an agreement with the version, time and scroll depth, and shows it later', async () => {
    const first = reading();
    const recorded = await post('/api/product/recordReading', first);
    expect(recorded.content).toMatchObject({ reachedEnd: true });
    await post('/api/product/recordReading', { ...first, materialType: '17', scrolledToPx: 100, agreed: false });
    const { content } = await get(`/api/product/readingRecords?readingSessionId=${first.readingSessionId}`);
    expect(content).toHaveLength(2);
    expect(content[0]).toMatchObject({ materialType: '2', materialName: '保险条款', version: '2024.1', secondsSpent: 42, scrolledToPx: 3100, reachedEnd: true, agreed: true });
    expect(content[1]).toMatchObject({ materialType: '17', reachedEnd: false, agreed: false });
  });

  it('keeps one agreement per document version and visitor: agreeing again on the group application adds none', async () => {
    const onProductPage = reading();
    const first = await post('/api/product/recordReading', onProductPage);
    const again = await post('/api/product/recordReading', { ...onProductPage, secondsSpent: 3 });
    expect(again.content.readingId).toBe(first.content.readingId);
    const { content } = await get(`/api/product/readingRecords?readingSessionId=${onProductPage.readingSessionId}`);
    expect(content).toHaveLength(1);
  });

  it('refuses an outdated version and a document the product does not have', async () => {
    expect(await post('/api/product/recordReading', reading({ version: '2023.1' }))).toMatchObject({ returnCode: '1052', content: { version: '2024.1' } });
    expect((await post('/api/product/recordReading', reading({ materialType: '99' }))).returnMsg).toBe('本产品未配置该文件!');
  });

  it('files a session’s readings under the policy once the order exists; listing by policy needs a sign-in', async () => {
    const session = reading();
    await post('/api/product/recordReading', session);
    expect(await linkReadingsToPolicy(t.database.db, session.readingSessionId, 'P2025000001')).toBe(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/product/readingRecords?policyId=P2025000001' });
    expect(anonymous.statusCode).toBe(401);
  });
});
