import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators';
import { fillApplicant, fillInsured, fillTrip, SIGN, ZH } from './journeys/storefront';
import { DEMO_AGENT } from './journeys/session';

const FORM = `/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${SIGN}`;
// Another valid link of the same agent (signed for the product): another customer's phone, another draft.
const PRODUCT_SIGN = createHmac('sha256', 'dev-only-share-link-secret').update(`${DEMO_AGENT.id}\nhyschengen`).digest('hex').slice(0, 32);
const OTHER_LINK = `/astp/addPolicy?p=hyschengen&u=${DEMO_AGENT.id}&sign=${PRODUCT_SIGN}`;

/** Typed text reaches the draft store a moment after typing: reload until it comes back. */
async function reloadUntilRestored(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('已恢复您上次填写的内容')).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

test('what is typed while the draft store is still opening survives a reload', async ({ page }) => {
  // A slow phone: the drafts' IndexedDB answers its open two seconds late.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const request = open.call(this, name, version);
      if (name !== 'portal-drafts') return request;
      let handler: ((event: Event) => void) | null = null;
      request.addEventListener('success', (event) => setTimeout(() => handler?.call(request, event), 2_000));
      Object.defineProperty(request, 'onsuccess', { get: () => handler, set: (next) => (handler = next) });
      return request;
    };
  });
  await page.goto(FORM);
  await page.locator('#sf-holderName').fill('林雨晴');
  await page.reload();
  await expect(page.getByText('已恢复您上次填写的内容')).toBeVisible();
  await expect(page.locator('#sf-holderName')).toHaveValue('林雨晴');
});

test('a restored draft says so and can be started again; another share link never sees it', async ({ page }) => {
  await page.goto(FORM);
  await expect(page.getByText('已恢复您上次填写的内容')).toHaveCount(0);
  await page.locator('#sf-holderName').fill('林雨晴');
  await reloadUntilRestored(page);
  await expect(page.locator('#sf-holderName')).toHaveValue('林雨晴');

  await page.goto(OTHER_LINK);
  await expect(page.locator('#sf-visaCity')).toBeVisible();
  await expect(page.locator('#sf-holderName')).toHaveValue('');
  await expect(page.getByText('已恢复您上次填写的内容')).toHaveCount(0);

  await page.goto(FORM);
  await expect(page.locator('#sf-holderName')).toHaveValue('林雨晴');
  await page.getByRole('button', { name: '重新填写' }).click();
  await expect(page.locator('#sf-holderName')).toHaveValue('');
  await page.reload();
  await expect(page.locator('#sf-visaCity')).toBeVisible();
  await expect(page.locator('#sf-holderName')).toHaveValue('');
});

test('a saved order takes its draft with it: the next customer starts on an empty form', async ({ page }) => {
  const seq = 300 + (Date.now() % 150);
  const holderId = fictionalIdNumber('110105', '1986-04-02', 2 * seq);
  await page.goto(FORM);
  await fillTrip(page);
  await fillApplicant(page, ZH, { name: '林雨晴', id: holderId, phone: `1380014${String(seq).padStart(4, '0')}` });
  await fillInsured(page, 0, { name: '林雨晴', id: holderId, relation: '1' });
  await page.locator('.sf-check').last().locator('input').check();
  await page.getByRole('button', { name: ZH.save }).click();
  await expect(page.locator('#sf-confirm')).toBeVisible();

  // Not paid here (paid later, "pay again"): the form must not open with this applicant's details.
  await page.goto(FORM);
  await expect(page.locator('#sf-visaCity')).toBeVisible();
  await expect(page.locator('#sf-holderName')).toHaveValue('');
  await expect(page.locator('#sf-holderIdNumber')).toHaveValue('');
  await expect(page.locator('#sf-holderPhone')).toHaveValue('');
});
