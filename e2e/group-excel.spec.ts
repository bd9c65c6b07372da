import { readFile } from 'node:fs/promises';
import { type APIRequestContext as APIRequest, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fictionalIdNumber } from '../domain/validators/fictional-ids';
import { employeeRow, insuredListXlsx } from '../tests/fixtures/insured-list';
import { COMPANY, pickOfficeWorker, readNotices } from './journeys/group-apply';
import { signInPage } from './journeys/session';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The signed-in agent opens the application itself (its notices are read at the end, before submitting). */
async function openApplication(page: Page, request: APIRequest): Promise<void> {
  await signInPage(page, request);
  await page.goto('/aszxty/apply?p=aszxty&u=800001');
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
}

/** The agent finds the company by typing part of its name; its credit code comes from the registry. */
async function findCompany(page: Page): Promise<void> {
  await page.getByRole('button', { name: '查询企业' }).click();
  const dialog = page.getByRole('dialog', { name: '企业证件号码' });
  await dialog.getByLabel('企业名称').fill('云帆物流');
  await dialog.getByText('杭州云帆物流有限公司').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('单位名称')).toHaveValue('杭州云帆物流有限公司');
  await expect(page.getByLabel('证件号码')).toHaveValue(/^91330106MA/);
  await page.getByLabel('联系电话').fill(COMPANY.phone);
  await page.getByLabel('电子邮箱').fill(COMPANY.email);
  await page.getByLabel('单位地址').fill(COMPANY.address);
}

/** Two designated beneficiaries: 60 + 50 is refused on saving, 60 + 40 totals 100. */
async function designateBeneficiaries(page: Page, insuredName: string): Promise<void> {
  await page.getByRole('button', { name: `${insuredName}的受益人` }).click();
  const dialog = page.getByRole('dialog', { name: `${insuredName}的受益人` });
  await dialog.getByText('指定受益人').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入受益人信息!')).toBeVisible();
  const people = [
    { name: '王丽', idNumber: fictionalIdNumber('110101', '1991-04-05', 222), relation: '配偶', share: '60' },
    { name: '王乐', idNumber: fictionalIdNumber('110101', '2015-09-10', 131), relation: '子女', share: '50' },
  ];
  for (const person of people) {
    await dialog.getByRole('button', { name: '添加受益人' }).click();
    const form = page.getByRole('dialog', { name: '添加受益人' });
    await form.getByLabel('受益人姓名').fill(person.name);
    await form.getByLabel('证件号码').fill(person.idNumber);
    await form.getByRole('button', { name: '与被保人关系' }).click();
    await page.locator('.adm-picker').getByText(person.relation, { exact: true }).click();
    await page.locator('.adm-picker').getByText('确定').click();
    await form.getByLabel('受益比例（%）').fill(person.share);
    await form.getByRole('button', { name: '保存' }).click();
    if (person.share === '50') {
      await expect(page.getByText('受益人总比例已超过100%，请重新输入')).toBeVisible();
      await expect(form.getByLabel('受益比例（%）')).toHaveValue('');
      await form.getByLabel('受益比例（%）').fill('40');
      await form.getByRole('button', { name: '保存' }).click();
    }
    await expect(form).toBeHidden();
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `${insuredName}的受益人` })).toHaveText('指定受益人2人');
}

test('an agent finds the company, imports 300 people from Excel, fixes the 3 bad rows from the error sheet, designates beneficiaries, submits and pays', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openApplication(page, request);
  await findCompany(page);

  // 300 employees, three of them wrong: a bad ID check digit, no name, an occupation code that does not exist.
  const spoiled = { 7: 'badChecksum', 120: 'noName', 299: 'unknownOccupation' } as const;
  await page.getByRole('button', { name: 'Excel导入' }).click();
  const upload = page.getByRole('region', { name: 'Excel清单' });
  await upload.locator('input[type=file]').setInputFiles({ name: 'insureds.xlsx', mimeType: XLSX, buffer: await insuredListXlsx(300, spoiled) });
  await expect(upload.getByText('已读取300行，其中3行需修改')).toBeVisible({ timeout: 30_000 });
  for (const line of ['第9行 证件号码：被保人证件号码不合法!', '第122行 姓名：', '第301行 职业代码：']) await expect(upload.getByText(line)).toBeVisible();
  await expect(page.getByTestId('insured-row')).toHaveCount(0);

  // The error sheet: the uploaded file with the bad cells marked and an error column; the agent fixes those cells.
  const downloading = page.waitForEvent('download');
  await upload.getByRole('button', { name: '下载错误清单' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await (await downloading).path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const errorColumn = sheet.getRow(1).cellCount;
  expect(sheet.getRow(1).getCell(errorColumn).value).toBe('错误说明 Errors');
  for (const index of Object.keys(spoiled).map(Number)) {
    const row = sheet.getRow(index + 2);
    expect(String(row.getCell(errorColumn).value)).not.toBe('');
    const fixed = employeeRow(index);
    row.getCell(1).value = fixed.name;
    row.getCell(3).value = fixed.idNumber;
    row.getCell(6).value = fixed.occupationCode;
  }
  const fixedBytes = Buffer.from(await book.xlsx.writeBuffer());
  await upload.locator('input[type=file]').setInputFiles({ name: 'insureds-fixed.xlsx', mimeType: XLSX, buffer: fixedBytes });
  await expect(page.getByText('已从Excel导入300位被保险人')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.insured-list__head').getByText('300人')).toBeVisible();
  // The long list is virtualised: only a screenful of cards is in the page.
  expect(await page.getByTestId('insured-row').count()).toBeLessThan(40);

  await designateBeneficiaries(page, employeeRow(0).name);

  // The risk-notice signing step of issue 15's other half goes here.
  await readNotices(page);
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  const pay = page.getByRole('dialog', { name: '支付' });
  await pay.getByRole('button', { name: '前往支付' }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 30_000 });
});

test('an agent finds the company by part of its name, designates beneficiaries, submits and pays', async ({ page, request }) => {
  await openApplication(page, request);
  await findCompany(page);

  const people = [
    // People of their own: the journeys share one database, and one person holds one such policy per period.
    { name: '钱文博', idNumber: fictionalIdNumber('330106', '1990-06-17', 153) },
    { name: '孔晓燕', idNumber: fictionalIdNumber('330106', '1986-02-23', 264) },
    { name: '曹志强', idNumber: fictionalIdNumber('330106', '1981-12-08', 375) },
  ];
  for (const person of people) {
    await page.getByRole('button', { name: '添加', exact: true }).click();
    const form = page.getByRole('dialog', { name: '添加被保险人' });
    await form.getByLabel('姓名').fill(person.name);
    await form.getByLabel('证件号码').fill(person.idNumber);
    await form.getByLabel('证件号码').blur();
    await pickOfficeWorker(page, form);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
  }
  await designateBeneficiaries(page, '钱文博');

  // The risk-notice signing step of issue 15's other half goes here.
  await readNotices(page);
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  const pay = page.getByRole('dialog', { name: '支付' });
  await expect(pay.getByText('180.00')).toBeVisible();
  await pay.getByRole('button', { name: '前往支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
});

test('a company the registry does not know goes to the manual certificate dialog, which says staff will contact the agent', async ({ page, request }) => {
  await openApplication(page, request);
  await page.getByRole('button', { name: '查询企业' }).click();
  const dialog = page.getByRole('dialog', { name: '企业证件号码' });
  await dialog.getByLabel('企业名称').fill('无名小作坊');
  await expect(dialog.getByText('未找到该企业')).toBeVisible();
  await dialog.getByRole('button', { name: '手动录入企业证件' }).click();
  const manual = page.getByRole('dialog', { name: '企业证件录入' });
  await expect(manual.getByText(/运营人员将尽快与您联系/)).toBeVisible();
  await expect(manual.getByLabel('企业名称')).toHaveValue('无名小作坊');
  await manual.getByRole('button', { name: '提交' }).click();
  await expect(manual.getByText('请上传证件照片！')).toBeVisible();
  await expect(manual.getByText('请输入证件号码')).toBeVisible();
});
