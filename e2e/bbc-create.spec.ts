import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { MGU_INSURED_SHEET } from '../domain/api/mgu';
import { fictionalIdNumber, fictionalUscc } from '../domain/validators';
import { signInPage } from './journeys/session';

test('an agent applies for a company’s staff list from the MGU template, reloads without losing it, and goes on to pay', async ({ page, request }) => {
  await signInPage(page, request);

  await page.goto('/bbc-create');
  await page.getByText('美联团体医疗保险（众鸿）').click();
  await page.getByText('A款', { exact: true }).click();
  await page.getByLabel('投保企业名称').fill('杭州示例网络科技有限公司');
  await page.getByLabel('统一社会信用代码').fill(fictionalUscc('91', '330106', 'MA2C3D4E5'));
  await page.getByLabel('联系电话').fill('0571-88001234');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载产品表与清单模板' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.getWorksheet(MGU_INSURED_SHEET)!;
  ['何思琪', '许文博', '蒋雨桐', '沈嘉豪', '韩晓雪'].forEach((name, index) => {
    sheet.addRow([name, '1', fictionalIdNumber('330106', `199${index}-03-0${index + 1}`, 40 + index), '', '', '']);
  });
  await page.getByLabel('上传填写好的员工清单（.xlsx）').setInputFiles({
    name: 'staff.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByText('已读取5位被保险人')).toBeVisible();

  // What was typed and the list read survive a reload (the file chooser may cost WeChat the page).
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('已恢复上次填写的内容')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('投保企业名称')).toHaveValue('杭州示例网络科技有限公司');
  await expect(page.getByText('已读取5位被保险人')).toBeVisible();

  await page.getByRole('button', { name: '计算保费' }).click();
  await expect(page.getByText(/^5人，保费合计 [\d,.]+ 元$/)).toBeVisible();
  await page.getByRole('button', { name: '提交投保并支付' }).click();
  await expect(page).toHaveURL(/\/pay\?policyId=P\d{8}/);
  // Sent, it is not offered again; the last company the server fills in is not something typed to restore, even
  // after a reload (which keeps the form's state on its way out).
  await page.goto('/bbc-create');
  await expect(page.getByLabel('投保企业名称')).toHaveValue('杭州示例网络科技有限公司');
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('投保企业名称')).toHaveValue('杭州示例网络科技有限公司');
  await expect(page.getByText('已恢复上次填写的内容')).toHaveCount(0);
});
