import { expect, type Page, test } from '@playwright/test';
import { addDays, fictionalIdNumber, todayInBeijing } from '../domain/validators';
import { EN, fillApplicant, fillInsured, fillTrip, reachForm, signIn, type Words, ZH } from './helpers/storefront';

/** Two insureds (the applicant and her child; `seq` under 500 keeps the ID sequences valid), then save, pay at the sandbox cashier and reach the success page. */
// People differ on every run: one policy per person, so a second run on the same server must use new ones.
const freshSeq = () => Date.now() % 240;

async function applyAndPay(page: Page, words: Words, seq: number) {
  const holderId = fictionalIdNumber('110105', '1986-04-02', 2 * seq);
  await fillTrip(page);
  await fillApplicant(page, words, { name: '林雨晴', id: holderId, phone: `1380013${String(seq).padStart(4, '0')}` });
  await fillInsured(page, 0, { name: '林雨晴', id: holderId, relation: '1' });
  // English name and pinyin come from the Chinese name (pinyin-pro, loaded now).
  await expect(page.locator('#sf-insureds-0-enName')).toHaveValue('LIN YUQING');
  await expect(page.locator('#sf-insureds-0-pinyin')).toHaveValue('lin yu qing');
  await page.getByRole('button', { name: words.add }).click();
  await fillInsured(page, 1, { name: '林小舟', id: fictionalIdNumber('110105', '2014-08-09', 2 * seq + 1), relation: '3' });
  await expect(page.locator('#sf-insureds-1-birthDate')).toHaveValue('2014-08-09');
  await page.locator('.sf-check').last().locator('input').check();
  await expect(page.locator('.sf-premium .sf-price')).toContainText('¥');
  await page.getByRole('button', { name: words.save }).click();

  await expect(page.locator('#sf-confirm')).toBeVisible();
  const policyId = new URL(page.url()).searchParams.get('policyId')!;
  expect(policyId).toMatch(/^P\d{8}/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: words.pay }).click();
  const dialog = page.locator('.pay-dialog');
  await dialog.locator('button.adm-button-primary').click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
  return policyId;
}

test('a shared link with u, sign and utm_campaign: a Schengen plan for two insureds, paid, attributed to the agent and channel', async ({ page, request }) => {
  await reachForm(page, ZH, /^申根签证旅行保险$/);
  // WeChat on Android reloads pages: what was typed comes back from the draft.
  await page.locator('#sf-visaCity').fill('上海');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('#sf-visaCity')).toHaveValue('上海');
  const policyId = await applyAndPay(page, ZH, freshSeq());
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  const token = await signIn(request);
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
});

test('the same journey in English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en-US'));
  await reachForm(page, EN, /^Schengen Visa Travel Insurance$/);
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
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
