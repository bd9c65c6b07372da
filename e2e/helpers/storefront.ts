import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { LOGIN_CIPHER_PREFIX } from '../../domain/api/auth';
import { sm4EncryptText } from '../../domain/crypto';
import { addDays, todayInBeijing } from '../../domain/validators';

// The e2e server signs with the development secret (server/config.ts), as signShareLink does.
export const AGENT = { id: '800001', loginName: 'demo-agent', password: 'Demo#2026' };
export const SIGN = createHmac('sha256', 'dev-only-share-link-secret').update(`${AGENT.id}\n`).digest('hex').slice(0, 32);
export const SHARED_LINK = `/astp/thank-you-page/home?u=${AGENT.id}&sign=${SIGN}&utm_campaign=jdal`;

export interface Words {
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
export const ZH: Words = { choose: '选择计划', agree: /^(我已阅读并同意|是，符合)$/, apply: '立即投保', others: '为他人投保', add: '添加被保险人', save: '提交订单', pay: '确认支付', go: '前往支付', online: '在线支付（0）' };
export const EN: Words = { choose: 'Choose Plan', agree: /^(Read and agree|Yes, they do)$/, apply: 'Apply Now', others: 'Others', add: 'Add insured', save: 'Save order', pay: 'Confirm Payment', go: 'Go to pay', online: '' };

export async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/b2bCustomerWebuser/verificationUserLogin', {
    data: { loginName: AGENT.loginName, userId: AGENT.id, passWord: sm4EncryptText(AGENT.password, LOGIN_CIPHER_PREFIX) },
  });
  return (await response.json()).content.token;
}

/** From the shared link to the form: the Schengen plan, each notice read to its end. */
export async function reachForm(page: Page, words: Words, productName: RegExp) {
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

export async function fillTrip(page: Page) {
  await page.locator('#sf-destinations').selectOption(['FR', 'DE']);
  await page.locator('#sf-visaCity').fill('北京');
  await page.locator('.sf-check').first().locator('input').check();
}

export async function fillApplicant(page: Page, words: Words, holder: { name: string; id: string; phone: string }) {
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

export async function fillInsured(page: Page, index: number, person: { name: string; id: string; relation: string }) {
  await page.locator(`#sf-insureds-${index}-name`).fill(person.name);
  await page.locator(`#sf-insureds-${index}-name`).blur();
  await page.locator(`#sf-insureds-${index}-idNumber`).fill(person.id);
  await page.locator(`#sf-insureds-${index}-idNumber`).blur();
  await page.locator(`#sf-insureds-${index}-relationship`).selectOption(person.relation);
  await page.locator(`#sf-insureds-${index}-idValidUntil`).fill(addDays(todayInBeijing(), 2000));
}

