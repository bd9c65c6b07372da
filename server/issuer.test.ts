import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4EncryptText } from '../domain/crypto';
import { LOGIN_CIPHER_PREFIX } from '../domain/api/auth';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { createTestApp, TEST_SIGN_SECRET, type TestApp } from '../tests/helpers/test-app';
import { DEMO_AGENT } from './demo/seed';
import { SAVE_ORDER_PATHS } from './modules/orders';
import { signShareLink } from './sales/share-link';

// A well-signed link of an issuer that does not exist: only the issuer check can refuse it.
const GHOST = '999999';
const ghostSign = signShareLink(TEST_SIGN_SECRET, GHOST);

describe('an unknown issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const calls: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    { name: 'customer authority', method: 'GET', url: `/api/product/checkCustomerAuthority?p=aszxty&u=${GHOST}` },
    { name: 'notices of a product', method: 'GET', url: `/api_xxpl/getCustomerNoticeAndRootProductMaterial/aszxty/${GHOST}` },
    { name: 'sale area', method: 'GET', url: `/api_xxpl/insureArea/getInsureArea/${GHOST}/aszxty` },
    {
      name: 'reading record',
      method: 'POST',
      url: '/api/product/recordReading',
      payload: { productCode: 'aszxty', userId: GHOST, readingSessionId: randomUUID(), materialType: '1', version: 'v1', secondsSpent: 5, scrolledToPx: 0, scrollHeightPx: 0, agreed: true },
    },
    ...SAVE_ORDER_PATHS.map((path) => {
      const request = travelOrderRequest(1);
      return { name: `save ${path}`, method: 'POST' as const, url: `/api${path}`, payload: { ...request, salPolicy: { ...request.salPolicy, userId: GHOST, sign: ghostSign } } };
    }),
    {
      name: 'repeat-insurance check',
      method: 'POST',
      url: '/api/policy/checkRepeatInsurePolicy',
      payload: { userId: GHOST, sign: ghostSign, startDate: '2030-01-01', endDate: '2030-01-10', insuredList: [{ name: '测试', idType: '1', idNumber: '110101198806151232' }] },
    },
    {
      name: 'account login',
      method: 'POST',
      url: '/api/b2bCustomerWebuser/verificationUserLogin',
      payload: { loginName: DEMO_AGENT.loginName, userId: GHOST, passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX) },
    },
    { name: 'SMS code', method: 'POST', url: '/api/b2bCustomerWebuser/messagesCode', payload: { userId: GHOST, holderTelephone: '13912345678' } },
    {
      name: 'SMS login',
      method: 'POST',
      url: '/api/b2bCustomerWebuser/verificationCodeLogin',
      payload: { userId: GHOST, holderTelephone: '13912345678', verificationCode: '123456' },
    },
  ];

  it.each(calls)('is refused with 1044 by the $name call', async ({ method, url, payload }) => {
    const res = await t.app.inject({ method, url, ...(payload && { payload }) });
    expect(res.json()).toMatchObject({ returnCode: '1044', returnMsg: '出单人不存在或链接已失效，请联系您的代理人' });
  });

  it('is told apart from the known issuer on the same calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/checkCustomerAuthority?p=aszxty&u=${DEMO_AGENT.id}` });
    expect(res.json()).toMatchObject({ returnCode: '00', content: { userId: DEMO_AGENT.id, authorized: true } });
  });
});
