/**
 * The README's "What to try" table walked as a newcomer does: each row's address, its first action and what the
 * row promises, on a phone in WeChat with the demo data. A row added to the README without a walk here fails.
 * The deep checks of each journey are in their own specs; this one keeps the README honest.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addDays, fictionalIdNumber, todayInBeijing } from '../domain/validators';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { readNotices } from './journeys/group-apply';
import { applyAndPay, buyerOf, reachForm, SIGN, ZH } from './journeys/storefront';
import { signInPage } from './journeys/session';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows of a README table under `heading`: each row's cells, without the backticks. */
function tableUnder(heading: string): string[][] {
  const lines = README.slice(README.indexOf(heading)).split('\n').slice(1);
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()));
}

const unquoted = (cell = '') => cell.replaceAll('`', '');
const DEMO = Object.fromEntries(tableUnder('## Demo data').map(([what, value]) => [unquoted(what), unquoted(value)]));
const ROWS = tableUnder('## What to try');
/** The README's addresses for a row (the paths quoted in its "where" cell). */
const where = (journey: string) =>
  [...(ROWS.find(([row]) => row?.startsWith(journey))?.[1] ?? '').matchAll(/`(\/[^`]*)`/g)].map(([, path]) => path ?? '');
/** `…` in a README address stands for the demo share link's sign. */
const signed = (path = '') => path.replace('…', SIGN);
const shareLink = new URL(DEMO['share link (signed with the development secret)'] ?? '');
const DEMO_COMPANY = (DEMO["the agent's demo group policy (/policyManage, search 投保人)"] ?? '').split(' · ')[0]!;
const [holderName, holderPhone, holderId] = (DEMO['demo policyholder for the policy query (/astp/policyQuery)'] ?? '').match(/^(\S+) · phone (\d+) · ID card (\w+)/)?.slice(1) ?? [];

/** Every row of the table, by the first words of its journey, has its walk below. */
const WALKED = [
  'a customer buys Schengen cover',
  'a policyholder finds and downloads the e-policy',
  'a product page',
  "an agent's group application",
  'an agent changes a group policy',
  "an agent files an insurer's documents",
  'an agent signs in (account, SMS code or policyholder)',
  'an agent (or a policyholder by name + ID number) signs in',
  'what the server sent',
  'an operator reads the daily reconciliation',
  'a Chinese address in English',
  "an agent applies for a company's whole staff list",
  'an agent quotes group medical',
  'flight mode',
  'elder mode',
];

async function findPolicies(page: Page, phone: string, idNumber: string) {
  await page.getByLabel('投保人手机号').fill(phone);
  await page.getByLabel('投保人证件号码').fill(idNumber);
}

// The walks follow the table in order: the second cancels the policy the first bought.
test.describe.configure({ mode: 'serial' });

test('the README’s table has a walk for each of its rows, and its demo data is the server’s', () => {
  expect(ROWS.map(([journey]) => WALKED.find((start) => journey?.startsWith(start)) ?? journey)).toEqual(WALKED);
  expect(shareLink.searchParams.get('sign')).toBe(SIGN);
  expect(holderId).toBe(fictionalIdNumber('110101', '1988-06-15', 123));
});

// Bought in the first walk, cancelled in the second: a new person each run (one policy per person), born 3 days
// after the other journeys' buyers.
const BUYER_SEQ = Date.now() % 240;
const buyer = buyerOf(BUYER_SEQ, 3);

test('a customer buys Schengen cover from the README’s share link, a draft surviving a reload, and finds the e-policy', async ({ page }) => {
  expect(ROWS[0]?.[1]).toBe('the share link above');
  await reachForm(page, ZH, /^申根签证旅行保险$/, `${shareLink.pathname}${shareLink.search}`);
  await page.locator('#sf-visaCity').fill('广州');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('#sf-visaCity')).toHaveValue('广州');
  await applyAndPay(page, ZH, BUYER_SEQ, 3);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('button', { name: '查询电子保单' }).click();
  await findPolicies(page, buyer.phone, buyer.id);
  await expect(async () => {
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/^EP\d{16}$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '下载电子保单' })).toBeVisible();
});

test('a policyholder downloads the demo e-policy, and cancels the policy just bought with the refund shown first', async ({ page }) => {
  const [query, surrender] = where('a policyholder finds and downloads the e-policy');
  await page.goto(query!);
  await findPolicies(page, holderPhone!, holderId!);
  await expect(async () => {
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(/^EP\d{16}$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: '下载电子保单' }).click();
  await expect(page.getByRole('dialog', { name: '电子保单' }).getByRole('img', { name: /电子保单第 1 \/ \d+ 页/ })).toBeVisible();

  await page.goto(surrender!);
  await findPolicies(page, buyer.phone, buyer.id);
  await page.getByRole('button', { name: '查询保单' }).click();
  await page.getByRole('button', { name: '申请退保' }).click();
  await expect(page.getByText('注销（生效前）')).toBeVisible();
  await expect(page.getByText(/退还保费/).first()).toBeVisible();
  await page.getByRole('button', { name: '确认退保' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退保' }).click();
  await expect(page.getByText(/已注销/).first()).toBeVisible();
});

test('a product page: tabs, disclosure, claim guide, notices read to their end', async ({ page }) => {
  await page.goto(signed(where('a product page')[0]));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  for (const tab of ['信息披露', '理赔指引']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  }
  await readNotices(page);
  await expect(page.getByRole('button', { name: '立即投保' })).toBeEnabled();
});

test('an agent’s group application: 立即投保 on the product page, the company found by part of its name, an insured, the premium', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto(signed(where("an agent's group application")[0]));
  await readNotices(page);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
  await page.getByRole('button', { name: '查询企业' }).click();
  const dialog = page.getByRole('dialog', { name: '企业证件号码' });
  await dialog.getByLabel('企业名称').fill('杭州云帆');
  await dialog.getByText('杭州云帆物流有限公司').click();
  await expect(page.getByLabel('单位名称')).toHaveValue('杭州云帆物流有限公司');
  await page.getByRole('button', { name: '粘贴', exact: true }).click();
  const paste = page.getByRole('dialog', { name: '粘贴被保险人清单' });
  await paste.getByLabel('被保险人清单').fill(`周明轩 ${fictionalIdNumber('330106', '1992-02-14', 611)} 0101001`);
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByTestId('insured-row')).toHaveCount(1);
  await expect(page.getByTestId('premium-total')).toHaveText(/^¥\d/);
});

test('an agent changes the demo group policy: from the policy list to its 批改 page, the corrections, a batch’s result', async ({ page, request }) => {
  // The README's company finds the seeded policy: the two cannot drift apart.
  expect(DEMO_COMPANY).not.toBe('');
  await signInPage(page, request);
  const [list, corrections, result] = where('an agent changes a group policy');
  await page.goto(list!);
  const search = page.getByRole('form', { name: '查询' });
  await search.getByLabel('投保人').fill(DEMO_COMPANY);
  await search.getByRole('button', { name: '查询' }).click();
  const card = page.getByTestId('policy-card');
  await expect(card).toHaveCount(1);
  const policyNo = /EP\d+/.exec((await card.textContent()) ?? '')![0];
  await card.getByRole('link', { name: '保单详情' }).click();
  await expect(page.getByRole('heading', { name: '被保险人（5人）' })).toBeVisible();
  await page.getByRole('link', { name: '新建批改' }).click();
  await expect(page.getByRole('heading', { name: '新建批改' })).toBeVisible();
  await page.goto(corrections!.replace('…', policyNo));
  await expect(page.getByText(policyNo).first()).toBeVisible();
  // A contact correction (no premium) submitted through the API: its result page says when it applies.
  const contact = { policyId: policyNo, kind: 'contact', effectiveDate: addDays(todayInBeijing(), 10), contact: { holderAddress: '北京市海淀区示例路3号' } };
  const { batchId } = (await (await page.request.post('/api/mgu/batch/calBatchPremium', { data: contact })).json()).content;
  await page.request.post('/api/group/batch/submitBatchData', { data: { batchId } });
  await page.goto(`${result}?batchId=${batchId}`);
  await expect(page.getByTestId('batch-status')).toHaveText('已提交，待生效');
  // Nothing was paid for a change that moves no premium, and the page does not say so.
  await expect(page.getByText(`批改已提交，将于 ${contact.effectiveDate} 00:00 生效`)).toBeVisible();
});

test('an agent files an insurer’s documents on /uploadPDF; the shop product’s duty calculator', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto(where("an agent files an insurer's documents")[0]!);
  await expect(page.getByText('投保单', { exact: true })).toBeVisible();
  await page.goto(signed(where("an agent files an insurer's documents")[1]));
  await page.getByRole('button', { name: '保障计算器' }).click();
  await expect(page.getByRole('dialog', { name: /^保障计算器/ })).toBeVisible();
});

test('an agent signs in on /order and finds the issued demo policy with its e-policy', async ({ page }) => {
  await page.goto(signed(where('an agent signs in (account, SMS code or policyholder)')[0]));
  await page.getByLabel('账号').fill('demo-agent');
  await page.getByLabel('密码').fill('Demo#2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('tab', { name: '已出单' }).click();
  await expect(page.getByTestId('order-card').first().getByRole('link', { name: '下载电子保单' })).toBeVisible();
});

test('a policyholder signs in on /login by name and ID number and reaches /policyManage', async ({ page }) => {
  await page.goto(where('an agent (or a policyholder by name + ID number) signs in')[0]!);
  await page.getByRole('tab', { name: '投保人信息' }).click();
  await page.getByLabel('投保人姓名').fill(holderName!);
  await page.getByLabel('投保人证件号码').fill(holderId!);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/policyManage/);
  await expect(page.getByTestId('policy-card').first()).toContainText('申根');
});

test('what the server sent: the SMS and e-mails of the walk, the e-policy PDF attached', async ({ page }) => {
  await page.goto(where('what the server sent')[0]!);
  const items = page.locator('.dev-outbox__item');
  await expect(items.filter({ hasText: '已注销' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /电子保单-EP\d+\.pdf/ }).first()).toBeVisible();
});

test('an operator reads the daily reconciliation: the day’s check run as the README says, the operators’ page behind its token', async ({ page, request }) => {
  const today = todayInBeijing();
  expect(ROWS.find(([journey]) => journey?.startsWith('an operator reads'))?.[0]).toContain('POST /api/dev/statement-checks {"billDate":"YYYY-MM-DD"}');
  expect((await request.post('/api/dev/statement-checks', { data: { billDate: today } })).ok()).toBe(true);
  await page.goto(where('an operator reads the daily reconciliation')[0]!);
  await page.getByLabel('运维口令').fill(E2E_OPS_TOKEN);
  await page.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('region', { name: today }).getByRole('heading', { name: '沙箱' })).toBeVisible();
});

test('a Chinese address in English: one, piece by piece, a batch', async ({ page }) => {
  const [single, parts, batch] = where('a Chinese address in English');
  await page.goto(single!);
  await page.getByLabel('中文地址').fill('北京市朝阳区建国路1号');
  await page.getByRole('button', { name: '翻译', exact: true }).click();
  await expect(page.getByTestId('address-english')).toHaveText('No. 1 Jianguo Road, Chaoyang District, Beijing, China');
  await page.goto(parts!);
  await expect(page.getByRole('button', { name: '翻译', exact: true })).toBeVisible();
  await page.goto(batch!);
  await page.getByLabel('中文地址（每行一条）').fill('北京市朝阳区建国路1号\n上海市黄浦区南京东路2号');
  await page.getByRole('button', { name: '全部翻译' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(2);
});

test('an agent applies for a company’s whole staff list on /bbc-create: the template first', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto(where("an agent applies for a company's whole staff list")[0]!);
  await expect(page.getByRole('button', { name: '下载产品表与清单模板' })).toBeVisible();
});

test('an agent quotes group medical: each quotation page and the quotations by state open', async ({ page, request }) => {
  await signInPage(page, request);
  const pages = where('an agent quotes group medical');
  expect(pages).toHaveLength(4);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('页面不存在')).toHaveCount(0);
  }
});

test('flight mode: a group product page seen once still opens and says 网络不可用', async ({ page, context }) => {
  await page.goto('/aszxty?u=800001&sign=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Seen once with the service worker in control: its calls are kept on the phone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  await expect(page.getByRole('status').filter({ hasText: '网络不可用' })).toBeVisible();
  await context.setOffline(false);
});

test('elder mode: 长辈模式 in the header, larger type, remembered', async ({ page }) => {
  await page.goto(`${shareLink.pathname}${shareLink.search}`);
  const toggle = page.getByRole('button', { name: '长辈模式' });
  await toggle.click();
  // A tap before the prerendered page is live is held and answered once it is: the phone shows it, then reloads.
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  expect(await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(20);
  await page.getByRole('button', { name: '长辈模式' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\belder\b/);
});
