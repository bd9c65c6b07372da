import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BATCH_SHEET_COLUMNS } from '../domain/api/endorsement';
import { maskIdNumber } from '../domain/privacy/mask';
import { fictionalIdNumber } from '../domain/validators';
import { groupOrderRequest } from '../tests/fixtures/book';
import { agentToken, signInOnLoginPage, signInPage } from './journeys/session';
import { issuedGroupPolicy } from './journeys/group-book';
import { freshGroupSeq } from './journeys/people';

const NAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎鲁韦昌马苗凤花方俞任袁柳';

/** 50 new employees; list rows 5, 18 and 33 (sheet rows 7, 20 and 35) are wrong until `fixed`. */
function addList(seq: number, fixed: boolean): Record<string, string>[] {
  return Array.from({ length: 50 }, (_, index) => {
    const birthDate = `19${85 + (index % 10)}-0${1 + (index % 9)}-1${index % 10}`;
    const row = {
      name: `${NAMES[index]}新${NAMES[(index + seq) % NAMES.length]}`,
      idType: '1',
      idNumber: fictionalIdNumber('110108', birthDate, (seq * 7 + index) % 999),
      birthDate,
      gender: 'M',
      occupationCode: '0101001',
      occupationName: '内勤人员',
      occulevel: '1',
    };
    if (fixed) return row;
    if (index === 5) return { ...row, idNumber: `${row.idNumber.slice(0, 17)}${row.idNumber.endsWith('0') ? '1' : '0'}` };
    if (index === 18) return { ...row, occulevel: '9' };
    if (index === 33) return { ...row, name: '' };
    return row;
  });
}

async function writeList(rows: Record<string, string>[], name: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('insureds');
  sheet.columns = BATCH_SHEET_COLUMNS.add.map((column) => ({ header: column.header, key: column.key }));
  for (const row of rows) sheet.addRow(row);
  const path = join(tmpdir(), name);
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

test('an agent adds 50 people by Excel: 3 bad rows, the error sheet, the fix, the premium difference, the sandbox payment, the endorsement on the policy', async ({
  page,
  request,
}) => {
  const seq = freshGroupSeq();
  const token = await agentToken(request);
  const policyNo = await issuedGroupPolicy(request, token, seq);

  await signInOnLoginPage(page);

  await page.goto(`/policyInfo?policyId=${policyNo}&u=800001`);
  await expect(page.getByRole('heading', { name: '被保险人（3人）' })).toBeVisible();
  const premiumShown = async () => Number((await page.locator('dt:text-is("保费") + dd').first().textContent())?.replace(/[¥,]/g, ''));
  const issuedPremium = await premiumShown();
  await page.getByRole('link', { name: '新建批改' }).click();
  await expect(page).toHaveURL(/\/correct\/index\?policyId=/);
  await expect(page.getByRole('heading', { name: '新建批改' })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(await writeList(addList(seq, false), `endorse-${seq}-bad.xlsx`));
  await expect(page.getByText('已读取50行，其中3行需修改')).toBeVisible();
  const problems = page.getByRole('list', { name: '需修改的行' });
  await expect(problems.getByRole('listitem')).toHaveCount(3);
  await expect(problems).toContainText('第7行');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载错误清单' }).click()]);
  const marked = new ExcelJS.Workbook();
  await marked.xlsx.readFile(await download.path());
  const notes: number[] = [];
  marked.worksheets[0].eachRow((row, number) => {
    if (number > 1 && String(row.getCell(BATCH_SHEET_COLUMNS.add.length + 1).value ?? '') !== '') notes.push(number);
  });
  expect(notes).toEqual([7, 20, 35]);

  await fileInput.setInputFiles(await writeList(addList(seq, true), `endorse-${seq}-fixed.xlsx`));
  await expect(page.getByText('已读取50行，全部通过校验')).toBeVisible();
  const preview = page.getByRole('region', { name: '批改预览' });
  await expect(preview).toContainText('被保险人 3 人');
  await expect(preview).toContainText('被保险人 53 人');
  await expect(preview.getByTestId('batch-net')).toContainText('¥');
  await expect(preview.getByRole('row')).toHaveCount(51);
  await preview.getByRole('button', { name: '确认提交' }).click();
  await preview.getByRole('button', { name: /前往支付/ }).click();

  await expect(page).toHaveURL(/\/api\/sandbox-pay\/cashier\//);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/batch-result\?batchId=B/);
  await expect(page.getByTestId('batch-status')).toHaveText('已支付，待生效');
  const batchId = new URL(page.url()).searchParams.get('batchId') ?? '';

  // The clock moves to the effective date: the apply job runs.
  expect((await request.post(`/api/dev/endorsements/${batchId}/apply`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('batch-status')).toHaveText('已生效');

  await page.getByRole('link', { name: '返回保单详情' }).click();
  await expect(page.getByRole('heading', { name: '被保险人（53人）' })).toBeVisible();
  // The policy's premium is the one in force, and what the change was paid with is among its payments.
  const { netFen } = (await (await request.post(`/api/group/batch/queryBatchInfo/${batchId}`, { headers: { authorization: token } })).json()).content;
  expect(await premiumShown()).toBeCloseTo(issuedPremium + netFen / 100, 2);
  await expect(page.getByText(/^已支付 · ¥/)).toHaveCount(2);
  const endorsement = page.getByTestId('endorsement-row');
  await expect(endorsement).toContainText('已生效');
  const [pdf] = await Promise.all([page.waitForEvent('download'), endorsement.getByRole('button', { name: /下载批单/ }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^批单-EN\d+\.pdf$/);
  const insureds = page.getByTestId('insured-row');
  const more = page.getByRole('button', { name: '加载更多' });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(insureds).toHaveCount(53, { timeout: 1_000 });
  }).toPass();
  await expect(insureds.last()).toContainText(addList(seq, true)[49].name);
});

test('the people listed for a batch survive a reload until it is submitted, and 清空 starts it again', async ({ page, request }) => {
  const seq = freshGroupSeq();
  const policyNo = await issuedGroupPolicy(request, await signInPage(page, request), seq);
  await page.goto(`/correct/index?policyId=${policyNo}`);
  const joining = ['1990-03-14', '1992-07-21'].map((birthDate, index) => ({ name: `${NAMES[index + 10]}新员${index}`, idNumber: fictionalIdNumber('110108', birthDate, (seq * 11 + index) % 999) }));
  await page.getByText('粘贴名单').click();
  await page.getByLabel(/^每行：姓名/).fill(joining.map((person) => `${person.name} ${person.idNumber} 0101001 内勤人员 1`).join('\n'));
  await page.getByRole('button', { name: '读入名单' }).click();
  await expect(page.getByRole('heading', { name: '批改人员 (2)' })).toBeVisible();

  // The list reaches the phone's store a moment later: reload until it comes back.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('已恢复上次填写的内容')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '批改人员 (2)' })).toBeVisible();
  for (const person of joining) await expect(page.getByText(`${person.name} ${person.idNumber}`)).toBeVisible();

  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.getByRole('heading', { name: '批改人员 (0)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '批改人员 (0)' })).toBeVisible();
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);
});

test('an agent removes a person picked from the policy’s list by name, without their ID number, and sees the refund priced', async ({ page, request }) => {
  const seq = freshGroupSeq();
  // Four people: the product covers groups from three, so one can leave.
  const policyNo = await issuedGroupPolicy(request, await signInPage(page, request), seq, 4);
  const leaving = groupOrderRequest(seq, 4).salInsuredList[2];
  await page.goto(`/correct/index?policyId=${policyNo}`);
  await expect(page.getByRole('heading', { name: '新建批改' })).toBeVisible();
  await page.getByRole('option', { name: '减少被保险人' }).click();

  const picker = page.getByRole('region', { name: '从保单名单中选择离开人员' });
  await expect(picker.getByRole('listitem')).toHaveCount(4);
  await picker.getByRole('searchbox', { name: '按姓名或证件号后四位查找被保险人' }).fill(leaving.name);
  await picker.getByRole('button', { name: '查找' }).click();
  await expect(picker.getByRole('listitem')).toHaveCount(1);
  const person = picker.getByRole('button', { name: new RegExp(`^${leaving.name} · ${maskIdNumber(leaving.idNumber).replaceAll('*', '\\*')} · `) });
  // The list shows what the person paid; leaving before the policy starts refunds all of it.
  const premium = ((await person.textContent()) ?? '').split(' · ')[3];
  expect(premium).toMatch(/^¥\d+\.\d{2}$/);
  await person.click();
  await expect(page.getByRole('heading', { name: '批改人员 (1)' })).toBeVisible();
  await expect(page.getByText(`${leaving.name} ${maskIdNumber(leaving.idNumber)}`)).toBeVisible();
  await expect(person).toBeDisabled();
  await expect(person).toContainText('已选');

  await page.getByRole('button', { name: '计算保费差额' }).click();
  const preview = page.getByRole('region', { name: '批改预览' });
  await expect(preview).toContainText('被保险人 4 人');
  await expect(preview).toContainText('被保险人 3 人');
  await expect(preview.locator('dt:text-is("应退保费") + dd')).toHaveText(premium);
  await expect(preview.getByTestId('batch-net')).toHaveText(`-${premium}`);
  await expect(preview.getByRole('row').filter({ hasText: leaving.name })).toHaveCount(1);
});

test('an agent corrects the name of a person found on the policy’s list by their ID number’s last four, and sees the correction with no premium', async ({ page, request }) => {
  const seq = freshGroupSeq();
  const policyNo = await issuedGroupPolicy(request, await signInPage(page, request), seq);
  const corrected = groupOrderRequest(seq, 3).salInsuredList[1];
  const idMasked = maskIdNumber(corrected.idNumber);
  await page.goto(`/correct/index?policyId=${policyNo}`);
  await expect(page.getByRole('heading', { name: '新建批改' })).toBeVisible();
  await page.getByRole('option', { name: '被保险人信息更正' }).click();

  const picker = page.getByRole('region', { name: '从保单名单中选择要更正的被保险人' });
  await expect(picker.getByRole('listitem')).toHaveCount(3);
  // A name to correct may be the misspelt part: the agent finds the person by what the staff list shows of the number.
  await picker.getByRole('searchbox', { name: '按姓名或证件号后四位查找被保险人' }).fill(corrected.idNumber.slice(-4));
  await picker.getByRole('button', { name: '查找' }).click();
  await expect(picker.getByRole('listitem')).toHaveCount(1);
  const person = picker.getByRole('button', { name: new RegExp(`^${corrected.name} · ${idMasked.replaceAll('*', '\\*')} · `) });
  await person.click();
  await expect(page.getByRole('group', { name: '更正的被保险人（已从名单选择）' })).toContainText(`${corrected.name} ${idMasked}`);
  await expect(person).toBeDisabled();

  const form = page.getByRole('form', { name: '被保险人信息更正' });
  await expect(form.getByLabel('证件号码')).toHaveCount(0);
  await form.getByLabel('姓名', { exact: true }).fill(`${corrected.name}更`);
  await form.getByRole('button', { name: '校验批改' }).click();
  const preview = page.getByRole('region', { name: '批改预览' });
  await expect(preview.getByRole('list', { name: '更正内容' })).toHaveText(`被保险人 ${idMasked}：姓名更正为 ${corrected.name}更`);
  await expect(preview.getByTestId('batch-net')).toHaveText('¥0.00');
});
