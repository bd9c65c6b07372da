import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGIN_CIPHER_PREFIX } from '../domain/api/auth';
import { sm4EncryptText } from '../domain/crypto';
import { fictionalIdNumber, fictionalUscc } from '../domain/validators/fictional-ids';

// The demo issuing account of the README; fictional people and a fictional company only.
const DEMO_AGENT = { id: '800001', loginName: 'demo-agent', password: 'Demo#2026' };
const COMPANY = {
  name: '示例星河软件有限公司',
  uscc: fictionalUscc('91', '110105', 'MA01XY7K3'),
  phone: '13800138000',
  email: 'hr@example.com',
  address: '北京市朝阳区示例路88号星河大厦5层',
};
const NOTICES = ['投保须知', '保险条款', '免责说明', '客户告知书'];

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/b2bCustomerWebuser/verificationUserLogin', {
    data: { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX) },
  });
  const token: string = (await response.json()).content.token;
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
}

async function readNotices(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  for (const name of NOTICES) {
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await viewer.getByRole('button', { name: '我已阅读并同意' }).click();
  }
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
}

async function openApplication(page: Page, request: APIRequestContext): Promise<void> {
  await signIn(page, request);
  await page.goto('/aszxty?u=800001&sign=x');
  await readNotices(page);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/aszxty\/apply\?p=aszxty/);
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
}

test('an agent fills a group accident application, reloads without losing it, submits and pays', async ({ page, request }) => {
  const first = { name: '王小明', idNumber: fictionalIdNumber('110101', '1990-03-07', 123) };
  const pasted = [
    { name: '李晓红', idNumber: fictionalIdNumber('310104', '1988-11-20', 246), occupation: '0101001' },
    { name: '赵大伟', idNumber: fictionalIdNumber('440305', '1979-05-02', 135), occupation: '0101002' },
  ];
  await openApplication(page, request);

  await page.getByLabel('单位名称').fill(COMPANY.name);
  await expect(page.getByRole('button', { name: '证件类型' })).toHaveText('统一社会信用代码');
  await page.getByLabel('证件号码').fill(COMPANY.uscc);
  await page.getByLabel('联系电话').fill(COMPANY.phone);
  await page.getByLabel('电子邮箱').fill(COMPANY.email);
  await page.getByLabel('单位地址').fill(COMPANY.address);

  // One insured by the form: the ID card fills birth date and gender; the occupation comes from the cascade.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const form = page.getByRole('dialog', { name: '添加被保险人' });
  await form.getByLabel('姓名').fill(first.name);
  await form.getByLabel('证件号码').fill(first.idNumber);
  await form.getByLabel('证件号码').blur();
  await expect(form.getByRole('button', { name: '出生日期' })).toHaveText('1990-03-07');
  await expect(form.getByRole('radio', { name: '男' })).toBeChecked();
  await form.getByRole('button', { name: '职业' }).click();
  await page.getByText('一般职业', { exact: true }).click();
  await page.getByText('机关、团体、公司', { exact: true }).click();
  await page.getByText('内勤人员（1类）', { exact: true }).click();
  await page.locator('.adm-cascader-header-button').getByText('确定').click();
  await expect(form.getByRole('button', { name: '职业' })).toHaveText('内勤人员（1类）');
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

  await readNotices(page);
  await page.getByRole('radio', { name: '在线支付（0）' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();

  const pay = page.getByRole('dialog', { name: '支付' });
  await expect(pay.getByText('198.00')).toBeVisible();
  await pay.getByRole('button', { name: '前往支付' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/result-success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
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
