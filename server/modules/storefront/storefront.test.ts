import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveOrderRequest } from '../../../domain/api/order';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../../domain/validators';
import { createTestApp, TEST_SIGN_SECRET, type TestApp } from '../../../tests/helpers/test-app';
import { runDueJobs } from '../../jobs/queue';
import { policyAccess, QUERY_ACCESS_MS, verificationToken } from '../../sales/policy-access';
import { signShareLink } from '../../sales/share-link';
import { confirmSurrender } from './surrender';
import { issueToken } from '../../sales/tokens';

let t: TestApp;
const AGENT = '800001';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A Schengen application from a shared link: an adult for herself and her child (Others). */
function application(seq: number, change: (request: SaveOrderRequest) => void = () => {}): SaveOrderRequest {
  const start = addDays(todayInBeijing(), 5);
  const holderId = fictionalIdNumber('110105', '1986-04-02', 2 * seq);
  const request: SaveOrderRequest = {
    salPolicy: { productCode: 'hyschengen', planCode: 'standard', startDate: start, endDate: addDays(start, 14), visaCity: '北京', userId: AGENT, sign: signShareLink(TEST_SIGN_SECRET, AGENT) },
    salPolicyHolder: { holderType: 'I', holderName: '林雨晴', holderIdType: '1', holderIdNumber: holderId, holderPhone: `1380000${String(1000 + seq).slice(-4)}` },
    salInsuredList: [
      { name: '林雨晴', enName: 'LIN YUQING', idType: '1', idNumber: holderId, relationship: '1' },
      { name: '林小舟', enName: 'LIN XIAOZHOU', idType: '1', idNumber: fictionalIdNumber('110105', '2014-08-09', 2 * seq + 1), relationship: '3' },
    ],
    salPolicyExt: {
      travel: {
        channel: { channelId: 'astp2' },
        applyFor: 'others',
        destinations: ['FR', 'IT'],
        departsFromMainland: true,
        insureds: [{ pinyin: 'lin yu qing', idValidUntil: 'long' }, { pinyin: 'lin xiao zhou', idValidUntil: '2030-01-01' }],
      },
    },
  };
  change(request);
  return request;
}

async function save(request: SaveOrderRequest) {
  return (await post('/api/policy/saveTravelOrder', request)).json();
}

async function payAndIssue(policyId: string): Promise<string> {
  const ctx = t.app.sales;
  const pay = await post('/api/policy/onlinePayPolicy', { policyId, payMethod: '0' });
  const tradeNo = String(pay.json().content.payUrl).split('/').at(-1)!;
  await t.app.inject({ method: 'POST', url: `/api/sandbox-pay/cashier/${tradeNo}`, payload: 'outcome=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  await runDueJobs(ctx.db, t.app.jobHandlers, new Date());
  const policy = await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', policyId).executeTakeFirstOrThrow();
  return policy.policy_no;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a storefront order', () => {
  it('is attributed to the agent of the signed link and to the home variant’s channel', async () => {
    const answer = await save(application(1));
    expect(answer.returnCode).toBe('00');
    const order = await t.database.db.selectFrom('sales_order').selectAll().where('id', '=', answer.data.policyId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ agent_id: AGENT, channel_id: 'astp2', channel_type: null });
  });

  it('is refused without a valid sign', async () => {
    const answer = await post('/api/policy/saveTravelOrder', application(2, (r) => (r.salPolicy.sign = 'forged')));
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a 76-year-old on a 61-day trip with the message', async () => {
    const answer = await save(
      application(3, (r) => {
        r.salPolicy.endDate = addDays(r.salPolicy.startDate, 60);
        r.salInsuredList = [{ name: '林国栋', idType: '1', idNumber: fictionalIdNumber('110105', `${Number(todayInBeijing().slice(0, 4)) - 77}-01-01`, 7), relationship: '4' }];
      }),
    );
    expect(answer.returnCode).toBe('1001');
    expect(answer.content.problems.map((p: { code: string }) => p.code)).toContain('SENIOR_TRIP_TOO_LONG');
  });

  it('enforces the storefront rules with Chinese messages: destinations, departure, invoice, residency', async () => {
    const answer = await save(
      application(4, (r) => {
        r.salPolicyExt!.travel!.destinations = ['FR', 'RU'];
        r.salPolicyExt!.travel!.departsFromMainland = false;
        r.salPolicyExt!.travel!.invoice = { wanted: true, title: '示例科技有限公司', titleType: 'company' };
        r.salInsuredList.push({ name: 'Anna Berg', idType: '10', idNumber: 'E12345678', birthDate: '1990-02-03', gender: 'F', relationship: '99' });
      }),
    );
    expect(answer.returnCode).toBe('1001');
    expect(answer.content.problems.map((p: { code: string }) => p.code).sort()).toEqual(
      ['DEPARTURE_NOT_MAINLAND', 'DESTINATION_EXCLUDED', 'INVOICE_COMPANY_NEEDS_ENTERPRISE', 'RESIDENCY_NOT_DECLARED'].sort(),
    );
    expect(answer.returnMsg).toContain('第3位被保险人：Anna Berg为外籍或港澳台居民');
  });

  it('allows one policy per person for overlapping periods', async () => {
    const first = await save(application(5));
    await payAndIssue(first.data.policyId);
    const again = await save(application(5));
    expect(again.returnCode).toBe('1001');
    expect(again.content.problems).toEqual(expect.arrayContaining([expect.objectContaining({ insuredIndex: 0, code: 'REPEAT_INSURANCE' })]));
  });
});

describe('one policy per person, for the same benefit', () => {
  it('does not count the employer’s group accident policy: the Schengen purchase goes through', async () => {
    const employer = await save(application(11));
    await payAndIssue(employer.data.policyId);
    // The same person, insured by a group accident product over the same days.
    await t.database.db.updateTable('sales_order').set({ product_code: 'aszxty', plan_code: 'A' }).where('id', '=', employer.data.policyId).execute();
    expect((await save(application(11))).returnCode).toBe('00');
  });

  it('counts another overseas travel product: a Schengen policy blocks an overlapping global travel policy', async () => {
    const schengen = await save(application(12));
    await payAndIssue(schengen.data.policyId);
    const global = await save(application(12, (r) => Object.assign(r.salPolicy, { productCode: 'hoglobal', planCode: 'classic' })));
    expect(global.returnCode).toBe('1001');
    expect(global.content.problems).toEqual(expect.arrayContaining([expect.objectContaining({ insuredIndex: 0, code: 'REPEAT_INSURANCE' })]));
  });

  it('does not count a cancelled travel policy', async () => {
    const request = application(13);
    const first = await save(request);
    const policyNo = await payAndIssue(first.data.policyId);
    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
    await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: `cancel-${policyNo}` });
    expect((await save(application(13))).returnCode).toBe('00');
  });
});

describe('the Schengen e-policy', () => {
  it('states EUR 30,000 medical cover, every Schengen state, repatriation, the dates and passport names in both languages', async () => {
    const saved = await save(application(9));
    const policyNo = await payAndIssue(saved.data.policyId);
    const policy = await t.database.db.selectFrom('policy').select('pdf_key').where('policy_no', '=', policyNo).executeTakeFirstOrThrow();
    const file = join(t.config.DATA_DIR, `${policyNo}.pdf`);
    writeFileSync(file, await t.app.sales.files.read(policy.pdf_key));
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    const start = addDays(todayInBeijing(), 5);
    for (const expected of ['不低于30,000欧元', 'not less than EUR 30,000', '全部申根协议国家', 'valid in all Schengen states', 'repatriation of remains', `Travel dates: ${start} to ${addDays(start, 14)}`, 'LIN YUQING, LIN XIAOZHOU', '/verify/']) {
      expect(text).toContain(expected);
    }
  });
});

describe('the e-policy layout', () => {
  it('has no words printed over one another on its first page (the issue time and the QR caption)', async () => {
    const saved = await save(application(14));
    const policyNo = await payAndIssue(saved.data.policyId);
    const policy = await t.database.db.selectFrom('policy').select('pdf_key').where('policy_no', '=', policyNo).executeTakeFirstOrThrow();
    const file = join(t.config.DATA_DIR, `${policyNo}-layout.pdf`);
    writeFileSync(file, await t.app.sales.files.read(policy.pdf_key));
    const xml = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    const words = [...xml.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g)].map((m) => ({
      x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: m[5],
    }));
    expect(words.some((word) => word.text === 'Issued')).toBe(true);
    const overlaps: string[] = [];
    // Words of one line sit a space apart; words of two different lines side by side need a clear gap.
    words.forEach((a, i) => {
      for (const b of words.slice(i + 1)) {
        const sameLine = Math.abs(a.y0 - b.y0) < 0.5;
        const gap = sameLine ? 0.5 : 4;
        const clear = a.x1 + gap <= b.x0 || b.x1 + gap <= a.x0 || a.y1 <= b.y0 + 0.5 || b.y1 <= a.y0 + 0.5;
        if (!clear) overlaps.push(`${a.text} / ${b.text}`);
      }
    });
    expect(overlaps).toEqual([]);
  });
});

describe('cancelling and surrendering', () => {
  it('shows the full refund before the start, then cancels and refunds through the sandbox gateway', async () => {
    const request = application(6);
    const saved = await save(request);
    const policyNo = await payAndIssue(saved.data.policyId);
    const holder = { holderPhone: request.salPolicyHolder.holderPhone, holderIdNumber: request.salPolicyHolder.holderIdNumber };
    const before = (await post('/api/policy/holderQuery', holder)).json().content;
    expect(before).toEqual([expect.objectContaining({ policyNo, status: 'issued', surrenderable: true })]);
    expect((await post('/api/authorization/policyOperation/beforeCancelTB', { policyNo })).statusCode).toBe(403);
    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
    const quote = (await post('/api/authorization/policyOperation/beforeCancelTB', { policyNo, access })).json();
    expect(quote.content).toMatchObject({ kind: 'cancellation', refundFen: saved.data.totalPremiumFen });
    const done = (await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: 'cancel-key-1' })).json();
    expect(done.content).toMatchObject({ status: 'cancelled', refundFen: saved.data.totalPremiumFen, refundNo: expect.stringMatching(/^RF/) });
    const refund = await t.database.db.selectFrom('sandbox_refund').selectAll().where('refund_no', '=', done.content.refundNo).executeTakeFirstOrThrow();
    expect(Number(refund.amount_fen)).toBe(saved.data.totalPremiumFen);
    const policy = await t.database.db.selectFrom('policy').select(['status']).where('policy_no', '=', policyNo).executeTakeFirstOrThrow();
    expect(policy.status).toBe('cancelled');
    const after = (await post('/api/policy/holderQuery', holder)).json().content;
    expect(after).toEqual([expect.objectContaining({ policyNo, status: 'cancelled', surrenderable: false })]);
    // A repeat of the confirmation answers the first result; a new one finds nothing in force.
    expect((await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: 'cancel-key-1' })).json().content.refundNo).toBe(done.content.refundNo);
    expect((await post('/api/authorization/policyOperation/beforeCancelTB', { policyNo, access })).json().returnCode).toBe('1062');
  });

  it('surrenders after the start with the 90% formula, and nothing once a benefit was paid', async () => {
    const saved = await save(application(7));
    const policyNo = await payAndIssue(saved.data.policyId);
    const order = await t.database.db.selectFrom('sales_order').select(['start_date']).where('id', '=', saved.data.policyId).executeTakeFirstOrThrow();
    // Day 5 of a 15-day trip, at noon Beijing time: premium x 10/15 x 90%.
    const dayFive = new Date(`${addDays(order.start_date, 4)}T04:00:00Z`);
    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS, dayFive);
    const holder = {} as FastifyRequest;
    const result = await confirmSurrender(t.app.sales, holder, { policyNo, access }, undefined, dayFive);
    expect(result).toMatchObject({ kind: 'surrender', status: 'surrendered', daysInForce: 5, totalDays: 15 });
    expect(result.refundFen).toBe(Math.round((saved.data.totalPremiumFen * 10 * 9) / (15 * 10)));

    const claimed = await save(application(8));
    const claimedNo = await payAndIssue(claimed.data.policyId);
    await t.database.db.updateTable('policy').set({ benefit_paid_fen: 50_000 }).where('policy_no', '=', claimedNo).execute();
    const claimedAccess = policyAccess(t.app.sales.settings.dataKey).issue(claimedNo, QUERY_ACCESS_MS, dayFive);
    const none = await confirmSurrender(t.app.sales, holder, { policyNo: claimedNo, access: claimedAccess }, undefined, dayFive);
    expect(none).toMatchObject({ refundFen: 0, noRefundReason: 'benefitPaid', refundNo: null });
  });
});

describe('a cancelled policy, seen everywhere', () => {
  const pdfText = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await t.app.inject({ method: 'GET', url, headers });
    expect(answer.headers['content-type']).toBe('application/pdf');
    const file = join(t.config.DATA_DIR, `read-${Date.now()}.pdf`);
    writeFileSync(file, answer.rawPayload);
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  };

  it('verifies as cancelled on its date, downloads stamped void on every page and leaves the agent’s “issued” list', async () => {
    const saved = await save(application(10));
    const policyNo = await payAndIssue(saved.data.policyId);
    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
    const token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: AGENT, agentId: AGENT });
    const orders = async (status: string) =>
      (await post('/api/authorization/queryOrderPage', { status, pageSize: 50 }, { authorization: token })).json().content.list.map((o: { policyNo: string }) => o.policyNo);
    expect((await t.app.inject({ method: 'GET', url: `/api/policy/verify/${policyNo}?t=${verificationToken(t.app.sales.settings.dataKey, policyNo)}` })).json().content).toMatchObject({ standing: { state: 'notStarted' } });
    expect(await pdfText(`/api_xxpl/policy/pdfPreview/${policyNo}?access=${access}`)).not.toContain('VOID');
    expect(await orders('issued')).toContain(policyNo);

    await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: `cancel-${policyNo}` });

    const verification = (await t.app.inject({ method: 'GET', url: `/api/policy/verify/${policyNo}?t=${verificationToken(t.app.sales.settings.dataKey, policyNo)}` })).json().content;
    expect(verification.standing).toEqual({ state: 'cancelled', on: todayInBeijing() });
    const text = await pdfText(`/api_xxpl/policy/pdfPreview/${policyNo}?access=${access}`);
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(0);
    // The stamp is rotated: its letters come out one to a line.
    for (const page of pages) expect(page.replace(/\s+/g, '')).toContain(`已注销VOID${todayInBeijing()}`);
    expect(await orders('issued')).not.toContain(policyNo);
    const expired = (await post('/api/authorization/queryOrderPage', { status: 'expired', pageSize: 50 }, { authorization: token })).json().content.list;
    expect(expired).toEqual(expect.arrayContaining([expect.objectContaining({ policyNo, status: 'expired', standing: { state: 'cancelled', on: todayInBeijing() } })]));
  });
});

describe('a share link', () => {
  const check = async (body: object) => (await post('/api/storefront/checkShareLink', body)).json();

  it('is accepted with the issuer’s sign, for any product or the one it was made for', async () => {
    expect((await check({ userId: AGENT, sign: signShareLink(TEST_SIGN_SECRET, AGENT) })).content).toEqual({ valid: true });
    expect((await check({ userId: AGENT, sign: signShareLink(TEST_SIGN_SECRET, AGENT, 'hyschengen'), productCode: 'hyschengen' })).content).toEqual({ valid: true });
  });

  it('is refused with a missing or tampered sign, or another product’s sign', async () => {
    expect((await check({ userId: AGENT })).content).toEqual({ valid: false });
    expect((await check({ userId: AGENT, sign: 'a0fbe954de9e583c32479f4d148a19eb' })).content).toEqual({ valid: false });
    expect((await check({ userId: '800009', sign: signShareLink(TEST_SIGN_SECRET, '800009') })).content).toEqual({ valid: false });
    expect((await check({ userId: AGENT, sign: signShareLink(TEST_SIGN_SECRET, AGENT, 'hoglobal'), productCode: 'hyschengen' })).content).toEqual({ valid: false });
  });
});

describe('vasco desks and the product list', () => {
  it('names a desk and keeps a call-back request with the phone encrypted', async () => {
    expect((await post('/api/vasco/staffInfo', { staffId: 'VFS-BJ01' })).json().content).toMatchObject({ city: '北京', agentId: AGENT });
    expect((await post('/api/vasco/staffInfo', { staffId: 'NOBODY' })).json().returnCode).toBe('1064');
    const saved = await post('/api/vasco/saveContact', { name: '周先生', phone: '13912345678', channelId: 'vasco-hotline', staffId: 'VFS-BJ01' });
    expect(saved.json().returnCode).toBe('00');
    const row = await t.database.db.selectFrom('storefront_contact').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone_masked: '139****5678', channel_id: 'vasco-hotline' });
    expect(JSON.stringify(row)).not.toContain('13912345678');
  });

  it('lists the travel products with from prices and sales for the ranking', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/storefront/products?language=en-US' })).json().content;
    expect(list.map((product: { productCode: string }) => product.productCode)).toContain('hyschengen');
    const hy = list.find((product: { productCode: string }) => product.productCode === 'hyschengen');
    expect(hy).toMatchObject({ schengen: true, productName: 'Schengen Visa Travel Insurance' });
    expect(hy.sales).toBeGreaterThan(0);
    expect(hy.fromPremiumFen).toBeGreaterThan(0);
  });
});
