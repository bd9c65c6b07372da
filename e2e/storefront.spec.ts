import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGIN_CIPHER_PREFIX } from '../domain/api/auth';
import { sm4EncryptText } from '../domain/crypto';
import { addDays, fictionalIdNumber, todayInBeijing } from '../domain/validators';

// The e2e server signs with the development secret (server/config.ts), as signShareLink does.
const AGENT = { id: '800001', loginName: 'demo-agent', password: 'Demo#2026' };
const SIGN = createHmac('sha256', 'dev-only-share-link-secret').update(`${AGENT.id}\n`).digest('hex').slice(0, 32);
const SHARED_LINK = `/astp/thank-you-page/home?u=${AGENT.id}&sign=${SIGN}&utm_campaign=jdal`;

interface Words {
  choose: string;
  /** Agreeing to a notice, or answering the health notice (shown first) with yes. */
  agree: RegExp;
  apply: string;
  others: string;
  add: string;
  save: string;
  pay: string;
  go: string;
  online: string;
}
const ZH: Words = { choose: '选择计划', agree: /^(我已阅读并同意|是，符合)$/, apply: '立即投保', others: '为他人投保', add: '添加被保险人', save: '提交订单', pay: '确认支付', go: '前往支付', online: '在线支付（0）' };
const EN: Words = { choose: 'Choose Plan', agree: /^(Read and agree|Yes, they do)$/, apply: 'Apply Now', others: 'Others', add: 'Add insured', save: 'Save order', pay: 'Confirm Payment', go: 'Go to pay', online: '' };

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/b2bCustomerWebuser/verificationUserLogin', {
    data: { loginName: AGENT.loginName, userId: AGENT.id, passWord: sm4EncryptText(AGENT.password, LOGIN_CIPHER_PREFIX) },
  });
  return (await response.json()).content.token;
}

/** From the shared link to the form: the Schengen plan, each notice read to its end. */
async function reachForm(page: Page, words: Words, productName: RegExp) {
  await page.goto(SHARED_LINK);
  const card = page.locator('.sf-card').filter({ has: page.getByRole('link', { name: productName }) });
  await card.getByRole('button', { name: words.choose }).click();
  await expect(page).toHaveURL(/\/astp\/productDetail\?p=hyschengen/);
  await expect(page.locator('.sf-price')).toContainText(/¥\d/);
  await expect(page.getByRole('button', { name: words.apply })).toBeDisabled();
  await page.locator('.reading__check input').click();
  await expect(page.locator('.reading__viewer')).toContainText(words === ZH ? '健康告知' : 'Health notice');
  for (let opened = 0; opened < 10 && (await page.locator('.reading__viewer').isVisible()); opened++) {
    const viewer = page.locator('.reading__viewer');
    await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    const agree = viewer.getByRole('button', { name: words.agree });
    await expect(agree).toBeEnabled();
    await agree.click();
  }
  await expect(page.locator('.reading__check input')).toBeChecked();
  await page.getByRole('button', { name: words.apply }).click();
  await expect(page).toHaveURL(/\/astp\/addPolicy\?/);
}

async function fillTrip(page: Page) {
  await page.locator('#sf-destinations').selectOption(['FR', 'DE']);
  await page.locator('#sf-visaCity').fill('北京');
  await page.locator('.sf-check').first().locator('input').check();
}

async function fillApplicant(page: Page, words: Words, holder: { name: string; id: string; phone: string }) {
  await page.getByRole('radio', { name: words.others }).check();
  await page.locator('#sf-holderName').fill(holder.name);
  await page.locator('#sf-holderIdNumber').fill(holder.id);
  await page.locator('#sf-holderIdNumber').blur();
  await page.locator('#sf-holderPhone').fill(holder.phone);
  await page.locator('#sf-holderEmail').fill('lin.yuqing@example.com');
  await page.locator('#sf-province').selectOption('北京市');
  await page.locator('#sf-city').selectOption({ index: 1 });
  await page.locator('#sf-district').selectOption({ index: 1 });
  await page.locator('#sf-addressDetail').fill('建国门外大街1号国贸大厦18层');
}

async function fillInsured(page: Page, index: number, person: { name: string; id: string; relation: string }) {
  await page.locator(`#sf-insureds-${index}-name`).fill(person.name);
  await page.locator(`#sf-insureds-${index}-name`).blur();
  await page.locator(`#sf-insureds-${index}-idNumber`).fill(person.id);
  await page.locator(`#sf-insureds-${index}-idNumber`).blur();
  await page.locator(`#sf-insureds-${index}-relationship`).selectOption(person.relation);
  await page.locator(`#sf-insureds-${index}-idValidUntil`).fill(addDays(todayInBeijing(), 2000));
}

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
