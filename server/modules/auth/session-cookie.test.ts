import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CIPHER_PREFIX } from '../../../domain/api/auth';
import { sm4EncryptText } from '../../../domain/crypto';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';

const signInPayload = { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX) };

async function signIn(t: TestApp) {
  return t.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/verificationUserLogin', payload: signInPayload });
}

describe('the session cookie', () => {
  let t: TestApp;
  let behindHttps: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    behindHttps = await createTestApp({ config: { PUBLIC_URL: 'https://portal.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await behindHttps.close();
  });

  it('is set by the server at sign-in, HttpOnly and SameSite, and the token stays in the answer for API clients', async () => {
    const login = await signIn(t);
    const token = login.cookies.find((cookie) => cookie.name === 'token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', value: login.json().content.token });
    expect(token?.secure).toBeFalsy();
    // What the page reads to show "signed in" is no credential.
    expect(login.cookies.find((cookie) => cookie.name === 'signedIn')).toMatchObject({ value: '1' });
    expect(login.cookies.find((cookie) => cookie.name === 'signedIn')?.httpOnly).toBeFalsy();
  });

  it('is Secure when the portal is served over https', async () => {
    const login = await signIn(behindHttps);
    expect(login.cookies.find((cookie) => cookie.name === 'token')).toMatchObject({ httpOnly: true, secure: true });
  });

  it('signs the browser in with no Authorization header, and logout clears it', async () => {
    const token = (await signIn(t)).json().content.token as string;
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/b2bCustomerWebuser/userLogin', cookies: { token }, headers: { authorization: 'null' } });
    expect(signedIn.json().returnCode).toBe('00');
    const logout = await t.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/logout', cookies: { token } });
    expect(logout.cookies.find((cookie) => cookie.name === 'token')?.maxAge).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/b2bCustomerWebuser/userLogin', cookies: { token } });
    expect(after.statusCode).toBe(401);
  });

  it("is not used by a request that changes something from another site's page", async () => {
    const token = (await signIn(t)).json().content.token as string;
    const forged = await t.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/createUreqSeq', cookies: { token }, headers: { origin: 'https://attacker.example' } });
    expect(forged.statusCode).toBe(401);
    const own = await t.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/createUreqSeq', cookies: { token }, headers: { origin: 'http://localhost' } });
    expect(own.json().returnCode).toBe('00');
  });

  it('is used from the public address when a proxy rewrites the Host header', async () => {
    const token = (await signIn(behindHttps)).json().content.token as string;
    const proxied = { host: 'app-internal:8080', origin: 'https://portal.example.com' };
    const res = await behindHttps.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/createUreqSeq', cookies: { token }, headers: proxied });
    expect(res.json().returnCode).toBe('00');
  });
});
