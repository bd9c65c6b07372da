import { expect, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators';
import { holdScripts } from './journeys/hold-scripts';
import { SIGN } from './journeys/storefront';
import { DEMO_AGENT } from './journeys/session';

// The demo policyholder of the README: the demo policy is paid at seeding and issued by the job worker.
const DEMO_HOLDER = { name: '王思远', phone: '13800138000', idNumber: fictionalIdNumber('110101', '1988-06-15', 123) };

test('the policy query finds the demo policy with phone + certificate number and shows it as images inside WeChat', async ({ page }) => {
  await page.goto('/astp/policyQuery');
  await page.getByLabel('投保人手机号').fill(DEMO_HOLDER.phone);
  await page.getByLabel('投保人证件号码').fill(DEMO_HOLDER.idNumber);
  await page.getByRole('button', { name: '查询' }).click();
  // Issued moments after the server started; ask again until it is.
  await expect(async () => {
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/^EP\d{16}$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('申根安心旅行保险').first()).toBeVisible();
  await expect(page.getByText('生效日期')).toBeVisible();

  await page.getByRole('button', { name: '下载电子保单' }).click();
  const viewer = page.getByRole('dialog', { name: '电子保单' });
  const firstPage = viewer.getByRole('img', { name: /电子保单第 1 \/ \d+ 页/ });
  await expect(firstPage).toBeVisible();
  await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  await viewer.getByRole('button', { name: '发送到我的邮箱' }).click();
  await expect(page.getByText('电子保单已发送至您的邮箱')).toBeVisible();
});

test('the policy query refuses a wrong phone + certificate pair', async ({ page }) => {
  await page.goto('/astp/policyQuery');
  await page.getByLabel('投保人手机号').fill(DEMO_HOLDER.phone);
  await page.getByLabel('投保人证件号码').fill(fictionalIdNumber('110101', '1988-06-15', 125));
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('未查询到保单，请核对投保人手机号和证件号码')).toBeVisible();
  await expect(page.getByRole('button', { name: '下载电子保单' })).toHaveCount(0);
});

test('what the customer types into the page the server drew, before its script has run, is kept and queried', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The customer types into the form the server drew while the scripts are still on their way.
  const release = await holdScripts(page);
  await page.goto(`/astp/policyQuery?u=${DEMO_AGENT.id}&sign=${SIGN}`, { waitUntil: 'commit' });
  const query = page.getByRole('button', { name: '查询' });
  await expect(query).toBeDisabled();
  await page.getByLabel('投保人手机号').pressSequentially(DEMO_HOLDER.phone);
  await page.getByLabel('投保人证件号码').pressSequentially(DEMO_HOLDER.idNumber);

  release();
  // The button comes alive when the script has taken the page over; the typed text is still there.
  await expect(query).toBeEnabled();
  await expect(page.getByLabel('投保人手机号')).toHaveValue(DEMO_HOLDER.phone);
  await expect(page.getByLabel('投保人证件号码')).toHaveValue(DEMO_HOLDER.idNumber);
  // Issued moments after the server started; ask again until it is.
  await expect(async () => {
    await query.click();
    await expect(page.getByText(/^EP\d{16}$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByLabel('投保人证件号码')).toHaveValue(DEMO_HOLDER.idNumber);
  expect(problems).toEqual([]);
});
