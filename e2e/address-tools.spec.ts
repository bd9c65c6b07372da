import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('an address is translated into English and copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools');
  await expect(page).toHaveURL(/\/tools\/addr-trans$/);
  await page.getByLabel('中文地址').fill('广东省深圳市南山区科技园南路88号阳光花园5栋2单元1203室 518057');
  await page.getByRole('button', { name: '翻译', exact: true }).click();
  const english = 'Room 1203, Unit 2, Building 5, Yangguang Garden, No. 88 Kejiyuan South Road, Nanshan District, Shenzhen, Guangdong 518057, China';
  await expect(page.getByTestId('address-english')).toHaveText(english);
  await page.getByRole('button', { name: '复制英文地址' }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(english);
});

test('a batch of 20 addresses downloads as a spreadsheet file', async ({ page }) => {
  const streets = ['建国路', '南京东路', '中山路', '解放路', '人民路'];
  const lines = Array.from({ length: 20 }, (_, index) => `北京市朝阳区${streets[index % 5]}${index + 1}号`);
  await page.goto('/tools/addr-trans3');
  await page.getByLabel('中文地址（每行一条）').fill(lines.join('\n'));
  await expect(page.getByText('共20条')).toBeVisible();
  await page.getByRole('button', { name: '全部翻译' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(20);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载表格' }).click()]);
  expect(download.suggestedFilename()).toBe('addresses-english.csv');
  const rows = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(rows).toHaveLength(21);
  expect(rows[0]).toBe('中文地址,英文地址');
  expect(rows[1]).toBe('北京市朝阳区建国路1号,"No. 1 Jianguo Road, Chaoyang District, Beijing, China"');
  expect(rows[20]).toBe('北京市朝阳区人民路20号,"No. 20 Renmin Road, Chaoyang District, Beijing, China"');
});
