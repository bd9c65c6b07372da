import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRow, insuredListXlsx, SPOILED_COLUMN, type SPOILERS } from '../../../tests/fixtures/insured-list';
import { multipartFile } from '../../../tests/fixtures/multipart';
import { demoAgentToken } from '../../../tests/helpers/sales';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await demoAgentToken(t);
});
afterAll(() => t.close());

const upload = (path: string, bytes: Buffer, fields: Record<string, string> = {}) => {
  const file = multipartFile('multipartFile', 'list.xlsx', 'application/octet-stream', bytes, fields);
  return t.app.inject({ method: 'POST', url: `/api${path}`, ...file, headers: { ...file.headers, authorization: token } });
};

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('insured list templates', () => {
  it('has the product’s own columns: occupation for a group accident product, the variant’s extras', async () => {
    const accident = await t.app.inject({ method: 'GET', url: '/api/file/insuredTemplate?productCode=aszxty' });
    const headers = (await readBook(accident.rawPayload)).worksheets[0].getRow(1).values as string[];
    expect(headers.filter(Boolean)).toEqual(['姓名', '证件类型', '证件号码', '出生日期（YYYY-MM-DD）', '性别', '职业代码', '是否高危（是/否）', '手机号']);
    const property = await t.app.inject({ method: 'GET', url: '/api/file/insuredTemplate?productCode=tacczhx' });
    expect(((await readBook(property.rawPayload)).worksheets[0].getRow(1).values as string[]).filter(Boolean)).not.toContain('职业代码');
    const guofu = await t.app.inject({ method: 'GET', url: '/api/file/insuredTemplate?productCode=guofu&variant=guofou' });
    expect(((await readBook(guofu.rawPayload)).worksheets[0].getRow(1).values as string[]).filter(Boolean)).toContain('证件有效期至（YYYY-MM-DD或长期）');
    expect((await t.app.inject({ method: 'GET', url: '/api/file/insuredTemplate?productCode=aszxty&variant=guofou' })).json().returnCode).toBe('1093');
  });
});

describe('insured list uploads', () => {
  it('reads 5,000 rows and reports every bad row by row and column, duplicates in the file and in the list', async () => {
    const spoiled: Record<number, keyof typeof SPOILERS> = { 0: 'badChecksum', 17: 'noName', 999: 'unknownOccupation', 2500: 'badChecksum', 4999: 'noName' };
    const people = (index: number) => (index === 3001 ? employeeRow(3000) : employeeRow(index));
    const bytes = await insuredListXlsx(5000, spoiled, 'generic', people);
    const listed = employeeRow(42).idNumber;

    const started = performance.now();
    const answer = (await upload('/file/parseInsuredExcel?productCode=aszxty', bytes, { existing: `${listed},X` })).json();
    const elapsedMs = performance.now() - started;

    expect(answer.returnCode).toBe('00');
    expect(answer.content.total).toBe(5000);
    expect(answer.content.insureds).toHaveLength(5000);
    const reported = answer.content.problems.map((problem: { row: number; column: string }) => `${problem.row}:${problem.column}`);
    const expected = [
      ...Object.entries(spoiled).map(([index, spoiler]) => `${Number(index) + 2}:${SPOILED_COLUMN[spoiler]}`),
      `${42 + 2}:idNumber`,
      `${3001 + 2}:idNumber`,
    ];
    expect(reported.sort()).toEqual(expected.sort());
    expect(answer.content.valid).toBe(5000 - expected.length);
    const duplicate = answer.content.problems.find((problem: { row: number }) => problem.row === 3003);
    expect(duplicate).toMatchObject({ code: 'SHEET_DUPLICATE_IN_FILE', message: '证件号码与第3002行重复' });
    expect(answer.content.problems.find((problem: { row: number }) => problem.row === 2)).toMatchObject({ code: 'INSURED_ID_NUMBER_INVALID' });
    // The rows come back in the form's shape: birth date and gender from the ID card, occupation name and class from the table.
    expect(answer.content.insureds[1]).toMatchObject({ row: 3, idType: '1', gender: 'M', occupationCode: '0101002', occupationName: '外勤人员', occulevel: '2', biddingDocumentid: '2' });
    console.log(`5,000 rows uploaded, parsed and checked in ${elapsedMs.toFixed(0)} ms`);

    const errors = await t.app.inject({ method: 'GET', url: `/api/file/errorSheet/${answer.content.errorSheetId}`, headers: { authorization: token } });
    const sheet = (await readBook(errors.rawPayload)).worksheets[0];
    expect(sheet.getRow(1).getCell(9).value).toBe('错误说明 Errors');
    expect(String(sheet.getRow(19).getCell(9).value)).toContain('姓名：');
    expect(sheet.getRow(19).getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
    expect(sheet.getRow(3).getCell(9).value).toBeFalsy();
  }, 60_000);

  it('answers a clean list with no error sheet, and refuses a product the variant does not serve', async () => {
    const clean = (await upload('/file/uploadInsureListForAIG?productCode=aszxty', await insuredListXlsx(20, {}, 'aig'))).json();
    expect(clean.content).toMatchObject({ total: 20, valid: 20, problems: [] });
    expect(clean.content.errorSheetId).toBeUndefined();
    expect((await upload('/file/libao/parseInsuredExcel?productCode=aszxty', await insuredListXlsx(2))).json().returnCode).toBe('1093');
    // The product's own rules: zljgyw takes occupation classes 3-6 only.
    const zhongli = (await upload('/file/libao/parseInsuredExcel?productCode=zljgyw', await insuredListXlsx(3, {}, 'libao'))).json().content;
    expect(zhongli.problems.map((problem: { code: string; message: string }) => [problem.code, problem.message])).toEqual(Array(3).fill(['OCCUPATION_LEVEL_INVALID', '职业类别须为3-6类']));
    // A refusal found on the worker thread comes back as the upload's answer.
    expect((await upload('/file/parseInsuredExcel?productCode=aszxty', await insuredListXlsx(0))).json()).toMatchObject({ returnMsg: '清单中没有被保险人' });
    const file = multipartFile('multipartFile', 'list.xlsx', 'application/octet-stream', await insuredListXlsx(2));
    expect((await t.app.inject({ method: 'POST', url: '/api/file/parseInsuredExcel?productCode=aszxty', ...file })).statusCode).toBe(401);
  });
});
