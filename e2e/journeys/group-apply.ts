/** The group application's first steps, shared by the online and the offline journeys. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { fictionalUscc } from '../../domain/validators/fictional-ids';
import { signInPage } from './session';

// The demo issuing account of the README; fictional people and a fictional company only.
export const COMPANY = {
  name: '示例星河软件有限公司',
  uscc: fictionalUscc('91', '110105', 'MA01XY7K3'),
  phone: '13800138000',
  email: 'hr@example.com',
  address: '北京市朝阳区示例路88号星河大厦5层',
};
export const NOTICES = ['投保须知', '保险条款', '免责说明', '客户告知书'];

/** Fills the holder (the company) of the group application. */
export async function fillCompany(page: Page, company: typeof COMPANY = COMPANY): Promise<void> {
  await page.getByLabel('单位名称').fill(company.name);
  await expect(page.getByRole('button', { name: '证件类型' })).toHaveText('统一社会信用代码');
  await page.getByLabel('证件号码').fill(company.uscc);
  await page.getByLabel('联系电话').fill(company.phone);
  await page.getByLabel('电子邮箱').fill(company.email);
  await page.getByLabel('单位地址').fill(company.address);
}

/** Picks the office-worker occupation (class 1) in the insured form's cascade. */
export async function pickOfficeWorker(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: '职业' }).click();
  const cascader = page.locator('.adm-cascader');
  await cascader.getByText('一般职业', { exact: true }).click();
  await cascader.getByText('机关、团体、公司', { exact: true }).click();
  await cascader.getByText('内勤人员（1类）', { exact: true }).click();
  await cascader.locator('.adm-cascader-header-button').getByText('确定').click();
  await expect(form.getByRole('button', { name: '职业' })).toHaveText('内勤人员（1类）');
}

export async function readNotices(page: Page): Promise<void> {
  const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  // Readings are kept per visitor (decision 024): once the demo agent agreed in an earlier test, nothing is asked.
  await page.waitForLoadState('networkidle');
  if (await box.isChecked()) return;
  await box.click();
  for (const name of NOTICES) {
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await viewer.getByRole('button', { name: '我已阅读并同意' }).click();
  }
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
}

/** Notices agreed on the product page are not asked again on the application (one reading per visitor and version). */
export async function expectNoticesAlreadyRead(page: Page): Promise<void> {
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
}

export async function openApplication(page: Page, request: APIRequestContext): Promise<string> {
  const token = await signInPage(page, request);
  await page.goto('/aszxty?u=800001&sign=x');
  await readNotices(page);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/aszxty\/apply\?p=aszxty/);
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
  return token;
}
