import { expect, type Locator, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators';
import { fillApplicant, fillInsured, fillTrip, SIGN, ZH } from './journeys/storefront';
import { DEMO_AGENT } from './journeys/session';

/** Text that starts at the screen's edge is hard to read: every heading keeps a margin of at least 8 px. */
async function expectClearOfEdges(heading: Locator) {
  const box = await heading.boundingBox();
  const width = heading.page().viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(8);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width - 8);
}

test('the vasco hotline page opens under /astp as under /vasco', async ({ page }) => {
  for (const path of ['/vasco/hotline', '/astp/vasco/hotline']) {
    await page.goto(path);
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
});

test('/wx-guide without a link to open offers nothing to copy', async ({ page }) => {
  await page.goto('/wx-guide');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /复制/ })).toHaveCount(0);
  await page.goto('/wx-guide?target=%2Fastp%2FpolicyQuery');
  await expect(page.getByRole('button', { name: /复制/ })).toBeVisible();
});

test('headings keep clear of the screen edge on the surrender and confirm-and-pay pages', async ({ page }) => {
  await page.goto('/astp/surrender');
  await expectClearOfEdges(page.getByRole('heading', { level: 1 }));

  const seq = 460 + (Date.now() % 30);
  const holderId = fictionalIdNumber('110105', '1987-05-06', 2 * seq);
  await page.goto(`/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${SIGN}`);
  await fillTrip(page);
  await fillApplicant(page, ZH, { name: '林雨晴', id: holderId, phone: `1380015${String(seq).padStart(4, '0')}` });
  await fillInsured(page, 0, { name: '林雨晴', id: holderId, relation: '1' });
  await page.locator('.sf-check').last().locator('input').check();
  await page.getByRole('button', { name: ZH.save }).click();
  await expect(page.locator('#sf-confirm')).toBeVisible();
  for (const heading of await page.getByRole('heading').all()) await expectClearOfEdges(heading);
});

test('an end date before the start is refused at the field, not shown as 0 days', async ({ page }) => {
  await page.goto(`/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${SIGN}`);
  const start = await page.locator('#sf-startDate').inputValue();
  const [y, m, d] = start.split('-').map(Number);
  const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  await page.locator('#sf-endDate').fill(dayBefore);
  await page.locator('#sf-endDate').blur();
  await expect(page.getByRole('alert').filter({ hasText: '终止日期不得早于起保日期' })).toBeVisible();
  await expect(page.getByText('保险天数：0天')).toHaveCount(0);
});

test('the premium box says why there is no price when an insured is too old', async ({ page }) => {
  await page.goto(`/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${SIGN}`);
  const start = await page.locator('#sf-startDate').inputValue();
  await page.getByRole('radio', { name: ZH.others }).check();
  await page.locator('#sf-insureds-0-name').fill('林国栋');
  await page.locator('#sf-insureds-0-idNumber').fill(fictionalIdNumber('110105', `${Number(start.slice(0, 4)) - 85}-01-01`, 51));
  await page.locator('#sf-insureds-0-idNumber').blur();
  const box = page.locator('.sf-premium');
  await expect(box).toContainText('不符合投保年龄');
  await expect(box).not.toContainText('填写被保险人证件后显示保费');
});

test('an age refusal is shown at the insured’s field and scrolled into view', async ({ page }) => {
  await page.goto(`/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${SIGN}`);
  const start = await page.locator('#sf-startDate').inputValue();
  await fillTrip(page);
  await fillApplicant(page, ZH, { name: '林雨晴', id: fictionalIdNumber('110105', '1986-04-02', 902), phone: '13800169020' });
  await fillInsured(page, 0, { name: '林国栋', id: fictionalIdNumber('110105', `${Number(start.slice(0, 4)) - 85}-01-01`, 51), relation: '4' });
  await page.locator('.sf-check').last().locator('input').check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: ZH.save }).click();
  const atField = page.locator('.form-field').filter({ has: page.locator('[id^="sf-insureds-0-"]') }).getByRole('alert').filter({ hasText: /不符合投保年龄/ });
  await expect(atField.first()).toBeInViewport();
});
