import { expect, type Page, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators/fictional-ids';
import { COMPANY, openApplication, pickOfficeWorker, readNotices } from './journeys/group-apply';

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

test('an agent finds the company by part of its name, designates beneficiaries, submits and pays', async ({ page, request }) => {
  await openApplication(page, request);
  await findCompany(page);

  const people = [
    { name: '王小明', idNumber: fictionalIdNumber('110101', '1990-03-07', 123) },
    { name: '李晓红', idNumber: fictionalIdNumber('310104', '1988-11-20', 246) },
    { name: '赵大伟', idNumber: fictionalIdNumber('440305', '1979-05-02', 135) },
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
  await designateBeneficiaries(page, '王小明');

  // The risk-notice signing step of issue 15's other half goes here.
  await readNotices(page);
  await page.getByRole('radio', { name: '在线支付（0）' }).check();
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
