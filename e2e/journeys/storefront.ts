/** The storefront journey's steps, shared by the journeys in Chinese, English, elder mode and without a service worker. */
import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../domain/validators';
import { DEMO_AGENT } from './session';

// The e2e server signs with the development secret (server/config.ts), as signShareLink does.
export const SIGN = createHmac('sha256', 'dev-only-share-link-secret').update(`${DEMO_AGENT.id}\n`).digest('hex').slice(0, 32);
export const SHARED_LINK = `/astp/thank-you-page/home?u=${DEMO_AGENT.id}&sign=${SIGN}&utm_campaign=jdal`;

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
}
export const ZH: Words = { choose: '选择计划', agree: /^(我已阅读并同意|是，符合)$/, apply: '立即投保', others: '为他人投保', add: '添加被保险人', save: '提交订单', pay: '确认支付', go: '前往支付' };
export const EN: Words = { choose: 'Choose Plan', agree: /^(Read and agree|Yes, they do)$/, apply: 'Apply Now', others: 'Others', add: 'Add insured', save: 'Save order', pay: 'Confirm Payment', go: 'Go to pay' };

/** From the shared link to the form: the Schengen plan, each notice read to its end. */
export async function reachForm(page: Page, words: Words, productName: RegExp, link = SHARED_LINK) {
  await page.goto(link);
  const card = page.locator('.sf-card').filter({ has: page.getByRole('link', { name: productName }) });
  // The prerendered card's "choose" is a link: a tap before the script hydrates still opens the product.
  await card.getByRole('link', { name: words.choose }).click();
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

// People differ on every run: one policy per person, so a second run on the same server must use new ones.
export const freshSeq = () => Date.now() % 240;

/** The project that runs the journeys again with service workers blocked (playwright.config.ts). */
export const NO_SERVICE_WORKER_PROJECT = 'wechat-no-service-worker';

/** The applicant of `applyAndPay`: who can then find the policy with their phone and ID number. */
export function buyerOf(seq: number, bornLater: number) {
  return { name: '林雨晴', id: fictionalIdNumber('110105', addDays('1986-04-02', bornLater), 2 * seq), phone: `1380013${String(seq).padStart(4, '0')}` };
}

/**
 * Two insureds (the applicant and her child; `seq` under 500 keeps the ID sequences valid), then save, pay at the
 * sandbox cashier and reach the success page. `bornLater` (days) gives the journeys that run beside each other
 * (elder mode, no service worker) people of their own.
 */
export async function applyAndPay(page: Page, words: Words, seq: number, bornLater = test.info().project.name === NO_SERVICE_WORKER_PROJECT ? 1 : 0) {
  const childBorn = addDays('2014-08-09', bornLater);
  const holder = buyerOf(seq, bornLater);
  await fillTrip(page);
  await fillApplicant(page, words, holder);
  await fillInsured(page, 0, { name: holder.name, id: holder.id, relation: '1' });
  // English name and pinyin come from the Chinese name (pinyin-pro, loaded now).
  await expect(page.locator('#sf-insureds-0-enName')).toHaveValue('LIN YUQING');
  await expect(page.locator('#sf-insureds-0-pinyin')).toHaveValue('lin yu qing');
  await page.getByRole('button', { name: words.add }).click();
  await fillInsured(page, 1, { name: '林小舟', id: fictionalIdNumber('110105', childBorn, 2 * seq + 1), relation: '3' });
  await expect(page.locator('#sf-insureds-1-birthDate')).toHaveValue(childBorn);
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
