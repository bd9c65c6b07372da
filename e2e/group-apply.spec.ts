import { expect, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators/fictional-ids';
import { COMPANY, expectNoticesAlreadyRead, fillCompany, openApplication, pickOfficeWorker } from './journeys/group-apply';
import { DEMO_AGENT } from './journeys/session';

test('an agent fills a group accident application, reloads without losing it, submits and pays', async ({ page, request }) => {
  const first = { name: '王小明', idNumber: fictionalIdNumber('110101', '1990-03-07', 123) };
  const pasted = [
    { name: '李晓红', idNumber: fictionalIdNumber('310104', '1988-11-20', 246), occupation: '0101001' },
    { name: '赵大伟', idNumber: fictionalIdNumber('440305', '1979-05-02', 135), occupation: '0101002' },
  ];
  await openApplication(page, request);

  await fillCompany(page);

  // One insured by the form: the ID card fills birth date and gender; the occupation comes from the cascade.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const form = page.getByRole('dialog', { name: '添加被保险人' });
  await form.getByLabel('姓名').fill(first.name);
  await form.getByLabel('证件号码').fill(first.idNumber);
  await form.getByLabel('证件号码').blur();
  await expect(form.getByRole('button', { name: '出生日期' })).toHaveText('1990-03-07');
  await expect(form.getByRole('radio', { name: '男' })).toBeChecked();
  await pickOfficeWorker(page, form);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  // Two by pasting a list.
  await page.getByRole('button', { name: '粘贴', exact: true }).click();
  const paste = page.getByRole('dialog', { name: '粘贴被保险人清单' });
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByText('您还没有任何输入！')).toBeVisible();
  await paste.getByLabel('被保险人清单').fill(pasted.map((person) => `${person.name} ${person.idNumber} ${person.occupation}`).join('\n'));
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByTestId('insured-row')).toHaveCount(3);
  await expect(page.getByText('外勤人员（2类）')).toBeVisible();

  // Plan 1 for 12 months: class 1 costs 60 yuan, class 2 78 yuan.
  await expect(page.getByTestId('premium-total')).toHaveText('¥198.00');

  // Nothing typed is lost on reload.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('已恢复上次填写的内容')).toBeVisible();
  await expect(page.getByLabel('单位名称')).toHaveValue(COMPANY.name);
  await expect(page.getByLabel('证件号码')).toHaveValue(COMPANY.uscc);
  await expect(page.getByLabel('单位地址')).toHaveValue(COMPANY.address);
  await expect(page.getByTestId('insured-row')).toHaveCount(3);
  for (const name of [first.name, ...pasted.map((person) => person.name)]) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('premium-total')).toHaveText('¥198.00');

  // Deleting asks for a selection first.
  await page.getByRole('button', { name: '删除', exact: true }).click();
  await expect(page.getByText('请选择要删除的被保人')).toBeVisible();

  await expectNoticesAlreadyRead(page);
  await page.getByRole('radio', { name: '微信支付' }).check();
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/policy/saveOrder')) saves.push(sent.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: '提交订单' }).click();

  const pay = page.getByRole('dialog', { name: '支付' });
  await expect(pay.getByText('198.00')).toBeVisible();
  // WeChat reloads the page on the way to paying: the application is still there, naming the order it was saved as.
  await page.reload();
  await expect(page.getByText(/已保存为订单 P\w+，尚未支付/)).toBeVisible();
  await expect(page.getByLabel('单位名称')).toHaveValue(COMPANY.name);
  await expect(page.getByTestId('insured-row')).toHaveCount(3);
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(pay.getByText('198.00')).toBeVisible();
  // One order: the second tap paid the order already saved, it saved nothing new.
  expect(saves).toHaveLength(1);
  await pay.getByRole('button', { name: '前往支付' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // Paid: the application starts empty again.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/aszxty\/apply\?/);
  await expect(page.getByLabel('单位名称')).toHaveValue('');
  await expect(page.getByTestId('insured-row')).toHaveCount(0);
});

test('an ID number that fails its checksum is refused and cleared', async ({ page, request }) => {
  const valid = fictionalIdNumber('110101', '1991-08-15', 457);
  const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
  await openApplication(page, request);
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const form = page.getByRole('dialog', { name: '添加被保险人' });
  await form.getByLabel('姓名').fill('钱小芳');
  await form.getByLabel('证件号码').fill(wrongCheck);
  await form.getByLabel('证件号码').blur();
  await expect(form.getByText('被保人证件号码不合法!')).toBeVisible();
  await expect(form.getByLabel('证件号码')).toHaveValue('');
});

test('a session that expired before 提交订单: signing in on the sheet keeps the form and goes on to pay the one order', async ({ page, request }) => {
  // Three people: the product's smallest group.
  const people = [
    { name: '孙立新', idNumber: fictionalIdNumber('330106', '1985-04-12', 321) },
    { name: '钱雨桐', idNumber: fictionalIdNumber('330106', '1991-08-23', 342) },
    { name: '周景行', idNumber: fictionalIdNumber('330106', '1987-01-30', 357) },
  ];
  await openApplication(page, request);
  await fillCompany(page);
  await page.getByRole('button', { name: '粘贴', exact: true }).click();
  const paste = page.getByRole('dialog', { name: '粘贴被保险人清单' });
  await paste.getByLabel('被保险人清单').fill(people.map((person) => `${person.name} ${person.idNumber} 0101001`).join('\n'));
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByTestId('premium-total')).toHaveText('¥180.00');
  await expectNoticesAlreadyRead(page);
  await page.getByRole('radio', { name: '微信支付' }).check();

  // Every order the page asks to save, by its idempotency key: one tap of submit is one order.
  const keys = new Set<string>();
  page.on('request', (sent) => {
    if (sent.url().includes('/api/policy/saveOrder')) keys.add(sent.headers()['idempotency-key'] ?? '');
  });
  await page.context().clearCookies();
  await page.getByRole('button', { name: '提交订单' }).click();

  const signIn = page.getByRole('dialog', { name: '登录' });
  await expect(signIn.getByText('未登录或登录已过期，请重新登录。')).toBeVisible();
  await signIn.getByLabel('账号').fill(DEMO_AGENT.loginName);
  await signIn.getByLabel('密码').fill(DEMO_AGENT.password);
  await signIn.getByRole('button', { name: '登录' }).click();

  const pay = page.getByRole('dialog', { name: '支付' });
  await expect(pay.getByText('180.00')).toBeVisible();
  // No reload: what was typed is still on the page.
  await expect(page.getByLabel('单位名称')).toHaveValue(COMPANY.name);
  for (const person of people) await expect(page.getByText(person.name, { exact: true })).toBeVisible();
  expect(keys.size).toBe(1);
});
