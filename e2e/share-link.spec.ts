import { expect, test } from '@playwright/test';

const TAMPERED = 'a0fbe954de9e583c32479f4d148a19ec';

for (const [what, query] of [
  ['a tampered sign', `u=800001&sign=${TAMPERED}`],
  ['no sign', 'u=800001'],
] as const) {
  test(`a customer on a share link with ${what} is told at once to use the agent's link, and offered no form`, async ({ page }) => {
    await page.goto(`/astp/home?${query}`);
    await expect(page.getByRole('alert')).toHaveText('请通过代理人分享的链接投保。');

    await page.goto(`/astp/productDetail?p=hyschengen&${query}`);
    await expect(page.getByRole('alert')).toHaveText('请通过代理人分享的链接投保。');
    await expect(page.getByRole('button', { name: '立即投保' })).toBeDisabled();

    await page.goto(`/astp/addPolicy?p=hyschengen&${query}`);
    await expect(page.getByText('请通过代理人分享的链接投保。')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(0);
  });
}
