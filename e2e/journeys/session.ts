import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGIN_CIPHER_PREFIX } from '../../domain/api/auth';
import { sm4EncryptText } from '../../domain/crypto';

/** The demo issuing account of the README. */
export const DEMO_AGENT = { id: '800001', loginName: 'demo-agent', password: 'Demo#2026' };

/** The cookies the server sets at sign-in (decision 024), for a browser context given a token signed in elsewhere. */
export function sessionCookies(token: string, url: string) {
  return [
    { name: 'token', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: 'signedIn', value: '1', url, sameSite: 'Lax' as const },
  ];
}

let demoAgentToken: Promise<string> | undefined;

/**
 * The demo agent's token for direct calls. Signed in once per test worker: sign-ins are limited per address (the
 * end-to-end server allows 100 a minute, SIGN_IN_PER_ADDRESS) and every journey comes from 127.0.0.1.
 */
export function agentToken(request: APIRequestContext): Promise<string> {
  demoAgentToken ??= request
    .post('/api/b2bCustomerWebuser/verificationUserLogin', {
      data: { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX) },
    })
    .then(async (response) => {
      const token: unknown = (await response.json()).content?.token;
      if (typeof token !== 'string') throw new Error(`the demo agent could not sign in (HTTP ${response.status()})`);
      return token;
    });
  return demoAgentToken.catch((error: unknown) => {
    demoAgentToken = undefined;
    throw error;
  });
}

/** Signs the demo agent in on the page (its token cookie) and answers the token for direct calls. */
export async function signInPage(page: Page, request: APIRequestContext): Promise<string> {
  const token = await agentToken(request);
  await page.context().addCookies(sessionCookies(token, test.info().project.use.baseURL!));
  return token;
}

/** Signs the demo agent in on /login as a person does, with a token of its own (signing out revokes only that one). */
export async function signInOnLoginPage(page: Page): Promise<void> {
  await page.goto(`/login?u=${DEMO_AGENT.id}`);
  await page.getByLabel('账号').fill(DEMO_AGENT.loginName);
  await page.getByLabel('密码').fill(DEMO_AGENT.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/policyManage/);
}
