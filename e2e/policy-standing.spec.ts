import { expect, type APIRequestContext, test } from '@playwright/test';
import { todayInBeijing } from '../domain/validators';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { agentToken, sessionCookies } from './journeys/session';
import { freshTravelSeq } from './journeys/people';

/** An agent's travel order, paid at the sandbox cashier and issued by the job worker. */
async function issuedPolicy(request: APIRequestContext, token: string, seq: number) {
  const order = travelOrderRequest(seq);
  const saved = await request.post('/api/policy/saveTravelOrder', { data: order, headers: { authorization: token } });
  const policyId = String((await saved.json()).content).split(',')[0];
  const pay = await (await request.post('/api/policy/onlinePayPolicy', { data: { policyId, payMethod: '0' }, headers: { authorization: token } })).json();
  const tradeNo = String(pay.content.payUrl).split('/').at(-1);
  await request.post(`/api/sandbox-pay/cashier/${tradeNo}`, { form: { outcome: 'confirm' } });
  let policyNo = '';
  await expect(async () => {
    policyNo = (await (await request.post('/api/pay/selectYtPayStatus', { data: { policyId } })).json()).content?.policyNo ?? '';
    expect(policyNo).toMatch(/^EP/);
  }).toPass({ timeout: 20_000 });
  return { policyNo, holder: order.salPolicyHolder };
}

/** The verification link the holder received (the e-mail carries the QR code's link, with its token). */
async function verifyLink(request: APIRequestContext, policyNo: string): Promise<string> {
  const outbox = (await (await request.get('/api/dev/outbox')).json()).content as { channel: string; policyNo: string | null; body: string }[];
  // The issue e-mail's: a cancellation e-mails the holder too, without it.
  const mails = outbox.filter((message) => message.channel === 'email' && message.policyNo === policyNo);
  const link = mails.map((mail) => mail.body.match(/\/verify\/\S+/)?.[0]).find(Boolean);
  if (!link) throw new Error(`no e-mail with the verification link of ${policyNo}`);
  return link;
}

test('a policy cancelled on the surrender page verifies as cancelled and moves to “已失效” in the agent’s orders', async ({ page, request }) => {
  const token = await agentToken(request);
  const { policyNo, holder } = await issuedPolicy(request, token, freshTravelSeq());

  await page.goto('/astp/surrender');
  await page.getByLabel('投保人手机号').fill(holder.holderPhone);
  await page.getByLabel('投保人证件号码').fill(holder.holderIdNumber);
  await page.getByRole('button', { name: '查询保单' }).click();
  await page.getByRole('button', { name: '申请退保' }).click();
  await expect(page.getByText('注销（生效前）')).toBeVisible();
  // Before its start the policy covers no day: no end of cover is shown, here or once it is cancelled.
  await expect(page.getByText('保障截止日（24:00）')).toHaveCount(0);
  await page.getByRole('button', { name: '确认退保' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退保' }).click();
  await expect(page.getByRole('heading', { name: '保单已注销' })).toBeVisible();
  await expect(page.getByText(/保单未生效即已注销，不提供保障。$/)).toBeVisible();
  await expect(page.getByText(/保障至/)).toHaveCount(0);

  await page.goto(await verifyLink(request, policyNo));
  await expect(page.getByText('保单已注销')).toBeVisible();
  await expect(page.getByText(`保单已于 ${todayInBeijing()} 注销`)).toBeVisible();
  await expect(page.getByText('保单真实有效')).toHaveCount(0);

  await page.context().addCookies(sessionCookies(token, test.info().project.use.baseURL!));
  await page.goto('/order?u=800001&sign=x');
  await page.getByRole('tab', { name: '已出单' }).click();
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByTestId('order-card').filter({ hasText: policyNo })).toHaveCount(0);
  await page.getByRole('tab', { name: '已失效' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: policyNo });
  await expect(card).toContainText('已失效');
  await expect(card).toContainText(`保单已于 ${todayInBeijing()} 注销`);
  await expect(card.getByRole('link', { name: '下载电子保单（已作废）' })).toBeVisible();
});

test('the surrender link of the policy query carries a proof, not the phone or ID number, and opens on the refund', async ({ page, request }) => {
  const token = await agentToken(request);
  const { policyNo, holder } = await issuedPolicy(request, token, freshTravelSeq());
  await page.goto('/astp/policyQuery');
  await page.getByLabel('投保人手机号').fill(holder.holderPhone);
  await page.getByLabel('投保人证件号码').fill(holder.holderIdNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await page.locator('.policy-card').filter({ hasText: policyNo }).getByRole('link', { name: '申请退保 / 取消' }).click();
  await expect(page).toHaveURL(/\/astp\/surrender\?policyNo=EP\d+&access=/);
  expect(page.url()).not.toContain(holder.holderPhone);
  expect(page.url()).not.toContain(holder.holderIdNumber);
  await expect(page.getByText('注销（生效前）')).toBeVisible();
  await expect(page.getByRole('button', { name: '确认退保' })).toBeVisible();
});
