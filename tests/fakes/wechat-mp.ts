import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The code WeChat's authorisation page hands back, and the visitor's openid it stands for. */
export const FAKE_OAUTH_CODE = '061Abc2w3AFLMW2uo53w3KkPNW2Abc2w';
export const FAKE_OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

export interface FakeWechatMp {
  base: string;
  tokenCalls: number;
  ticketCalls: number;
  /** The ticket the fake handed out last (the test recomputes the signature with it). */
  ticket: string;
  close(): Promise<void>;
}

/** A local api.weixin.qq.com: the access token (for the right app id and secret) and the JS-SDK ticket. */
export async function startFakeWechatMp(app: { appId: string; secret: string }): Promise<FakeWechatMp> {
  const tokens = new Set<string>();
  const fake = { tokenCalls: 0, ticketCalls: 0, ticket: '' };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const answer = (body: object) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    // Slow, as a real network is: concurrent callers overlap.
    setTimeout(() => {
      if (url.pathname === '/cgi-bin/token') {
        fake.tokenCalls += 1;
        if (url.searchParams.get('appid') !== app.appId || url.searchParams.get('secret') !== app.secret) return answer({ errcode: 40125, errmsg: 'invalid appsecret' });
        const token = `TOKEN${randomBytes(8).toString('hex')}`;
        // A new token invalidates the previous one, as WeChat does.
        tokens.clear();
        tokens.add(token);
        return answer({ access_token: token, expires_in: 7200 });
      }
      if (url.pathname === '/cgi-bin/ticket/getticket') {
        fake.ticketCalls += 1;
        if (!tokens.has(url.searchParams.get('access_token') ?? '')) return answer({ errcode: 40001, errmsg: 'invalid credential' });
        fake.ticket = `TICKET${randomBytes(8).toString('hex')}`;
        return answer({ errcode: 0, errmsg: 'ok', ticket: fake.ticket, expires_in: 7200 });
      }
      if (url.pathname === '/sns/oauth2/access_token') {
        const valid = url.searchParams.get('appid') === app.appId && url.searchParams.get('secret') === app.secret && url.searchParams.get('code') === FAKE_OAUTH_CODE;
        return answer(valid ? { access_token: 'WEBTOKEN', expires_in: 7200, openid: FAKE_OPENID, scope: 'snsapi_base' } : { errcode: 40029, errmsg: 'invalid code' });
      }
      answer({ errcode: 404, errmsg: 'not found' });
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
