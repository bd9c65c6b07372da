import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../tests/fixtures/orders';
import { demoAgentToken } from '../../tests/helpers/sales';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ask = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  (await t.app.inject({ method, url, headers, payload })).json();

describe("answers in the request's language", () => {
  it('says a refusal in Chinese by default and in English when the page asks in English', async () => {
    expect(await ask('GET', '/api/product/queryProduct?p=nosuch')).toMatchObject({ returnCode: '1043', returnMsg: '产品不存在：nosuch' });
    expect(await ask('GET', '/api/product/queryProduct?p=nosuch', { 'accept-language': 'en-US' })).toMatchObject({
      returnCode: '1043',
      returnMsg: 'No such product: nosuch',
    });
  });

  it('follows the language chosen on the device (the lang cookie) over the browser’s', async () => {
    const refused = await ask('POST', '/api/authorization/queryOrderPage', { cookie: 'lang=en-US', 'accept-language': 'zh-CN,zh;q=0.9' }, {});
    expect(refused).toMatchObject({ returnCode: '401', returnMsg: 'You are not signed in, or your sign-in has expired. Please sign in again.' });
    expect(await ask('POST', '/api/authorization/queryOrderPage', {}, {})).toMatchObject({ returnMsg: '未登录或登录已过期，请重新登录。' });
  });

  it('says a success the client shows in the same language', async () => {
    const contact = { name: '周先生', phone: '13912345678', channelId: 'vasco-hotline', staffId: 'VFS-BJ01' };
    expect(await ask('POST', '/api/vasco/saveContact', { 'accept-language': 'en-US' }, contact)).toMatchObject({
      returnCode: '00',
      returnMsg: 'Submitted. We will contact you soon.',
    });
    expect(await ask('POST', '/api/vasco/saveContact', {}, contact)).toMatchObject({ returnCode: '00', returnMsg: '提交成功，我们将尽快与您联系' });
  });

  it('says the successes of answers in other shapes too: a saved order, a legacy call', async () => {
    const token = await demoAgentToken(t);
    const save = (seq: number, headers: Record<string, string>) => ask('POST', '/api/policy/saveTravelOrder', { authorization: token, ...headers }, travelOrderRequest(seq));
    expect(await save(61, { 'accept-language': 'en-US' })).toMatchObject({ returnCode: '00', returnMsg: 'Order saved.' });
    expect(await save(62, {})).toMatchObject({ returnCode: '00', returnMsg: '保存成功' });
    const bankTypes = '/api_old_ssi/hipm/enterpriseBatchUpdate_bankType.action';
    expect(await ask('POST', bankTypes, { authorization: token, 'accept-language': 'en-US' }, {})).toMatchObject({ success: true, message: 'Done.' });
    expect(await ask('POST', bankTypes, { authorization: token }, {})).toMatchObject({ success: true, message: '操作成功' });
  });

  it('words a refused field in English: the spec’s texts by their English words, zod’s own checks in its English', async () => {
    const login = '/api/b2bCustomerWebuser/loginCheck';
    expect(await ask('POST', login, {}, { loginName: '', userId: '800001', password: 'x' })).toMatchObject({ returnCode: '400', returnMsg: '请求参数不正确：loginName：请输入账号' });
    expect(await ask('POST', login, { 'accept-language': 'en-US' }, { loginName: '', userId: '800001', password: 'x' })).toMatchObject({
      returnCode: '400',
      returnMsg: 'Invalid request: loginName: Please enter your account',
    });
    const typed = await ask('POST', login, { 'accept-language': 'en-US' }, { loginName: 'demo-agent', userId: '800001', password: 5 });
    expect(typed.returnMsg).toBe('Invalid request: password: Invalid input: expected string');
  });

  it('names an unknown call in English too', async () => {
    expect(await ask('GET', '/api/no/such/call', { 'accept-language': 'en' })).toMatchObject({ returnCode: '404', returnMsg: 'No such call: GET /api/no/such/call' });
  });
});
