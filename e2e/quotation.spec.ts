import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { CENSUS_SHEET } from '../domain/api/quotation';
import { fictionalIdNumber, fictionalUscc } from '../domain/validators';
import { census } from '../tests/fixtures/census';
import { agentToken, DEMO_AGENT, signInOnLoginPage, signInPage } from './journeys/session';

const COMPANY = `示例云帆医疗报价科技有限公司${Date.now() % 100_000}`;

/** The downloaded census template filled with 200 employees; `broken` rows get a wrong or repeated ID number. */
async function filledCensus(templatePath: string, broken: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templatePath);
  const sheet = book.getWorksheet(CENSUS_SHEET)!;
  const members = census(200);
  members.forEach((member, index) => {
    const idNumber = !broken ? member.idNumber : index === 50 ? '320102198001011234' : index === 120 ? members[7].idNumber : member.idNumber;
    sheet.addRow([member.name, '1', idNumber, '', '', '1', '']);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (page: Page, buffer: Buffer) =>
  page.getByLabel('上传Excel清单').setInputFiles({ name: 'census.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

test('an agent quotes a 200-member census, fixes its 2 bad rows, sends the PDF, and the accepted quote is paid and found as a policy', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/premium/MedilinkGroupZHXpremium');
  await page.getByLabel('企业名称').fill(COMPANY);

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载模板' }).click()]);
  const templatePath = (await template.path())!;
  await upload(page, await filledCensus(templatePath, true));
  await expect(page.getByText('已读取200行，其中2行需修改')).toBeVisible();
  const problems = page.getByRole('list', { name: '需修改的行' }).getByRole('listitem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('第52行');
  await expect(problems.nth(1)).toContainText('第122行');
  await expect(page.getByRole('button', { name: '下载错误清单' })).toBeVisible();

  await upload(page, await filledCensus(templatePath, false));
  await expect(page.getByText('已读取200行，全部通过校验')).toBeVisible();
  await expect(page.getByTestId('census-count')).toHaveText('已读取200人');

  await page.getByRole('option', { name: /^50万元/ }).click();
  await page.getByRole('option', { name: /^5000元/ }).click();
  await page.getByRole('button', { name: '计算保费' }).click();
  const table = page.getByTestId('premium-table');
  await expect(table).toContainText('费率为演示费率');
  await expect(table.getByRole('table').first()).toContainText('住院医疗');
  await expect(table.getByRole('table').first()).toContainText('门急诊医疗');
  const total = (await page.getByTestId('premium-total').textContent())!.replace(/^.*¥/, '').replaceAll(',', '');

  await page.getByRole('button', { name: '保存报价' }).click();
  await expect(page).toHaveURL(/\/premium\/MedilinkGroupZHXpremium\/result\?id=Q\d{8}/);
  await expect(page.getByTestId('quotation-state')).toHaveText('已报价');
  const quotationPage = page.url();
  await expect(page.getByTestId('premium-total')).toContainText(total.replace(/\B(?=(\d{3})+\.)/g, ','));

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载报价单PDF' }).click()]);
  const text = execFileSync('pdftotext', ['-raw', (await pdf.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain(COMPANY);
  expect(text).toContain(`保费合计：人民币 ${total} 元`);

  const accept = page.getByRole('form', { name: '客户接受报价' });
  await accept.getByLabel('统一社会信用代码').fill(fictionalUscc('91', '320102', 'MA1X2Y3Q8'));
  await accept.getByLabel('联系电话').fill('025-83001234');
  await accept.getByRole('button', { name: '客户接受报价' }).click();
  await expect(page.getByTestId('quotation-state')).toHaveText('已接受');

  await page.getByRole('button', { name: '转为投保单并支付' }).click();
  await expect(page).toHaveURL(/\/pay\?policyId=P\d{8}/);
  const policyId = new URL(page.url()).searchParams.get('policyId')!;
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: '支付' });
  await expect(dialog.getByText(total)).toBeVisible();
  await dialog.getByRole('button', { name: '前往支付' }).click();
  await expect(page.getByText('沙箱收银台')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
  await expect.poll(async () => (await (await request.post('/api/pay/selectYtPayStatus', { data: { policyId } })).json()).content?.policyNo, { timeout: 20_000 }).toMatch(/^EP/);

  await page.goto('/policyManage');
  const search = page.getByRole('form', { name: '查询' });
  await search.getByLabel('投保人').fill(COMPANY);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('policy-card')).toHaveCount(1);

  await page.goto('/priceManage');
  await page.getByRole('tab', { name: '已投保' }).click();
  await expect(page.getByTestId('quotation-card').filter({ hasText: COMPANY })).toHaveCount(1);

  // The insured quotation leads to its policy, no longer to the cashier.
  await page.goto(quotationPage);
  await expect(page.getByTestId('quotation-state')).toHaveText('已投保');
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await page.getByRole('link', { name: '查看保单' }).click();
  await expect(page).toHaveURL(new RegExp(`/policyInfo\\?policyId=${policyId}`));
  await expect(page.getByText(COMPANY).first()).toBeVisible();
});

test('a quotation typed on the phone survives a reload (the file chooser may cost WeChat the page) until it is saved', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/premium/MedilinkGroupZHXpremium');
  const company = `示例青禾报价科技有限公司${Date.now() % 100_000}`;
  await page.getByLabel('企业名称').fill(company);
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载模板' }).click()]);
  await upload(page, await filledCensus((await template.path())!, false));
  await expect(page.getByTestId('census-count')).toHaveText('已读取200人');
  await page.getByRole('option', { name: /^5000元/ }).click();

  // The typing reaches the phone's store a moment later: reload until it comes back.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('已恢复上次填写的内容')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('企业名称')).toHaveValue(company);
  await expect(page.getByTestId('census-count')).toHaveText('已读取200人');
  await expect(page.getByRole('option', { name: /^5000元/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '保存报价' }).click();
  await expect(page).toHaveURL(/\/premium\/MedilinkGroupZHXpremium\/result\?id=Q\d{8}/);
  await expect(page.getByTestId('quotation-state')).toHaveText('已报价');
  // Saved, it is no longer offered to the next quotation.
  await page.goto('/premium/MedilinkGroupZHXpremium');
  await expect(page.getByLabel('企业名称')).toHaveValue('');
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);
});

const QUOTE = '/premium/MedilinkGroupZHXpremium';
const KEPT_COMPANY = '示例白鹭报价科技有限公司';

/** Types a company into a new quotation and waits until the phone has kept it (a reload restores it). */
async function typeKeptQuotation(page: Page) {
  await page.goto(QUOTE);
  await page.getByLabel('企业名称').fill(KEPT_COMPANY);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('已恢复上次填写的内容')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

// The session ends without a sign-out: the server no longer knows it, the phone keeps what it kept.
const expire = (page: Page) => page.context().clearCookies();

test('an unsaved quotation stays on the phone only for its agent: kept when the session expires, gone when someone else signs in there or the agent signs out', async ({
  page,
}) => {
  const company = page.getByLabel('企业名称');

  await signInOnLoginPage(page);
  await typeKeptQuotation(page);
  await expire(page);
  await signInOnLoginPage(page);
  await page.goto(QUOTE);
  await expect(company).toHaveValue(KEPT_COMPANY);

  await expire(page);
  await page.goto(`/login?u=${DEMO_AGENT.id}`);
  await page.getByRole('tab', { name: '投保人信息' }).click();
  await page.getByLabel('投保人姓名').fill('王思远');
  await page.getByLabel('投保人证件号码').fill(fictionalIdNumber('110101', '1988-06-15', 123));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/policyManage/);
  await expire(page);
  await signInOnLoginPage(page);
  await page.goto(QUOTE);
  await expect(company).toHaveValue('');
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);

  await typeKeptQuotation(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  // Signing out reloads the page: the next sign-in starts after it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  await signInOnLoginPage(page);
  await page.goto(QUOTE);
  await expect(company).toHaveValue('');
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);
});

test('a partner system hands the agent over with a one-time ureqSeq: the page opens signed in, with the agent’s unsaved quotation', async ({ page, request }) => {
  await signInOnLoginPage(page);
  await typeKeptQuotation(page);
  await expire(page);

  const handedOver = await request.post('/api/b2bCustomerWebuser/createUreqSeq', { headers: { authorization: await agentToken(request) } });
  const ureqSeq: string = (await handedOver.json()).content.ureqSeq;
  await page.goto(`${QUOTE}?ureqSeq=${ureqSeq}`);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByLabel('企业名称')).toHaveValue(KEPT_COMPANY);
  await expect(page.getByText('已恢复上次填写的内容')).toBeVisible();
});
