import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_REQUIRED, leadingZeroBits, PROOF_OF_WORK_HEADER, proofMessage } from '../../domain/crypto/proof-of-work';
import { ApiError, createHttpClient, type Fetcher, type HttpEffects } from './http';

interface Reply {
  status?: number;
  body?: unknown;
  network?: boolean;
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

function setup(reply: Reply | ((sent: Sent) => Reply), path = '/order', language = 'zh-CN') {
  const seen: Sent[] = [];
  const fetcher: Fetcher = async (url, init) => {
    const sent = { url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body, signal: init.signal! };
    seen.push(sent);
    const r = typeof reply === 'function' ? reply(sent) : reply;
    if (r.network) throw new TypeError('Failed to fetch');
    return new Response(typeof r.body === 'string' ? r.body : JSON.stringify(r.body), { status: r.status ?? 200 });
  };
  const effects: HttpEffects = {
    showMessage: vi.fn(),
    showError: vi.fn(),
    openLogin: vi.fn(),
    goToError: vi.fn(),
    currentPath: () => path,
    language: () => language,
  };
  return { client: createHttpClient(effects, fetcher), effects, seen };
}

/** A server that never answers: the request ends only when the client aborts it. */
function silentServer() {
  const effects = { showMessage: vi.fn(), showError: vi.fn(), openLogin: vi.fn(), goToError: vi.fn(), currentPath: () => '/', language: () => 'zh-CN' };
  const fetcher: Fetcher = (_url, init) =>
    new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  return { client: createHttpClient(effects, fetcher), effects };
}

describe('the HTTP client', () => {
  it('answers a server challenge with a proof of work and sends the request once more', async () => {
    const { client, seen } = setup((sent) =>
      sent.headers[PROOF_OF_WORK_HEADER]
        ? { body: { returnCode: '00', content: 'signed in' } }
        : { body: { returnCode: CHALLENGE_REQUIRED, returnMsg: '请完成安全验证', content: { challenge: 'v1.8.9999999999.seed.mac' } } },
    );
    const answer = await client.post('/b2bCustomerWebuser/verificationUserLogin', {});
    expect(answer.content).toBe('signed in');
    expect(seen).toHaveLength(2);
    const [challenge, nonce] = String(seen[1].headers[PROOF_OF_WORK_HEADER]).split(':');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(proofMessage(challenge, Number(nonce)))));
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(8);
  });

  it('adds /api only to paths without "api"', async () => {
    const { client, seen } = setup({ body: { returnCode: '00', content: 1 } });
    await client.post('/policy/saveOrder', {});
    await client.get('/api_xxpl/getDisclosureInfoByHdProductCode/x');
    await client.post('/api/product/queryProduct', {});
    expect(seen.map((c) => c.url)).toEqual(['/api/policy/saveOrder', '/api_xxpl/getDisclosureInfoByHdProductCode/x', '/api/product/queryProduct']);
  });

  it('leaves the session to the server-set HttpOnly cookie: no token in a header the script would have to read', async () => {
    const { client, seen } = setup({ body: { returnCode: '00' } });
    await client.get('/x');
    expect(seen[0].headers.Authorization).toBeUndefined();
  });

  it('sends JSON by default and form-encoded on request', async () => {
    const { client, seen } = setup({ body: { returnCode: '00' } });
    await client.post('/a', { x: 1 });
    await client.post('/b', { enterpriseName: '星河科技', idType: 1 }, { formEncode: true });
    expect(seen[0].headers['Content-Type']).toBe('application/json');
    expect(seen[0].body).toBe('{"x":1}');
    expect(seen[1].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(seen[1].body)).toBe('enterpriseName=%E6%98%9F%E6%B2%B3%E7%A7%91%E6%8A%80&idType=1');
  });

  it('sends no body and no content type without data, and GET parameters in the query', async () => {
    const { client, seen } = setup({ body: { returnCode: '00' } });
    await client.post('/policy/saveOrder');
    await client.get('/product/queryPlans', { productCode: 'aszxty', language: undefined, page: 2 });
    expect(seen[0]).toMatchObject({ method: 'POST', body: undefined });
    expect(seen[0].headers['Content-Type']).toBeUndefined();
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/product/queryPlans?productCode=aszxty&page=2' });
  });

  it.each([
    ['/policy/saveOrder', 180_000],
    ['/file/parseInsuredExcelFL', 300_000],
  ])('gives %s up after %i ms with a timeout message', async (url, timeout) => {
    vi.useFakeTimers();
    try {
      const { client, effects } = silentServer();
      const outcome = client.post(url, {}).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(timeout - 1);
      expect(effects.showMessage).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toMatchObject({ kind: 'network', message: '请求超时，请稍后重试' });
      expect(effects.showMessage).toHaveBeenCalledWith('请求超时，请稍后重试', 3000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the caller aborts", async () => {
    const { client } = silentServer();
    const controller = new AbortController();
    const outcome = client.post('/certificate/analysisImages', [], { silent: true, signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ kind: 'network' });
  });

  it('hands binary answers over as they are, and fails them by status', async () => {
    const pdf = setup({ body: '%PDF-1.7' });
    await expect((await pdf.client.blob('/policy/downloadPolicy', { policyNo: 'P1' })).text()).resolves.toBe('%PDF-1.7');
    expect(pdf.seen[0].method).toBe('POST');
    const missing = setup({ status: 404, body: '' });
    await expect(missing.client.blob('/policy/downloadPolicy/P2')).rejects.toMatchObject({ status: 404 });
    expect(missing.seen[0].method).toBe('GET');
  });

  it.each(['00', '0000', '1', '1048', '1042'])('treats return code %s as success', async (code) => {
    const { client, effects } = setup({ body: { returnCode: code, content: 'ok' } });
    await expect(client.post('/x')).resolves.toMatchObject({ content: 'ok', returnCode: code });
    expect(effects.showMessage).not.toHaveBeenCalled();
  });

  it('treats numeric code 1 as success, and 1070 only in batch calls', async () => {
    await expect(setup({ body: { code: 1 } }).client.post('/x')).resolves.toBeDefined();
    await expect(setup({ body: { returnCode: '1070' } }).client.post('/group/batch/submitBatchData')).resolves.toBeDefined();
    await expect(setup({ body: { returnCode: '1070', returnMsg: 'no' } }).client.post('/policy/x')).rejects.toBeInstanceOf(ApiError);
  });

  it('shows returnMsg, else message, else error, for 3 s and fails', async () => {
    for (const [body, text] of [
      [{ returnCode: '9', returnMsg: 'A', message: 'B' }, 'A'],
      [{ returnCode: '9', message: 'B', error: 'C' }, 'B'],
      [{ returnCode: '9', error: 'C' }, 'C'],
    ] as const) {
      const { client, effects } = setup({ body });
      await expect(client.post('/x')).rejects.toMatchObject({ returnCode: '9', message: text });
      expect(effects.showMessage).toHaveBeenCalledWith(text, 3000);
    }
  });

  it('does not judge legacy .action URLs by return code', async () => {
    const { client, effects } = setup({ body: { returnCode: '77', anything: true } });
    await expect(client.post('/api_old_ssi/hipm/policymanager_chargebackBody.action')).resolves.toBeDefined();
    expect(effects.showMessage).not.toHaveBeenCalled();
  });

  it('stays quiet for calls on the bypass list and for silent calls, but still fails them', async () => {
    const { client, effects } = setup({ body: { returnCode: '1049', returnMsg: '处理中' } });
    await expect(client.post('/pay/selectYtPayStatus', { policyId: 'P1' })).rejects.toMatchObject({ returnCode: '1049' });
    await expect(client.post('/product/queryProduct', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(effects.showMessage).not.toHaveBeenCalled();
  });

  it('shows login-code failures only when the code is 9999', async () => {
    const other = setup({ body: { returnCode: '2001', returnMsg: '验证码错误' } });
    await expect(other.client.get('/b2bCustomerWebuser/verificationCodeLogin')).rejects.toBeInstanceOf(ApiError);
    expect(other.effects.showMessage).not.toHaveBeenCalled();
    const fatal = setup({ body: { returnCode: '9999', returnMsg: '系统繁忙' } });
    await expect(fatal.client.get('/b2bCustomerWebuser/messagesCode')).rejects.toBeInstanceOf(ApiError);
    expect(fatal.effects.showMessage).toHaveBeenCalledWith('系统繁忙', 3000);
  });

  it('sends 1043 to /error with its title, except on the policy-info pages', async () => {
    const portal = setup({ body: { returnCode: '1043', returnMsg: '该产品已停售' } }, '/aszxty');
    await expect(portal.client.post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(portal.effects.goToError).toHaveBeenCalledWith('该产品已停售');
    const policyInfo = setup({ body: { returnCode: '1043', returnMsg: '该产品已停售' } }, '/policyInfo/index');
    await expect(policyInfo.client.post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(policyInfo.effects.goToError).not.toHaveBeenCalled();
  });

  it('on 401 shows the login-expired message and opens the login dialog', async () => {
    const { client, effects } = setup({ status: 401, body: { returnCode: '401', returnMsg: 'x' } });
    await expect(client.post('/authorization/queryOrderPage')).rejects.toMatchObject({ status: 401 });
    expect(effects.showMessage).toHaveBeenCalledWith('未登录或登录已过期，请重新登录。', 3000);
    expect(effects.openLogin).toHaveBeenCalled();
  });

  it('after a 401, waits for the sign-in and sends the same write once more, with its same idempotency key', async () => {
    let signedIn = false;
    const { client, effects, seen } = setup(() => (signedIn ? { body: { returnCode: '00', data: { policyId: 'P1' } } } : { status: 401, body: { returnCode: '401' } }));
    vi.mocked(effects.openLogin).mockImplementation(async () => {
      signedIn = true;
      return true;
    });
    const answer = await client.post('/policy/saveOrder', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });

    expect(answer.data).toEqual({ policyId: 'P1' });
    expect(effects.openLogin).toHaveBeenCalledTimes(1);
    expect(seen.map((sent) => [sent.headers['Idempotency-Key'], sent.body])).toEqual([
      ['k-1', '{"a":1}'],
      ['k-1', '{"a":1}'],
    ]);
  });

  it('after a 401 whose sign-in is closed, refuses the call and sends nothing more', async () => {
    const { client, effects, seen } = setup({ status: 401, body: { returnCode: '401' } });
    vi.mocked(effects.openLogin).mockResolvedValue(false);
    await expect(client.blob('/riskReport/createRiskReportPdf?policyId=P1')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });

  it.each([
    [400, '发出的请求有错误，服务器没有进行新建或修改数据的操作。'],
    [403, '用户得到授权，但是访问是被禁止的。'],
    [404, '发出的请求针对的是不存在的记录，服务器没有进行操作。'],
    [500, '服务器发生错误，请检查服务器。'],
    [502, '网关错误。'],
    [503, '服务不可用，服务器暂时过载或维护。'],
    [504, '网关超时。'],
  ])('names status %i with its description', async (status, description) => {
    const { client, effects } = setup({ status, body: '' });
    await expect(client.get('/policy/x')).rejects.toMatchObject({ status });
    await vi.waitFor(() => expect(effects.showError).toHaveBeenCalledWith(`请求错误 ${status}: /api/policy/x`, description));
  });

  it('prefers the server message of an error status when it has one', async () => {
    const { client, effects } = setup({ status: 400, body: { returnCode: '400', returnMsg: '请求参数不正确：phone：无效' } });
    await expect(client.post('/x')).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(effects.showError).toHaveBeenCalledWith('请求错误 400: /api/x', '请求参数不正确：phone：无效'));
  });

  it('shows the error message of a network failure', async () => {
    const { client, effects } = setup({ network: true });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(effects.showMessage).toHaveBeenCalledWith('网络异常，请检查网络连接', 3000);
  });

  it("asks the server to answer in the page's language", async () => {
    const english = setup({ body: { returnCode: '00', content: null } }, '/order', 'en-US');
    await english.client.post('/policy/emailEpolicy', {});
    expect(english.seen[0].headers['Accept-Language']).toBe('en-US');
    const chinese = setup({ body: { returnCode: '00', content: null } });
    await chinese.client.get('/policy/x');
    expect(chinese.seen[0].headers['Accept-Language']).toBe('zh-CN');
  });

  it('speaks English on an English page: sign-in, status and network messages', async () => {
    const signedOut = setup({ status: 401, body: { returnCode: '401', returnMsg: '未登录或登录已过期，请重新登录。' } }, '/order', 'en-US');
    await expect(signedOut.client.post('/authorization/queryOrderPage')).rejects.toMatchObject({ status: 401 });
    expect(signedOut.effects.openLogin).toHaveBeenCalledWith('You are not signed in, or your sign-in has expired. Please sign in again.');
    const failing = setup({ status: 503, body: '' }, '/order', 'en-US');
    await expect(failing.client.get('/policy/x')).rejects.toMatchObject({ status: 503 });
    await vi.waitFor(() =>
      expect(failing.effects.showError).toHaveBeenCalledWith('Request error 503: /api/policy/x', 'Service unavailable: the server is overloaded or under maintenance.'),
    );
    const offline = setup({ network: true }, '/order', 'en-US');
    await expect(offline.client.get('/x')).rejects.toMatchObject({ kind: 'network', message: 'Network error: please check your connection.' });
  });
});
