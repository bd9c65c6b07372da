import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../tests/fixtures/multipart';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { agentToken, payAndIssue, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../../domain/validators';
import { beijingMidnight } from '../../sales/endorsement-payment';
import { runDueJobs } from '../../jobs/queue';

const joining = (index: number) => {
  const birthDate = `1990-0${1 + (index % 9)}-1${index % 10}`;
  return { name: `新员工${String.fromCharCode(0x4e00 + index)}`, idType: '1', idNumber: fictionalIdNumber('110105', birthDate, 500 + index), birthDate, occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' };
};

describe('endorsements of a group policy', () => {
  let t: TestApp;
  let agentA: string;
  let agentB: string;
  let orderId: string;
  let policyNo: string;
  const tomorrow = addDays(todayInBeijing(), 1);
  const effective = addDays(todayInBeijing(), 10);
  const post = (url: string, payload: object, authorization = agentA) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization } });
  const insureds = async () => t.app.sales.db.selectFrom('order_insured').select(['seq', 'name']).where('order_id', '=', orderId).orderBy('seq').execute();
  const applyDue = async (date: string) => runDueJobs(t.app.sales.db, t.app.jobHandlers, beijingMidnight(date));

  beforeAll(async () => {
    t = await createTestApp();
    agentA = await agentToken(t);
    agentB = await agentToken(t, '800002');
    orderId = await placeOrder(t, agentA, groupOrderRequest(31, 4));
    policyNo = await payAndIssue(t, agentA, orderId);
    // Issuing renders the e-policy: slow on a loaded machine.
  }, 120_000);
  afterAll(() => t.close());

  it('prices an add batch before anything changes, and applies it once for ten duplicated payment notifications', async () => {
    const { holderName: title, holderIdNumber: taxNumber } = groupOrderRequest(31, 4).salPolicyHolder;
    const invoice = (await post('/authorization/policyOperation/applyInvoice', { policyId: policyNo, title, taxpayerType: 'company', taxNumber, billingType: 'normal', email: 'hr31@example.com' })).json().content;
    const priced = await post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'add', effectiveDate: effective, lines: [{ joining: joining(1) }, { joining: joining(2) }] });
    expect(priced.json().returnCode, JSON.stringify(priced.json())).toBe('00');
    const batch = priced.json().content;
    expect(batch).toMatchObject({ status: 'priced', insuredBefore: 4, insuredAfter: 6, payFlag: 'N' });
    expect(batch.netFen).toBe(batch.lines[0].amountFen + batch.lines[1].amountFen);
    expect(await insureds()).toHaveLength(4);

    const submitted = await post('/group/batch/submitBatchData', { batchId: batch.batchId });
    expect(submitted.json().content.status).toBe('awaiting_payment');
    const polled = await post(`/group/batch/getBatchInfo/${batch.batchId}`, {});
    expect(polled.json()).toMatchObject({ returnCode: '1070', content: { payFlag: 'N' } });

    const pay = await post('/group/batch/payBatchPolicy', { policyId: orderId, batchId: batch.batchId, payMethod: '3' });
    expect(pay.json().content.qrCode).toMatch(/^data:image\/png;base64,/);
    const tradeNo = String(pay.json().content.payUrl).split('/').at(-1)!;
    const ctx = t.app.sales;
    await ctx.gateway.finish(tradeNo, 'SUCCESS');
    const { notification, signature } = ctx.gateway.notificationOf((await ctx.gateway.loadTrade(tradeNo))!);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notification, headers: { 'x-sandbox-signature': signature } })),
    );
    expect(results.map((res) => res.json().content.outcome).sort()).toEqual(['paid', ...Array(9).fill('unchanged')]);
    expect((await post(`/group/batch/getBatchInfo/${batch.batchId}`, {})).json()).toMatchObject({ returnCode: '00', content: { payFlag: 'Y', status: 'paid' } });

    await applyDue(addDays(effective, -1));
    expect(await insureds()).toHaveLength(4);
    await applyDue(effective);
    await applyDue(effective);
    const after = await insureds();
    expect(after).toHaveLength(6);
    expect(after.slice(-2).map((row) => row.name)).toEqual([joining(1).name, joining(2).name]);
    const done = (await post(`/group/batch/queryBatchInfo/${batch.batchId}`, {})).json().content;
    expect(done).toMatchObject({ status: 'effective', hasPdf: true, endorsementNo: expect.stringMatching(/^EN\d{16}$/) });
    const pdf = await post(`/authorization/batchPDF/${batch.batchId}`, {});
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const detail = (await post(`/policy/queryPolicy?policyId=${policyNo}`, {})).json().content;
    expect(detail.endorsements[0]).toMatchObject({ batchId: batch.batchId, status: 'effective' });
    const mail = await t.database.db.selectFrom('outbox_message').select('subject').where('policy_no', '=', policyNo).where('channel', '=', 'email').execute();
    expect(mail.map((row) => row.subject)).toContainEqual(expect.stringContaining(done.endorsementNo));
    // The invoice states the premium with the two who joined: the first is void, its replacement e-mailed.
    expect(detail.invoices).toEqual([
      expect.objectContaining({ status: 'issued', amountFen: invoice.amountFen + batch.netFen }),
      expect.objectContaining({ invoiceNo: invoice.invoiceNo, status: 'voided' }),
    ]);
    expect(mail.map((row) => row.subject)).toContainEqual(expect.stringContaining(detail.invoices[0].invoiceNo));
  });

  it('answers a per-row problem for deleting someone not on the policy, a duplicate and a bad ID number', async () => {
    const on = groupOrderRequest(31, 4).salInsuredList[0];
    const res = await post('/mgu/batch/calBatchPremium', {
      policyId: orderId,
      kind: 'delete',
      effectiveDate: effective,
      lines: [{ leaving: { idNumber: on.idNumber } }, { leaving: { idNumber: joining(9).idNumber } }, { leaving: { idNumber: on.idNumber } }],
    });
    expect(res.json().returnCode).toBe('1001');
    expect(res.json().content.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [2, 'ENDORSE_NOT_ON_POLICY'],
      [3, 'ENDORSE_DUPLICATE_IN_BATCH'],
    ]);
    const bad = await post('/mgu/batch/calBatchPremium', { policyId: orderId, kind: 'add', effectiveDate: tomorrow, lines: [{ joining: { ...joining(3), idNumber: '110105199001010000' } }] });
    expect(bad.json().content.problems[0]).toMatchObject({ row: 1, column: 'idNumber', code: 'INSURED_ID_NUMBER_INVALID' });
    // The class sets the premium: an office worker (class 1) typed as class 3 is refused, not priced at class 3.
    const misclassed = await post('/mgu/batch/calBatchPremium', { policyId: orderId, kind: 'add', effectiveDate: effective, lines: [{ joining: { ...joining(4), occulevel: '3' } }] });
    expect(misclassed.json().content.problems).toEqual([expect.objectContaining({ row: 1, column: 'occulevel', code: 'OCCUPATION_LEVEL_MISMATCH', message: '职业类别与职业代码不符，该职业为1类' })]);
    const early = await post('/mgu/batch/calBatchPremium', { policyId: orderId, kind: 'add', effectiveDate: todayInBeijing(), lines: [{ joining: joining(3) }] });
    expect(early.json().content.problems[0].code).toBe('EFFECTIVE_DATE_TOO_EARLY');
  });

  it('lets one of two batches submitted at once win; the other is refused and, once the first applies, must be priced again', async () => {
    const price = (index: number) => post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'add', effectiveDate: effective, lines: [{ joining: joining(index) }] });
    const first = (await price(4)).json().content.batchId;
    const second = (await price(5)).json().content.batchId;
    const answers = await Promise.all([first, second].map((batchId) => post('/mgu/batch/submitBatchData', { batchId })));
    const codes = answers.map((res) => res.json().returnCode).sort();
    expect(codes).toEqual(['00', '1072']);
    expect(answers.find((res) => res.json().returnCode === '1072')!.json().returnMsg).toContain('正在处理中');
    const winner = answers[0].json().returnCode === '00' ? first : second;
    const loser = winner === first ? second : first;
    expect((await post('/authorization/batchOperation/cancel', { batchId: winner })).json().content.status).toBe('failed');

    // A refund-only batch pays nothing: it waits for its date at once, and moves the list on.
    const on = groupOrderRequest(31, 4).salInsuredList[1];
    const removal = (await post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'delete', effectiveDate: effective, lines: [{ leaving: { idNumber: on.idNumber, name: on.name } }] })).json().content;
    expect(removal.netFen).toBeLessThan(0);
    expect((await post('/authorization/batchOperation/submit', { batchId: removal.batchId })).json().content).toMatchObject({ status: 'paid', payFlag: 'Y' });
    await applyDue(effective);
    expect((await insureds()).map((row) => row.name)).not.toContain(on.name);
    const stale = await post('/group/batch/submitBatchData', { batchId: loser });
    expect(stale.json()).toMatchObject({ returnCode: '1072', returnMsg: expect.stringContaining('重新计算') });
    const list = (await post(`/group/batch/getBatchInfoByPolicyNo/${policyNo}`, {})).json().content.list;
    expect(list.map((item: { status: string }) => item.status).sort()).toEqual(["effective", "effective", "failed", "priced"]);
  });

  it('keeps another issuer’s agent out of the policy and its batches', async () => {
    const res = await post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'add', effectiveDate: effective, lines: [{ joining: joining(7) }] }, agentB);
    expect(res.json().returnCode).toBe('1081');
    const [batch] = (await post(`/group/batch/getBatchInfoByPolicyNo/${policyNo}`, {})).json().content.list;
    expect((await post(`/group/batch/queryBatchInfo/${batch.batchId}`, {}, agentB)).json().returnCode).toBe('1074');
    expect((await post('/authorization/batchOperation/cancel', { batchId: batch.batchId }, agentB)).json().returnCode).toBe('1074');
    expect((await post(`/authorization/batchPDF/${batch.batchId}`, {}, agentB)).statusCode).toBe(404);
    expect((await post('/group/batch/payBatchPolicy', { batchId: batch.batchId }, agentB)).json().returnCode).toBe('1074');
  });

  it('reads an add list from the template, marks the bad rows in an error sheet, and prices the fixed list', async () => {
    const template = await post('/group/batch/getBatchAddTemplate/aszxty/add', {});
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('insureds')!;
    sheet.spliceRows(2, 1);
    const people = Array.from({ length: 12 }, (_, index) => joining(20 + index));
    people[3] = { ...people[3], idNumber: '110105199001010000' };
    people[7] = { ...people[7], occulevel: '6' };
    people[9] = { ...people[9], idNumber: people[2].idNumber };
    for (const person of people) sheet.addRow([person.name, person.idType, person.idNumber, person.birthDate, '', person.occupationCode, person.occupationName, person.occulevel]);
    const upload = async (workbook: ExcelJS.Workbook) => {
      const multipart = multipartFile('multipartFile', 'list.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', Buffer.from(await workbook.xlsx.writeBuffer()));
      return t.app.inject({ method: 'POST', url: `/api/mgu/batch/uploadFile?policyId=${policyNo}&effectiveDate=${effective}`, ...multipart, headers: { ...multipart.headers, authorization: agentA } });
    };
    const checked = (await upload(book)).json();
    expect(checked.returnCode).toBe('00');
    expect(checked.content).toMatchObject({ total: 12, valid: 9, batch: null });
    expect(checked.content.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [5, 'idNumber'],
      [5, 'gender'],
      [9, 'occulevel'],
      [11, 'idNumber'],
    ]);
    const errors = await t.app.inject({ method: 'GET', url: `/api/file/errorSheet/${checked.content.errorSheetId}`, headers: { authorization: agentA } });
    expect(errors.statusCode).toBe(200);
    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    expect(String(marked.worksheets[0].getRow(5).getCell(9).value)).toContain('证件号码');

    sheet.getRow(5).getCell(3).value = joining(40).idNumber;
    sheet.getRow(5).getCell(4).value = joining(40).birthDate;
    sheet.getRow(9).getCell(8).value = '1';
    sheet.getRow(11).getCell(3).value = joining(41).idNumber;
    sheet.getRow(11).getCell(4).value = joining(41).birthDate;
    const fixed = (await upload(book)).json().content;
    expect(fixed).toMatchObject({ total: 12, valid: 12, problems: [] });
    expect(fixed.batch).toMatchObject({ status: 'priced', kind: 'add', lines: expect.any(Array) });
    expect(fixed.batch.lines).toHaveLength(12);
  });

  it('corrects the holder’s contact and an insured’s name at the effective date, with no premium and a PDF', async () => {
    const on = groupOrderRequest(31, 4).salInsuredList[2];
    const bad = await post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'contact', effectiveDate: effective, contact: { holderEmail: 'not-an-email' } });
    expect(bad.json()).toMatchObject({ returnCode: '1001', content: { problems: [{ column: 'holderEmail' }] } });
    const contact = (await post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'contact', effectiveDate: effective, contact: { holderPhone: '13900139000', holderAddress: '北京市海淀区示例路1号' } })).json().content;
    expect(contact).toMatchObject({ kind: 'contact', status: 'priced', netFen: 0, corrections: ['投保人联系电话变更为 139****9000', '投保人地址变更为 北京市海淀区示例路1号'] });
    expect((await post('/group/batch/submitBatchData', { batchId: contact.batchId })).json().content.payFlag).toBe('Y');
    await applyDue(effective);
    const order = await t.database.db.selectFrom('sales_order').select(['holder_phone_bidx', 'holder_address']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ holder_phone_bidx: t.app.sales.sensitive.blindIndex('13900139000'), holder_address: '北京市海淀区示例路1号' });

    const missing = await post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'insured', effectiveDate: effective, insureds: [{ idNumber: joining(30).idNumber, name: '王小明' }] });
    expect(missing.json().content.problems[0]).toMatchObject({ row: 1, code: 'ENDORSE_NOT_ON_POLICY' });
    const insured = (await post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'insured', effectiveDate: effective, insureds: [{ idNumber: on.idNumber, name: '郑浩然更' }] })).json().content;
    await post('/group/batch/submitBatchData', { batchId: insured.batchId });
    await applyDue(effective);
    expect((await insureds()).map((row) => row.name)).toContain('郑浩然更');
    expect((await post(`/group/batch/queryBatchInfo/${insured.batchId}`, {})).json().content).toMatchObject({ status: 'effective', hasPdf: true });
  });

  it('takes a batch’s premium from the agent’s balance once, finds a gateway payment whose notification was lost, and closes a batch unpaid at its date', async () => {
    const price = async (index: number) =>
      (await post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'add', effectiveDate: effective, lines: [{ joining: joining(index) }] })).json().content;
    const balanceOf = async () => Number((await t.database.db.selectFrom('agent').select('balance_fen').where('id', '=', '800001').executeTakeFirstOrThrow()).balance_fen);
    const byBalance = await price(50);
    await post('/group/batch/submitBatchData', { batchId: byBalance.batchId });
    const before = await balanceOf();
    const pay = { batchId: byBalance.batchId, payMethod: '66', loginName: 'demo-agent', password: 'Demo#2026' };
    const answers = await Promise.all([post('/group/batch/payBatchPolicy', pay), post('/group/batch/payBatchPolicy', pay)]);
    expect(answers.map((res) => res.json().content.paid)).toEqual([true, true]);
    expect(before - (await balanceOf())).toBe(byBalance.netFen);
    await applyDue(effective);

    const online = await price(51);
    await post('/group/batch/submitBatchData', { batchId: online.batchId });
    const opened = (await post('/group/batch/payBatchPolicy', { batchId: online.batchId, payMethod: '0' })).json().content;
    const tradeNo = String(opened.payUrl).split('/').at(-1)!;
    await t.app.sales.gateway.finish(tradeNo, 'SUCCESS');
    expect((await post(`/mgu/batch/getBatchInfo/${online.batchId}`, {})).json()).toMatchObject({ returnCode: '00', content: { payFlag: 'Y' } });
    await applyDue(effective);

    const unpaid = await price(52);
    await post('/group/batch/submitBatchData', { batchId: unpaid.batchId });
    await post('/group/batch/payBatchPolicy', { batchId: unpaid.batchId, payMethod: '0' });
    await applyDue(effective);
    expect((await post(`/group/batch/queryBatchInfo/${unpaid.batchId}`, {})).json().content).toMatchObject({ status: 'failed', failureReason: 'unpaid' });
    const trades = await t.database.db.selectFrom('payment').select('status').where('batch_id', '=', unpaid.batchId).execute();
    expect(trades.map((trade) => trade.status)).toEqual(['expired']);
  });

  it('finds a person on the policy by name, removes them by their place on the list, and refuses an unknown place or the same person twice', async () => {
    const on = groupOrderRequest(31, 4).salInsuredList[3];
    const found = (await post('/policy/getPolicyInfo', { policyId: policyNo, insuredName: ` ${on.name} ` })).json().content;
    expect(found).toEqual({ list: [expect.objectContaining({ name: on.name, idNumber: expect.stringContaining('*') })], nextSeq: null });
    expect((await post('/policy/getPolicyInfo', { policyId: policyNo, insuredName: '不在名单' })).json().content).toEqual({ list: [], nextSeq: null });
    const { seq, premiumFen } = found.list[0];
    const price = (lines: object[]) => post('/authorization/batch/calculPremium', { policyId: policyNo, kind: 'delete', effectiveDate: effective, lines });

    const priced = (await price([{ leaving: { seq, name: on.name, idMasked: found.list[0].idNumber } }])).json();
    expect(priced.returnCode, JSON.stringify(priced)).toBe('00');
    expect(priced.content).toMatchObject({ kind: 'delete', status: 'priced', lines: [{ kind: 'delete', removedName: on.name }] });
    expect(priced.content.insuredAfter).toBe(priced.content.insuredBefore - 1);
    expect(priced.content.netFen).toBeLessThan(0);
    expect(-priced.content.netFen).toBeLessThanOrEqual(premiumFen);

    const refused = (await price([{ leaving: { seq: 9_999 } }, { leaving: { seq } }, { leaving: { idNumber: on.idNumber } }])).json();
    expect(refused.returnCode).toBe('1001');
    const rows = refused.content.problems.filter((p: { row: number }) => p.row > 0);
    expect(rows.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
      [1, 'leavingIdNumber', 'ENDORSE_NOT_ON_POLICY'],
      [3, 'leavingIdNumber', 'ENDORSE_DUPLICATE_IN_BATCH'],
    ]);
    const neither = (await price([{ leaving: { name: on.name } }])).json();
    expect(neither).toMatchObject({ returnCode: expect.not.stringMatching(/^00$/), returnMsg: expect.stringContaining('请输入证件号码') });

    expect((await post('/group/batch/submitBatchData', { batchId: priced.content.batchId })).json().content.status).toBe('paid');
    await applyDue(effective);
    expect((await insureds()).map((row) => row.seq)).not.toContain(seq);
  });

  it('corrects the name of a person picked by their place on the list, and refuses an unknown place or the same person twice', async () => {
    const on = groupOrderRequest(31, 4).salInsuredList[0];
    const { seq, idNumber: idMasked } = (await post('/policy/getPolicyInfo', { policyId: policyNo, insuredName: on.name })).json().content.list[0];
    const correct = (insureds: object[]) => post('/mgu/batch/calBatchPremium', { policyId: policyNo, kind: 'insured', effectiveDate: effective, insureds });

    const refused = (await correct([{ seq: 9_999, name: '王小明' }, { seq, name: '周明远更' }, { idNumber: on.idNumber, occupationName: '外勤人员' }])).json();
    expect(refused.returnCode).toBe('1001');
    expect(refused.content.problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
      [1, 'idNumber', 'ENDORSE_NOT_ON_POLICY'],
      [3, 'idNumber', 'ENDORSE_DUPLICATE_IN_BATCH'],
    ]);

    const priced = (await correct([{ seq, name: `${on.name}更` }])).json();
    expect(priced.returnCode, JSON.stringify(priced)).toBe('00');
    expect(priced.content).toMatchObject({ kind: 'insured', status: 'priced', netFen: 0, corrections: [`被保险人 ${idMasked}：姓名更正为 ${on.name}更`] });
    await post('/group/batch/submitBatchData', { batchId: priced.content.batchId });
    await applyDue(effective);
    expect(await insureds()).toContainEqual({ seq, name: `${on.name}更` });
  });
});
