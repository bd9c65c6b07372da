import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENSUS_SHEET, type QuotationDraft } from '../../../domain/api/quotation';
import { fenToYuanText } from '../../../domain/money';
import { addDays, fictionalIdNumber, fictionalUscc, todayInBeijing } from '../../../domain/validators';
import { multipartFile, multipartForm } from '../../../tests/fixtures/multipart';
import { DEMO_AGENT, payAndIssue } from '../../../tests/helpers/sales';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { census } from '../../../tests/fixtures/census';
import { issueToken } from '../../sales/tokens';

let t: TestApp;
let token: string;
let otherToken: string;
const post = (url: string, payload: unknown = {}, as = token) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: as } });

beforeAll(async () => {
  t = await createTestApp();
  token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  await t.database.db.insertInto('agent').values({ id: '800014', login_name: 'quote-other', password_hash: 'x', display_name: '另一位代理人' }).execute();
  otherToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: '800014', agentId: '800014' });
});
afterAll(() => t.close());

const draft = (members = census(12)): QuotationDraft => ({
  productCode: 'MedilinkGroupZHX',
  companyName: '南京示例报价科技有限公司',
  startDate: addDays(todayInBeijing(), 10),
  industryLevel: '2',
  duties: { inpatient: 'IP50', outpatient: 'OP5000' },
  members,
});
const holder = { holderIdNumber: fictionalUscc('91', '320102', 'MA1X2Y3Q7'), holderPhone: '025-83001234', holderEmail: 'hr@quote.example.cn' };

async function quoted(body: QuotationDraft = draft()) {
  const saved = await post('/api/salQuotation/saveMedilinkGroupAFP', body);
  expect(saved.json()).toMatchObject({ returnCode: '00', content: { state: 'quoted', version: 1 } });
  return saved.json().content as { id: string; familyId: string; premiumFen: number; validUntil: string };
}

const pdfText = (bytes: Buffer) => {
  const file = join(t.config.DATA_DIR, `quotation-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
};

describe('the census sheet', () => {
  it('hands out its template and reads it back: valid members, and each bad row named with an error sheet', async () => {
    const template = await post('/api/medilinkGroup/getInsureTemplate');
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(CENSUS_SHEET)!;
    const members = census(8);
    for (const member of members) sheet.addRow([member.name, '1', member.idNumber, '', '', '1', '']);
    sheet.addRow(['周小宝', '1', fictionalIdNumber('320102', '2018-03-04', 21), '', '', '3', members[0].idNumber]);
    sheet.addRow(['钱多多', '1', '320102198001011234', '', '', '1', '']);
    sheet.addRow(['孙小妹', '1', fictionalIdNumber('320102', '2019-03-04', 22), '', '', '3', '110101198806151232']);
    const file = multipartFile('multipartFile', 'census.xlsx', 'application/octet-stream', Buffer.from(await book.xlsx.writeBuffer()));
    const read = (await t.app.inject({ method: 'POST', url: '/api/salQuotation/uploadMedilinkGroupAFP', payload: file.payload, headers: { ...file.headers, authorization: token } })).json();
    expect(read.content).toMatchObject({ total: 11, valid: 9 });
    expect(read.content.members).toHaveLength(9);
    expect(read.content.members[8]).toMatchObject({ relationship: '3', employeeIdNumber: members[0].idNumber, gender: 'M', birthDate: '2018-03-04' });
    expect(read.content.problems.map((problem: { row: number; column: string }) => [problem.row, problem.column])).toEqual([
      [11, 'idNumber'],
      [12, 'employeeIdNumber'],
    ]);
    const errors = await t.app.inject({ method: 'GET', url: `/api/file/errorSheet/${read.content.errorSheetId}`, headers: { authorization: token } });
    expect(errors.statusCode).toBe(200);
  });
});

describe('a group medical quotation', () => {
  it('hands out the duty template of a medical product, and refuses others', async () => {
    const template = (await t.app.inject({ method: 'GET', url: '/api/medilinkGroup/getDutyTemplate/gytx', headers: { authorization: token } })).json();
    expect(template.content).toMatchObject({ productCode: 'gytx', ratesAreDemo: true });
    expect(template.content.duties.map((duty: { dutyCode: string }) => duty.dutyCode)).toEqual(['inpatient', 'outpatient', 'maternity', 'dental']);
    expect((await t.app.inject({ method: 'GET', url: '/api/medilinkGroup/getDutyTemplate/hoschengen' })).json().returnCode).toBe('1404');
  });

  it('is answered by the generic premium and rule calls too', async () => {
    const rules = await t.app.inject({ method: 'GET', url: '/api/premium/queryInsuranceRules/MedilinkGroupZRY' });
    expect(rules.json().returnCode).toBe('00');
    const insureds = census(12).map(({ birthDate }) => ({ birthDate }));
    const start = addDays(todayInBeijing(), 10);
    for (const url of ['/api/premium/calPremium', '/api/premium/calPremiumMGUgroupQuo', '/api/premium/calPremiumEmployer']) {
      expect((await post(url, { productCode: 'gytx', planCode: 'AFP1', startDate: start, insureds })).json()).toMatchObject({ returnCode: '00' });
    }
    expect((await post('/api/premium/calPremiumTrial', { productCode: 'gytx', planCode: 'AFP1' })).json().returnCode).toBe('00');
  });

  it('prices by band and duty, and says what is wrong with a census it cannot quote', async () => {
    const price = (await post('/api/salQuotation/premiumMedilinkGroupAFP', draft())).json().content;
    expect(price.duties.reduce((sum: number, duty: { premiumFen: number }) => sum + duty.premiumFen, 0)).toBe(price.totalPremiumFen);
    expect(price.bands.reduce((sum: number, band: { male: number; female: number }) => sum + band.male + band.female, 0)).toBe(12);
    const tooFew = (await post('/api/salQuotation/premiumMedilinkGroupAFP', draft(census(3)))).json();
    expect(tooFew).toMatchObject({ returnCode: '1001', returnMsg: expect.stringContaining('参保员工不少于5人') });
  });

  it('is saved, reloaded and turned into an order that keeps its price exactly, then paid and issued', async () => {
    const quote = await quoted();
    const reloaded = (await post(`/api/medilinkGroup/query/${quote.id}`)).json().content;
    // The agent's quotation pages name the product in either language.
    expect(reloaded.productName).toEqual({ zh: '美联团体医疗保险（众鸿）', en: 'Medilink Group Medical (Zhonghong)' });
    expect((await post('/api/salSimpleQuotation/queryList', {})).json().content.list.find((q: { id: string }) => q.id === quote.id).productName.en).toBe('Medilink Group Medical (Zhonghong)');
    expect(reloaded).toMatchObject({ premiumFen: quote.premiumFen, members: draft().members, duties: draft().duties, industryLevel: '2' });
    expect(reloaded.price.totalPremiumFen).toBe(quote.premiumFen);

    const pdf = await post('/api/salQuotation/downFileMediLinkQuoAFP', { id: quote.id });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('南京示例报价科技有限公司');
    expect(text).toContain(fenToYuanText(quote.premiumFen));
    expect(text).toContain('演示费率');

    expect((await post(`/api/medilinkGroup/insure/${quote.id}`)).json().returnCode).toBe('1402');
    expect((await post('/api/medilinkGroup/creatPolicyInformation', { id: quote.id, ...holder })).json().content.state).toBe('accepted');
    const order = (await post(`/api/medilinkGroup/insure/${quote.id}`)).json();
    expect(order).toMatchObject({ returnCode: '00', content: { quotationId: quote.id, totalPremiumFen: quote.premiumFen } });
    const again = (await post('/api/salQuotation/insureMedilinkGroupAFP', { id: quote.id })).json();
    expect(again.content.policyId).toBe(order.content.policyId);

    const stored = await t.database.db.selectFrom('sales_order').select('premium_fen').where('id', '=', order.content.policyId).executeTakeFirstOrThrow();
    expect(Number(stored.premium_fen)).toBe(quote.premiumFen);
    const insureds = await t.database.db.selectFrom('order_insured').select('premium_fen').where('order_id', '=', order.content.policyId).orderBy('seq').execute();
    expect(insureds.reduce((sum, row) => sum + Number(row.premium_fen), 0)).toBe(quote.premiumFen);
    expect((await post(`/api/medilinkGroup/query/${quote.id}`)).json().content).toMatchObject({ state: 'insured', orderId: order.content.policyId, orderStatus: 'unpaid' });

    const material = (kind: string) => {
      const file = multipartForm({ fileName: '签字报价单.pdf' }, [{ field: 'multipartFile', fileName: 'x.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%signed\n') }]);
      return t.app.inject({ method: 'POST', url: `/api/medilinkGroup/${kind}?quotationId=${quote.id}`, payload: file.payload, headers: { ...file.headers, authorization: token } });
    };
    expect((await material('uploadMaterial')).json().returnCode).toBe('1402');
    expect((await material('uploadMaterialBc')).json().content).toMatchObject({ kind: 'supplement', fileName: '签字报价单.pdf' });
    expect((await post(`/api/medilinkGroup/insurBc/${quote.id}`)).json().content.policyId).toBe(order.content.policyId);

    const policyNo = await payAndIssue(t, token, order.content.policyId);
    expect(policyNo).toBeTruthy();
    // Once issued the quotation leads to its policy, no longer to the cashier.
    expect((await post(`/api/medilinkGroup/query/${quote.id}`)).json().content.orderStatus).toBe('issued');
  });

  it('cannot be insured once expired', async () => {
    const quote = await quoted();
    await post('/api/medilinkGroup/creatPolicyInformation', { id: quote.id, ...holder });
    await t.database.db.updateTable('quotation').set({ valid_until: addDays(todayInBeijing(), -1) }).where('id', '=', quote.id).execute();
    const refused = (await post(`/api/medilinkGroup/insure/${quote.id}`)).json();
    expect(refused).toMatchObject({ returnCode: '1403' });
    expect((await post('/api/medilinkGroup/queryList', { state: 'expired' })).json().content.list.map((q: { id: string }) => q.id)).toContain(quote.id);
    const count = await t.database.db.selectFrom('quotation').select('order_id').where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(count.order_id).toBeNull();
  });

  it('is not seen, priced out, insured or deleted by another agent', async () => {
    const quote = await quoted();
    expect((await post(`/api/medilinkGroup/query/${quote.id}`, {}, otherToken)).json().returnCode).toBe('1401');
    expect((await post(`/api/salSimpleQuotation/getPdfUrl/${quote.id}`, {}, otherToken)).json().returnCode).toBe('1401');
    expect((await post(`/api/medilinkGroup/insure/${quote.id}`, {}, otherToken)).json().returnCode).toBe('1401');
    expect((await post('/api/salSimpleQuotation/queryList', {}, otherToken)).json().content).toEqual({ total: 0, list: [] });
  });

  it('keeps what was quoted: a save over it and a copy are new versions; only drafts are deleted', async () => {
    const quote = await quoted();
    const second = (await post('/api/salQuotation/saveMedilinkGroupAFP', { ...draft(), id: quote.id, duties: { inpatient: 'IP20' } })).json().content;
    expect(second).toMatchObject({ familyId: quote.familyId, version: 2, state: 'quoted' });
    expect(second.id).not.toBe(quote.id);
    expect((await post(`/api/medilinkGroup/query/${quote.id}`)).json().content.premiumFen).toBe(quote.premiumFen);
    const copy = (await post('/api/salSimpleQuotation/saveQuotation', { copyOf: quote.id })).json().content;
    expect(copy).toMatchObject({ familyId: quote.familyId, version: 3, state: 'draft', premiumFen: null });
    expect((await post(`/api/salSimpleQuotation/delQuotation/${quote.id}`)).json().returnCode).toBe('1402');
    expect((await post(`/api/salSimpleQuotation/delQuotation/${copy.id}`)).json().returnCode).toBe('00');
    expect((await post(`/api/salSimpleQuotation/queryQuotation/${copy.id}`)).json().returnCode).toBe('1401');
  });

  it('carries materials checked by their bytes, and zips them with the quote', async () => {
    const quote = await quoted();
    const pdfBytes = Buffer.from('%PDF-1.4\n% fictional licence\n');
    const upload = (bytes: Buffer, name: string) => {
      const file = multipartForm({ fileName: name }, [{ field: 'multipartFile', fileName: name, contentType: 'application/pdf', bytes }]);
      return t.app.inject({ method: 'POST', url: `/api/medilinkGroup/uploadMaterial?quotationId=${quote.id}`, payload: file.payload, headers: { ...file.headers, authorization: token } });
    };
    expect((await upload(Buffer.from('MZ not a pdf'), 'x.pdf')).json().returnCode).toBe('9101');
    const stored = (await upload(pdfBytes, '营业执照.pdf')).json();
    expect(stored).toMatchObject({ returnCode: '00', content: { fileName: '营业执照.pdf', fileType: 'pdf' } });
    const zip = await post('/api/salQuotation/downFileForzip', { id: quote.id });
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([expect.stringMatching(/^报价单-.*\.pdf$/), '材料/1-营业执照.pdf'].sort());
    expect(Buffer.from(entries['材料/1-营业执照.pdf']).equals(pdfBytes)).toBe(true);
    expect((await post('/api/salQuotation/delQuoFileOne', { fileId: stored.content.fileId })).json().returnCode).toBe('00');
    expect((await post('/api/medilinkGroup/delAllMaterial', { id: quote.id })).json().content).toEqual({ deleted: 0 });
  });
});
