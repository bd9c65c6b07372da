import { expect, type Page, test } from '@playwright/test';

async function readToEnd(page: Page, name: string, long: boolean) {
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  const agree = viewer.getByRole('button', { name: '我已阅读并同意' });
  const body = viewer.getByTestId('reading-body');
  // A short notice is at its end as soon as it shows; a long one waits until within 1200 px of its end.
  if (long) {
    const { height, view } = await body.evaluate((element) => ({ height: element.scrollHeight, view: element.clientHeight }));
    expect(height - view).toBeGreaterThan(1400);
    await expect(agree).toBeDisabled();
    await body.evaluate((element, top) => element.scrollTo({ top }), height - view - 1300);
    await expect(agree).toBeDisabled();
  }
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(agree).toBeEnabled();
  await agree.click();
}

test('a product page: tabs expand, and every notice must be read to its end before applying', async ({ page }) => {
  await page.goto('/index?p=aszxty&u=800001&sign=x');
  await expect(page).toHaveURL(/\/aszxty\?p=aszxty/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');

  await page.getByRole('tab', { name: '常见问题' }).click();
  const expand = page.getByRole('button', { name: '展开全部' });
  await expect(expand).toBeVisible();
  await expand.click();
  await expect(page.getByRole('button', { name: '收起' })).toBeVisible();

  const apply = page.getByRole('button', { name: '立即投保' });
  await expect(apply).toBeDisabled();
  // Ticking the box before reading opens the first unread notice instead.
  await page.getByRole('checkbox').click();
  for (const name of ['投保须知', '保险条款', '免责说明', '客户告知书']) await readToEnd(page, name, name === '保险条款');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(apply).toBeEnabled();
});

test('a stopped product has no page', async ({ page }) => {
  await page.goto('/tattyw');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});

test('a product without a detail page opens straight on its application', async ({ page }) => {
  await page.goto('/tacczhx?u=800001&sign=x');
  await expect(page).toHaveURL(/\/tacczhx\/apply\?p=tacczhx&u=800001&sign=x$/);
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
});
