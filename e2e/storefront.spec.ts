import { expect, test } from '@playwright/test';
import { addDays, fictionalIdNumber, todayInBeijing } from '../domain/validators';
import { applyAndPay, EN, fillTrip, freshSeq, reachForm, ZH } from './journeys/storefront';
import { agentToken } from './journeys/session';

test('a shared link with u, sign and utm_campaign: a Schengen plan for two insureds, paid, attributed to the agent and channel', async ({ page, request }) => {
  await reachForm(page, ZH, /^申根签证旅行保险$/);
  // WeChat on Android reloads pages: what was typed comes back from the draft.
  await page.locator('#sf-visaCity').fill('上海');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('#sf-visaCity')).toHaveValue('上海');
  // The customer asks for an invoice in her own name: it follows the policy to her e-mail, with no agent involved.
  await page.getByLabel('需要发票').check();
  await page.locator('#sf-invoiceTitle').fill('林雨晴');
  const policyId = await applyAndPay(page, ZH, freshSeq());
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  const token = await agentToken(request);
  const report = await (await request.get('/api/storefront/channelReport', { headers: { authorization: token } })).json();
  expect(report.content).toEqual(expect.arrayContaining([expect.objectContaining({ channelId: 'thank-you', channelType: 'jdal', paid: expect.any(Number) })]));
  expect(report.content.find((row: { channelId: string }) => row.channelId === 'thank-you').paid).toBeGreaterThanOrEqual(1);
  // The seller (and only the seller) opens the e-policy once it is issued.
  let policyNo = '';
  await expect
    .poll(async () => {
      policyNo = (await (await request.post('/api/pay/selectYtPayStatus', { data: { policyId } })).json()).content?.policyNo ?? '';
      return policyNo;
    }, { timeout: 20_000 })
    .toMatch(/^EP/);
  expect((await request.get(`/api_xxpl/policy/pdfPreview/${policyNo}`, { headers: { authorization: token } })).status()).toBe(200);
  await expect
    .poll(async () => {
      const outbox: { policyNo: string | null; attachmentName: string | null }[] = (await (await request.get('/api/dev/outbox')).json()).content;
      return outbox.filter((message) => message.policyNo === policyNo && message.attachmentName?.startsWith('电子发票-')).length;
    }, { timeout: 20_000 })
    .toBe(1);
  const policy = (await (await request.post(`/api/policy/queryPolicy?policyId=${policyNo}`, { headers: { authorization: token } })).json()).content;
  expect(policy.invoices).toEqual([expect.objectContaining({ status: 'issued', title: '林雨晴', billingType: 'normal', emailMasked: 'l***@example.com' })]);
});

test('the same journey in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en-US'));
  await reachForm(page, EN, /^Schengen Visa Travel Insurance$/);
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  // Regions are offered by their English names; the Chinese name stays the value that makes the address.
  await expect(page.locator('#sf-province option').filter({ hasText: /^Guangdong$/ })).toHaveAttribute('value', '广东省');
  await page.getByRole('button', { name: EN.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please input City of Visa Delivery' }).first()).toBeVisible();
  await applyAndPay(page, EN, freshSeq() + 250);
});

test('a 76-year-old with a 61-day trip is refused with the message', async ({ page }) => {
  await reachForm(page, ZH, /^申根签证旅行保险$/);
  const start = addDays(todayInBeijing(), 1);
  await page.locator('#sf-startDate').fill(start);
  await page.locator('#sf-endDate').fill(addDays(start, 60));
  await fillTrip(page);
  const seniorId = fictionalIdNumber('110105', `${Number(start.slice(0, 4)) - 76}-01-01`, 51);
  await page.locator('#sf-holderName').fill('林国栋');
  await page.locator('#sf-holderIdNumber').fill(seniorId);
  await page.getByRole('button', { name: ZH.save }).click();
  await expect(page.locator('.sf-problems')).toContainText('75周岁以上被保险人单次保险期间不超过60天');
});
