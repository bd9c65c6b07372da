import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MGU_INSURED_SHEET } from '../../../domain/api/mgu';
import { addDays, fictionalIdNumber, fictionalUscc, todayInBeijing } from '../../../domain/validators';
import { multipartFile } from '../../../tests/fixtures/multipart';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

import { DEMO_AGENT } from '../../demo/seed';
import { issueToken } from '../../sales/tokens';

let t: TestApp;
let token: string;
const post = (url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: token } });

beforeAll(async () => {
  t = await createTestApp();
  token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
});
afterAll(() => t.close());

/** The downloaded workbook with six employees written into its insured sheet (one with a wrong ID number). */
async function filledTemplate(): Promise<{ bytes: Buffer; book: ExcelJS.Workbook }> {
  const download = await post('/api/wechatLink/mgu/downloadMGUPros');
  expect(download.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(MGU_INSURED_SHEET)!;
  const names = ['周明远', '吴佳怡', '郑浩然', '孙雅婷', '冯志强'];
  names.forEach((name, index) => {
    sheet.addRow([name, '1', fictionalIdNumber('320102', `198${index}-05-1${index}`, 2 * index + 11), '', '', '']);
  });
  sheet.addRow(['钱多多', '1', '320102198001011234', '', '', '']);
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), book };
}

describe('the MGU bulk application', () => {
  it('lists its products with each plan’s premium by age in the template it hands out', async () => {
    const { book } = await filledTemplate();
    const products = book.getWorksheet('产品与计划')!;
    const codes = new Set<string>();
    products.eachRow((row, number) => number > 1 && codes.add(String(row.getCell(1).value)));
    expect([...codes]).toEqual(expect.arrayContaining(['MedilinkGroupZHX', 'MedilinkGroupZRY']));
    expect(codes.has('hoschengen')).toBe(false);
  });

  it('reads the filled template, deriving birth dates and genders, and names the row with a wrong ID number', async () => {
    const { bytes } = await filledTemplate();
    const file = multipartFile('multipartFile', 'list.xlsx', 'application/octet-stream', bytes);
    const upload = await t.app.inject({ method: 'POST', url: '/api/wechatLink/mgu/bbcUploadTemplete', payload: file.payload, headers: { ...file.headers, authorization: token } });
    const body = upload.json();
    expect(body.returnCode).toBe('00');
    expect(body.content.insureds).toHaveLength(6);
    expect(body.content.insureds[0]).toMatchObject({ name: '周明远', birthDate: '1980-05-10', gender: 'M' });
    expect(body.content.problems.map((problem: { row: number }) => problem.row)).toEqual([7, 7, 7]);
    expect(body.content.problems[0]).toMatchObject({ row: 7, field: 'idNumber' });
  });

  it('refuses a file that is not a workbook', async () => {
    const file = multipartFile('multipartFile', 'list.xlsx', 'application/octet-stream', Buffer.from('name,id\n'));
    const res = await t.app.inject({ method: 'POST', url: '/api/wechatLink/mgu/bbcUploadTemplete', payload: file.payload, headers: { ...file.headers, authorization: token } });
    expect(res.json().returnMsg).toBe('请上传由模板填写的Excel文件（.xlsx）');
  });

  it('prices the list, places the order, and starts the next list from it', async () => {
    const start = addDays(todayInBeijing(), 7);
    const birthDates = ['1980-05-10', '1981-05-11', '1982-05-12', '1983-05-13', '1984-05-14'];
    const insureds = birthDates.map((birthDate, index) => ({
      name: ['周明远', '吴佳怡', '郑浩然', '孙雅婷', '冯志强'][index],
      idType: '1',
      idNumber: fictionalIdNumber('320102', birthDate, 2 * index + 11),
      relationship: '99',
    }));
    const premium = (await post('/api/wechatLink/mgu/bbcPremium', { productCode: 'MedilinkGroupZHX', planCode: 'ZHX-A', startDate: start, insureds: birthDates.map((birthDate) => ({ birthDate })) })).json();
    expect(premium.returnCode).toBe('00');
    expect((await post('/api/wechatLink/mgu/bbcPremium', { productCode: 'hoschengen', planCode: 'single', startDate: start, insureds: [{ age: 40 }] })).json().returnCode).toBe('1091');

    const holder = { holderType: 'C', holderName: '南京示例科技有限公司', holderIdType: '03', holderIdNumber: fictionalUscc('91', '320102', 'MA1X2Y3W4'), holderPhone: '025-83001234' };
    const order = { salPolicy: { productCode: 'MedilinkGroupZHX', planCode: 'ZHX-A', startDate: start }, salPolicyHolder: holder, salInsuredList: insureds };
    const saved = (await post('/api/wechatLink/mgu/bbcSendOrderList', order)).json();
    expect(saved.returnMsg).toBe('保存成功');
    expect(saved.data.totalPremiumFen).toBe(premium.content.totalPremiumFen);
    const stored = await t.app.sales.db.selectFrom('order_insured').select('name').where('order_id', '=', saved.data.policyId).execute();
    expect(stored).toHaveLength(5);

    const last = (await post('/api/wechatLink/mgu/lastPolicyinfo')).json();
    expect(last.content).toMatchObject({ policyId: saved.data.policyId, productCode: 'MedilinkGroupZHX', planCode: 'ZHX-A', holder: { holderName: holder.holderName, holderIdNumber: holder.holderIdNumber } });
  });

  it('is for signed-in agents only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/wechatLink/mgu/lastPolicyinfo', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
