import { expect, test } from '@playwright/test';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { signInPage } from './journeys/session';
import { freshTravelSeq } from './journeys/people';

test('an agent finds their orders by status, pays an unpaid one again and downloads an issued e-policy', async ({ page, request }) => {
  const token = await signInPage(page, request);
  const saved = await request.post('/api/policy/saveTravelOrder', { data: travelOrderRequest(freshTravelSeq()), headers: { authorization: token } });
  const orderId = String((await saved.json()).content).split(',')[0];

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

test('an order refused at payment, its people covered by another paid first, is refunded and found under 已退款', async ({ page, request }) => {
  const token = await signInPage(page, request);
  const seq = freshTravelSeq();
  const save = async () => String((await (await request.post('/api/policy/saveTravelOrder', { data: travelOrderRequest(seq), headers: { authorization: token } })).json()).content).split(',')[0];
  const [first, second] = [await save(), await save()];
  // Both cashiers open before either is paid; the second payer pays too late.
  const cashier = async (policyId: string) => (await (await request.post('/api/policy/onlinePayPolicy', { data: { policyId, payMethod: '0' }, headers: { authorization: token } })).json()).content.payUrl as string;
  const [firstCashier, secondCashier] = [await cashier(first), await cashier(second)];
  for (const url of [firstCashier, secondCashier]) {
    await page.goto(url);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL((address) => !address.pathname.includes('/cashier/'));
  }
  const status = async (policyId: string) => (await (await request.post('/api/pay/selectYtPayStatus', { data: { policyId }, headers: { authorization: token } })).json()).returnCode;
  await expect.poll(() => status(first)).toBe('00');
  await expect.poll(() => status(second)).toBe('1061');

  await page.goto('/order?u=800001&sign=x');
  await page.getByRole('tab', { name: '已退款' }).click();
  await expect(page.getByTestId('order-card').filter({ hasText: second })).toContainText('已退款');
  await expect(page.getByTestId('order-card').filter({ hasText: first })).toHaveCount(0);
});
