import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { formatYuan } from '../domain/money';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { agentToken } from './journeys/session';
import { freshTravelSeq } from './journeys/people';

const PHONE_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test('an order paid through the sandbox cashier reaches /result-success by polling, and its e-policy downloads', async ({ page, request, browser }) => {
  // No order form exists yet: the order is saved through the API, then paid in the browser.
  const order = travelOrderRequest(freshTravelSeq());
  const token = await agentToken(request);
  const saved = await (await request.post('/api/policy/saveOrder', { data: order, headers: { authorization: token } })).json();
  expect(saved.returnCode).toBe('00');
  const policyId: string = saved.content.split(',')[0];

  await page.goto(`/pay?policyId=${policyId}`);
  // The amount and the deadline read as the cashier's: grouped yuan, Beijing time.
  await expect(page.getByText(formatYuan(saved.data.totalPremiumFen), { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）$/)).toBeVisible();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('您还没有选择支付方式！')).toBeVisible();

  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '支付' });
  await expect(dialog.getByText(saved.data.totalPremium)).toBeVisible();
  await dialog.getByRole('button', { name: '前往支付' }).click();

  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await expect(page.getByText('沙箱收银台')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/result\\?policyId=${policyId}`));
  await expect(page.getByText('正在确认支付结果')).toBeVisible();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // The job worker issues the policy at once in test mode.
  let policyNo: string | null = null;
  await expect
    .poll(async () => {
      const status = await (await request.post('/api/pay/selectYtPayStatus', { data: { policyId } })).json();
      policyNo = status.content?.policyNo ?? null;
      return policyNo;
    }, { timeout: 20_000 })
    .toMatch(/^EP\d{16}$/);

  // Downloads work in the phone's own browser (WeChat blocks them).
  const context = await browser.newContext({ userAgent: PHONE_BROWSER_UA, viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN', acceptDownloads: true });
  const phone = await context.newPage();
  await phone.goto('/astp/policyQuery');
  await phone.getByLabel('投保人手机号').fill(order.salPolicyHolder.holderPhone);
  await phone.getByLabel('投保人证件号码').fill(order.salPolicyHolder.holderIdNumber);
  await phone.getByRole('button', { name: '查询' }).click();
  await expect(phone.getByText(policyNo!)).toBeVisible();
  const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: '下载电子保单' }).click()]);
  const file = test.info().outputPath('e-policy.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain(order.salPolicyHolder.holderName);
  expect(text).toContain(policyNo!);
  await context.close();
});
