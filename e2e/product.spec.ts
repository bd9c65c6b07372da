import { expect, type Page, test } from '@playwright/test';

async function readToEnd(page: Page, name: string, long: boolean) {
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  const agree = viewer.getByRole('button', { name: '我已阅读并同意' });
  // A short notice is at its end as soon as it shows; a long one waits for the scroll.
  if (long) {
    await expect(agree).toBeDisabled();
    await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight / 3 }));
    await expect(agree).toBeDisabled();
  }
  await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
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
