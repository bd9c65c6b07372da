import { expect, test } from '@playwright/test';
import { todayInBeijing } from '../domain/validators';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { agentToken } from './journeys/session';
import { freshTravelSeq } from './journeys/people';

test('an operator opens the statement checks with the operators’ token and sees the day’s check of the sandbox', async ({ page, request }) => {
  // A payment of today at the sandbox cashier, then the daily check run for today.
  const token = await agentToken(request);
  const saved = await (await request.post('/api/policy/saveOrder', { data: travelOrderRequest(freshTravelSeq()), headers: { authorization: token } })).json();
  const policyId: string = saved.content.split(',')[0];
  const paying = await (await request.post('/api/policy/onlinePayPolicy', { data: { policyId, payMethod: '0' }, headers: { authorization: token } })).json();
  await page.goto(paying.content.payUrl);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result\?/);
  const today = todayInBeijing();
  expect((await request.post('/api/dev/statement-checks', { data: { billDate: today } })).ok()).toBe(true);

  await page.goto('/ops/statements');
  await expect(page.getByRole('heading', { name: '对账差异' })).toBeVisible();
  await page.getByLabel('运维口令').fill('not-the-operators-token');
  await page.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('alert')).toHaveText('运维口令不正确');

  await page.getByLabel('运维口令').fill(E2E_OPS_TOKEN);
  await page.getByRole('button', { name: '查看' }).click();
  const day = page.getByRole('region', { name: today });
  await expect(day.getByRole('heading', { name: '沙箱' })).toBeVisible();
  await expect(day.getByText('无差异')).toBeVisible();

  // The token stays for the tab: a reload shows the checks again; signing out asks for it.
  await page.reload();
  await expect(page.getByRole('region', { name: today })).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByLabel('运维口令')).toBeVisible();
});
