import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { idCardPerson, idCardSvg } from '../tests/fixtures/documents';
import { seededRandom } from '../tests/fixtures/random';
import { renderClean } from '../tests/fixtures/render';

const NOTICES = ['投保须知', '保险条款', '免责说明', '客户告知书'];

test('two ID-card photos become two checked insured rows after stepping through the carousel', async ({ page }) => {
  test.setTimeout(120_000);
  // Two fictional people with valid numbers, rendered as card scans.
  const random = seededRandom(20261121);
  const people = [idCardPerson(random), idCardPerson(random)];
  const folder = mkdtempSync(join(tmpdir(), 'ocr-e2e-'));
  const files = await Promise.all(
    people.map(async (person, index) => {
      const file = join(folder, `card-${index + 1}.png`);
      writeFileSync(file, await renderClean(idCardSvg(person)));
      return file;
    }),
  );

  await page.goto('/aszxty?u=800001&sign=x');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  for (const name of NOTICES) {
    const viewer = page.getByRole('dialog', { name });
    await viewer.getByTestId('reading-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
    await viewer.getByRole('button', { name: '我已阅读并同意' }).click();
  }
  await page.getByRole('button', { name: '立即投保' }).click();

  await page.getByRole('button', { name: '拍照识别' }).click();
  await page.getByLabel('从相册选择').setInputFiles(files);
  await expect(page.getByText(/已压缩 \d+ KB/)).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('button', { name: '开始识别' }).click();

  const review = page.getByRole('region', { name: /请核对识别结果（1\/2）/ });
  await expect(review).toBeVisible({ timeout: 60_000 });
  const confirm = page.getByRole('button', { name: '确认添加' });
  // Confirm is offered only on the last person (portal-spec 4).
  await expect(confirm).toBeDisabled();
  await page.getByRole('button', { name: '下一位' }).click();
  await expect(page.getByRole('region', { name: /请核对识别结果（2\/2）/ })).toBeVisible();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const rows = page.getByTestId('insured-row');
  await expect(rows).toHaveCount(2);
  for (const person of people) {
    const row = rows.filter({ hasText: person.name });
    await expect(row).toContainText(person.birthDate);
    await expect(row).toContainText(person.gender === 'M' ? '男' : '女');
    // Lists show the number masked; its first and last characters come from the card.
    await expect(row).toContainText(person.idNumber.slice(0, 3));
    await expect(row).toContainText(person.idNumber.slice(-2));
  }
});
