import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fictionalIdNumber } from '../domain/validators';
import { groupOrderRequest } from '../tests/fixtures/book';
import { agentToken, signInOnLoginPage } from './journeys/session';
import { issuedAfterBalancePay, issuedGroupPolicy, savedGroupOrder } from './journeys/group-book';
import { freshGroupSeq } from './journeys/people';

test('an agent signs in, finds a policy, exports its insureds, invoices it and cancels an unpaid group order', async ({ page, request }) => {
  const seq = freshGroupSeq();
  const company = groupOrderRequest(seq, 3).salPolicyHolder;
  const token = await agentToken(request);
  const issuedId = await savedGroupOrder(request, token, seq);
  const unpaidId = await savedGroupOrder(request, token, seq + 1);
  await issuedAfterBalancePay(request, token, issuedId);

  await signInOnLoginPage(page);

  const search = page.getByRole('form', { name: '查询' });
  await search.getByLabel('投保人').fill(company.holderName);
  await search.getByRole('button', { name: '查询' }).click();
  const card = page.getByTestId('policy-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('未生效');
  await card.getByRole('link', { name: '保单详情' }).click();

  await expect(page.getByRole('heading', { name: '被保险人（3人）' })).toBeVisible();
  await expect(page.getByTestId('insured-row')).toHaveCount(3);
  await expect(page.getByText(company.holderName)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出被保险人清单' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^被保险人清单-EP.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const names: string[] = [];
  workbook.worksheets[0].eachRow((row, number) => {
    if (number > 1) names.push(String(row.getCell(2).value));
  });
  expect(names).toEqual(groupOrderRequest(seq, 3).salInsuredList.map((insured) => insured.name));

  await page.getByRole('button', { name: '申请发票' }).click();
  const invoice = page.getByRole('form', { name: '申请发票' });
  await expect(invoice.getByLabel('发票抬头（投保人）')).toHaveValue(company.holderName);
  // The company's first invoice: its credit code comes from the policy, not typed again.
  await expect(invoice.getByLabel('纳税人识别号（统一社会信用代码）')).toHaveValue(company.holderIdNumber);
  await expect(invoice.getByText('已按该企业上次开票或投保信息填入，请核对')).toBeVisible();
  await invoice.getByLabel('接收邮箱').fill(`finance${seq}@example.com`);
  await invoice.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('button', { name: '重新开具发票' })).toBeVisible();
  await expect(page.getByText('增值税普通发票')).toBeVisible();

  await page.goto('/dev/outbox');
  const mail = page.locator('.dev-outbox__item').filter({ hasText: '电子发票' }).filter({ hasText: company.holderName }).first();
  await expect(mail).toContainText('f***@example.com');
  await expect(mail.getByRole('link', { name: /电子发票-\d+\.pdf/ })).toBeVisible();

  await page.goto(`/policyInfo?policyId=${unpaidId}&u=800001`);
  await expect(page.getByText('待支付')).toBeVisible();
  await page.getByRole('button', { name: '注销' }).click();
  await expect(page.getByText('注销后该订单将失效，不能再支付。确定注销吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定注销' }).click();
  await expect(page.getByText('订单已注销')).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText('已失效')).toBeVisible();
  await expect(page.getByRole('button', { name: '注销' })).toBeHidden();
});

test('cancelling an invoiced policy voids its invoice on the policy page and tells the customer by e-mail', async ({ page, request }) => {
  const seq = freshGroupSeq();
  const company = groupOrderRequest(seq, 3).salPolicyHolder;
  const token = await agentToken(request);
  const policyNo = await issuedGroupPolicy(request, token, seq);
  const invoice = { policyId: policyNo, title: company.holderName, taxpayerType: 'company', taxNumber: company.holderIdNumber, billingType: 'normal', email: `finance${seq}@example.com` };
  const issued = await (await request.post('/api/authorization/policyOperation/applyInvoice', { data: invoice, headers: { authorization: token } })).json();
  const invoiceNo: string = issued.content.invoiceNo;

  await signInOnLoginPage(page);
  await page.goto(`/policyInfo?policyId=${policyNo}&u=800001`);
  const invoiceRow = page.getByRole('listitem').filter({ hasText: invoiceNo });
  await expect(invoiceRow).toContainText('已开具');
  await page.getByRole('button', { name: '注销' }).click();
  await page.getByRole('button', { name: '确定注销' }).click();
  await expect(page.getByText(/保单已注销，退还保费/)).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  // The invoice follows in a job of its own, moments later.
  await expect(async () => {
    await page.reload();
    await expect(invoiceRow).toContainText('已作废', { timeout: 1_000 });
  }).toPass();
  await expect(invoiceRow.getByRole('button', { name: '下载' })).toBeHidden();
  await expect(page.getByRole('button', { name: '重新开具发票' })).toBeHidden();

  await page.goto('/dev/outbox');
  await expect(page.locator('.dev-outbox__item').filter({ hasText: `电子发票 ${invoiceNo} 已作废` })).toContainText('请勿再用于报销');
});

test('a policyholder signs in by name and ID number and sees only their own policies', async ({ page }) => {
  await page.goto('/login?u=800001');
  await page.getByRole('tab', { name: '投保人信息' }).click();
  await page.getByLabel('投保人姓名').fill('王思远');
  await page.getByLabel('投保人证件号码').fill(fictionalIdNumber('110101', '1988-06-15', 123));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/policyManage/);
  const cards = page.getByTestId('policy-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('王*远');
  await expect(cards).not.toContainText('示例星河');
});

test('on English pages the files an agent downloads are named in English', async ({ page, request }) => {
  const seq = freshGroupSeq();
  const token = await agentToken(request);
  const policyNo = await issuedGroupPolicy(request, token, seq);

  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto(`/policyInfo?policyId=${policyNo}&u=800001`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  // The spec's Chinese field messages, in English on an English page.
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Please enter your account')).toBeVisible();
  await dialog.getByLabel('Account').fill('demo-agent');
  // The server's refusal comes in the page's language, not the browser's (this browser asks for Chinese).
  await dialog.getByLabel('Password').fill('Wrong#2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Wrong account or password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Demo#2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  const [insureds] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export insured list' }).click()]);
  expect(insureds.suggestedFilename()).toBe(`insured-list-${policyNo}.xlsx`);
  const [ePolicy] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download e-policy' }).click()]);
  expect(ePolicy.suggestedFilename()).toBe(`e-policy-${policyNo}.pdf`);
});
