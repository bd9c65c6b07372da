import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { OrderPage } from '../domain/api/order';
import { fictionalIdNumber } from '../domain/validators/fictional-ids';
import { idCardPerson, idCardSvg } from '../tests/fixtures/documents';
import { seededRandom } from '../tests/fixtures/random';
import { renderClean } from '../tests/fixtures/render';
import { COMPANY, expectNoticesAlreadyRead, fillCompany, openApplication, pickOfficeWorker } from './journeys/group-apply';

/** The service worker has installed (precache done) and controls the page. */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cacheName);
}

async function unpaidOrders(request: APIRequestContext, token: string): Promise<OrderPage> {
  const response = await request.post('/api/authorization/queryOrderPage', { headers: { authorization: token }, data: { status: 'unpaid', pageSize: 50 } });
  return (await response.json()).content;
}

test('a second visit to a product page works in flight mode, with its address and occupation files, and says the network is gone', async ({ page, context }) => {
  await page.goto('/aszxty?u=800001&sign=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  await serviceWorkerControls(page);
  // The first visit's calls went out before the worker took over; the second goes through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  await expect.poll(() => cachedUrls(page, 'reference-data')).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/api\/addressDetail\/addressFile\/common$/), expect.stringMatching(/\/api\/occupation\/productCode\?productCode=aszxty$/)]),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('专项团体意外伤害保险');
  const banner = page.getByRole('status').filter({ hasText: '网络不可用' });
  await expect(banner).toContainText('已打开的页面和保存在本机的资料仍可查看和填写');
  await page.getByRole('tab', { name: '常见问题' }).click();
  await expect(page.getByRole('button', { name: '展开全部' })).toBeVisible();
  // Nothing turns forever: the page is there and no spinner covers it.
  await expect(page.locator('.global-spinner')).toHaveCount(0);
  // The address file answers from the phone, versioned: the cached copy carries the server's ETag.
  const file = await page.evaluate(async () => {
    const response = await fetch('/api/addressDetail/addressFile/common');
    return { status: response.status, etag: response.headers.get('etag'), provinces: (await response.json()).content.tree.length };
  });
  expect(file).toEqual({ status: 200, etag: expect.stringMatching(/^"[\w-]{27}"$/), provinces: 31 });

  await expect(banner).not.toContainText('本页还有内容没有保存在本机');

  // A product never opened on this phone: the page says what is missing instead of turning a spinner.
  await page.goto('/tkttyx?u=800001&sign=x');
  await expect(banner).toContainText('本页还有内容没有保存在本机，联网后即可显示。');
  await expect(page.locator('.global-spinner')).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('an agent without signal lists 5 people and 2 ID photos, submits, and back online finds one order with all 7, each photo read once', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const random = seededRandom(stamp);
  // Two fictional people the plan accepts (ages 16-65): a refusal would be shown per item, and is not this journey.
  const adult = () => {
    for (;;) {
      const person = idCardPerson(random);
      if (person.birthDate >= '1970-01-01' && person.birthDate <= '2000-12-31') return person;
    }
  };
  const photographed = [adult(), adult()];
  const folder = mkdtempSync(join(tmpdir(), 'offline-e2e-'));
  const photos = await Promise.all(
    photographed.map(async (person, index) => {
      const file = join(folder, `card-${index + 1}.png`);
      writeFileSync(file, await renderClean(idCardSvg(person)));
      return file;
    }),
  );
  const typed = Array.from({ length: 5 }, (_, index) => ({
    name: ['周明轩', '吴佳怡', '郑浩然', '孙雨桐', '冯子涵'][index],
    idNumber: fictionalIdNumber('320102', `198${index}-0${index + 1}-1${index}`, (stamp + index * 7) % 1000),
  }));
  const recognitions: string[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/certificate/analysisImages') && response.headers()['idempotent-replayed'] !== 'true') recognitions.push(response.url());
  });

  const token = await openApplication(page, request);
  await serviceWorkerControls(page);
  // The agent has opened the application once with the worker in place (at the office, with signal).
  await page.reload();
  await expect(page.getByRole('heading', { name: '投保单位' })).toBeVisible();
  const ordersBefore = (await unpaidOrders(request, token)).total;
  await fillCompany(page, { ...COMPANY, name: `示例星河软件有限公司第${stamp % 100000}分公司` });

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: '网络不可用' })).toBeVisible();

  await page.getByRole('button', { name: '粘贴', exact: true }).click();
  const paste = page.getByRole('dialog', { name: '粘贴被保险人清单' });
  await paste.getByLabel('被保险人清单').fill(typed.map((person) => `${person.name} ${person.idNumber} 0101001`).join('\n'));
  await paste.getByRole('button', { name: '识别并添加' }).click();
  await expect(page.getByTestId('insured-row')).toHaveCount(5);
  // WeChat may reload the page behind the camera: in flight mode it comes back from the phone, draft and all.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('已恢复上次填写的内容')).toBeVisible();
  await expect(page.getByTestId('insured-row')).toHaveCount(5);

  await page.getByRole('button', { name: '拍照识别' }).click();
  await page.getByLabel('从相册选择').setInputFiles(photos);
  await expect(page.getByText(/已压缩 \d+ KB/)).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('网络不可用：照片先保存在本机')).toBeVisible();
  await page.getByRole('button', { name: '保存到本机，联网后识别' }).click();
  await expect(page.getByTestId('insured-row')).toHaveCount(7);
  // Each photo's person still needs an occupation; name and number come with the photo.
  for (const number of [1, 2]) {
    const row = page.getByTestId('insured-row').filter({ hasText: `照片 ${number}（联网后识别）` });
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑被保险人' });
    await pickOfficeWorker(page, form);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
  }

  await expectNoticesAlreadyRead(page);
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('网络不可用：投保单已保存在本机，联网后自动提交')).toBeVisible();
  const queue = page.getByRole('region', { name: '待发送（保存在本机）' });
  await expect(queue.getByTestId('queue-item')).toHaveText([/照片 1\s*等待网络/, /照片 2\s*等待网络/, /投保单\s*等待网络/]);
  // A second tap while offline does not queue the application twice.
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(queue.getByTestId('queue-item')).toHaveCount(3);
  // Nothing reached the server.
  expect((await unpaidOrders(request, token)).total).toBe(ordersBefore);

  await context.setOffline(false);
  await expect(queue.getByTestId('queue-item')).toHaveText(
    [`照片 1已识别：${photographed[0].name}`, `照片 2已识别：${photographed[1].name}`, /^投保单已提交，订单号 P\d+/],
    { timeout: 60_000 },
  );
  for (const person of photographed) await expect(page.getByTestId('insured-row').filter({ hasText: person.name })).toHaveCount(1);
  const policyId = (await queue.getByTestId('queue-item').last().textContent())?.match(/P\w+/)?.[0];

  // Sent once: a reload (the queue runs again on open) adds nothing.
  await page.reload();
  await expect(page.getByRole('region', { name: '待发送（保存在本机）' }).getByTestId('queue-item').last()).toHaveAttribute('data-state', 'done');
  const orders = await unpaidOrders(request, token);
  expect(orders.total).toBe((ordersBefore ?? 0) + 1);
  expect(orders.list.find((order) => order.orderId === policyId)).toMatchObject({ productCode: 'aszxty', insuredCount: 7 });
  expect(recognitions).toHaveLength(2);

  // Payment opens from the queue's result.
  await page.getByRole('region', { name: '待发送（保存在本机）' }).getByRole('button', { name: '去支付' }).click();
  await expect(page.getByRole('dialog', { name: '支付' })).toBeVisible();
});
