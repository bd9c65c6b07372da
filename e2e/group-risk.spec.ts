import { expect, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators/fictional-ids';
import { printedPage, stampedPage } from '../tests/fixtures/seal-pages';
import { groupOrderRequest } from '../tests/fixtures/book';
import { fillCompany, openApplication, pickOfficeWorker } from './journeys/group-apply';
import { signInPage } from './journeys/session';

// A person of the local identity registry (server/adapters/identity/local-registry.ts): fictional.
// Not insured by the other journeys: one person holds one policy of a benefit per period.
const PERSON = { name: '孙立新', idNumber: fictionalIdNumber('320102', '1985-01-30', 311), phone: '13300005555' };
// The product insures groups of 3 or more.
const COLLEAGUES = [
  { name: '周若兰', idNumber: fictionalIdNumber('320102', '1987-04-12', 518), occupation: '0101001' },
  { name: '吴承泽', idNumber: fictionalIdNumber('320102', '1992-09-30', 623), occupation: '0101002' },
];

test('an agent verifies an insured person, signs and uploads the sealed risk notice, then submits and pays', async ({ page, request }) => {
  await openApplication(page, request);
  await fillCompany(page);
  // Plan 3 insures 1,000,000 yuan a person: the insurer wants the signed notice with the company seal.
  await page.getByRole('radio', { name: '计划三' }).check();

  await page.getByRole('button', { name: '添加', exact: true }).click();
  const form = page.getByRole('dialog', { name: '添加被保险人' });
  await form.getByLabel('姓名').fill(PERSON.name);
  await form.getByLabel('证件号码').fill(PERSON.idNumber);
  await form.getByLabel('证件号码').blur();
  await pickOfficeWorker(page, form);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: '粘贴', exact: true }).click();
  const paste = page.getByRole('dialog', { name: '粘贴被保险人清单' });
  await paste.getByLabel('被保险人清单').fill(COLLEAGUES.map((person) => `${person.name} ${person.idNumber} ${person.occupation}`).join('\n'));
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByTestId('insured-row')).toHaveCount(3);

  // Identity: a wrong phone is told apart from a match; each check is recorded by the server.
  await page.getByRole('button', { name: /身份核验/ }).click();
  const verify = page.getByRole('dialog', { name: '身份核验' });
  await verify.getByText('姓名+证件号码+手机号核验').click();
  await verify.getByRole('textbox', { name: '手机号' }).fill('13912345678');
  await verify.getByRole('button', { name: '核验' }).click();
  await expect(verify.getByRole('status')).toHaveText('手机号与身份信息不一致');
  await verify.getByRole('textbox', { name: '手机号' }).fill(PERSON.phone);
  await verify.getByRole('button', { name: '核验' }).click();
  await expect(verify.getByRole('status')).toHaveText('身份核验通过');
  await expect(verify.getByText('已核验', { exact: true })).toBeVisible();
  await verify.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('button', { name: /已核验 1\/3 人/ })).toBeVisible();

  // The notices were read on the product page: the application does not ask again (the tab's reading pass).
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();

  // The risk notice: its reason, the PDF, a page without a seal refused, the stamped page accepted.
  const notice = page.getByRole('dialog', { name: '风险告知' });
  await expect(notice.getByText('每人最高保险金额 100万元（≥100万元，须签章上传风险告知书）')).toBeVisible();
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: '下载风险告知书' }).click();
  expect((await download).suggestedFilename()).toMatch(/^risk-notice-.+\.pdf$/);
  const next = notice.getByRole('button', { name: '下一步' });
  await expect(next).toBeDisabled();
  await notice.getByLabel('上传已签章页面').setInputFiles({ name: 'unsigned.png', mimeType: 'image/png', buffer: await printedPage() });
  await expect(notice.getByRole('status')).toHaveText('未识别到公章，请上传盖有红色公章的页面');
  await expect(next).toBeDisabled();
  await notice.getByLabel('上传已签章页面').setInputFiles({ name: 'signed.jpg', mimeType: 'image/jpeg', buffer: await stampedPage('jpeg') });
  await expect(notice.getByRole('status')).toHaveText('已识别公章');
  await next.click();

  // The insure dialog: the identity check stored with the order, the notice in; then the insurer accepts.
  const insure = page.getByRole('dialog', { name: '确认投保' });
  await expect(insure.getByText('1/3 人已核验')).toBeVisible();
  await expect(insure.getByText('2位被保险人未完成身份核验：周若兰、吴承泽')).toBeVisible();
  await expect(insure.getByText('已签章上传')).toBeVisible();
  await insure.getByRole('button', { name: '确认投保并支付' }).click();

  const pay = page.getByRole('dialog', { name: '支付' });
  await pay.getByRole('button', { name: '前往支付' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
});

test('the shop product’s duty calculator turns rent and months into the loss-of-rent sum', async ({ page, request }) => {
  await signInPage(page, request);
  await page.goto('/pingansf/apply?p=pingansf&u=800001');
  await page.getByRole('button', { name: '保障计算器' }).click();
  const calculator = page.getByRole('dialog', { name: '保障计算器（租金损失）' });
  await calculator.getByRole('textbox', { name: '月租金（元）' }).fill('8500');
  await calculator.getByRole('textbox', { name: '租金损失月数' }).fill('6');
  await expect(calculator.getByRole('status')).toHaveText('租金损失保额：¥51,000.00');
  await calculator.getByRole('button', { name: '填入保额' }).click();
  await expect(calculator).toBeHidden();
  await page.getByRole('tab', { name: '租金' }).click();
  await expect(page.locator('#sum-rent')).toHaveValue('51000');
});

test('an agent files an insurer document with an order on /uploadPDF', async ({ page, request }) => {
  const token = await signInPage(page, request);
  const saved = await request.post('/api/policy/saveOrder', { data: groupOrderRequest(41), headers: { authorization: token } });
  const policyId: string = (await saved.json()).data.policyId;
  await page.goto(`/uploadPDF?policyId=${policyId}`);
  await page.getByText('史带承保资料', { exact: true }).click();
  await page.getByLabel('选择文件').setInputFiles({ name: 'starr-form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%starr\n') });
  await expect(page.getByText('starr-form.pdf')).toBeVisible();
  // A photo is refused where the kind takes PDFs only: judged by its bytes.
  await page.getByText('投保单', { exact: true }).click();
  await page.getByLabel('选择文件').setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: await printedPage() });
  await expect(page.getByText('只能上传PDF文件')).toBeVisible();
});
