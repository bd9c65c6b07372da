import { expect, test } from '@playwright/test';
import { LOGIN_CIPHER_PREFIX } from '../domain/api/auth';
import { sm4EncryptText } from '../domain/crypto';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { sessionCookies } from './journeys/session';

test('an agent finds their orders by status, pays an unpaid one again and downloads an issued e-policy', async ({ page, request }) => {
  const login = await request.post('/api/b2bCustomerWebuser/verificationUserLogin', {
    data: { loginName: 'demo-agent', userId: '800001', passWord: sm4EncryptText('Demo#2026', LOGIN_CIPHER_PREFIX) },
  });
  const token: string = (await login.json()).content.token;
  const saved = await request.post('/api/policy/saveTravelOrder', { data: travelOrderRequest(400 + (Date.now() % 90)), headers: { authorization: token } });
  const orderId = String((await saved.json()).content).split(',')[0];
  await page.context().addCookies(sessionCookies(token, test.info().project.use.baseURL!));

  await page.goto('/order?u=800001&sign=x');
  await page.getByRole('tab', { name: '待支付' }).click();
  const unpaid = page.getByTestId('order-card').filter({ hasText: orderId });
  await expect(unpaid).toContainText('待支付');
  await expect(unpaid.getByRole('link', { name: '去支付' })).toHaveAttribute('href', `/pay?policyId=${orderId}`);

  // The demo policy of the README, issued by the job worker at start-up.
  await page.getByRole('tab', { name: '已出单' }).click();
  const issued = page.getByTestId('order-card').first();
  await expect(issued).toContainText('已出单');
  const [download] = await Promise.all([page.waitForEvent('download'), issued.getByRole('link', { name: '下载电子保单' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
