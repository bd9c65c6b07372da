import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../domain/api/files';
import { groupOrderRequest } from '../../../tests/fixtures/book';
import { multipartForm } from '../../../tests/fixtures/multipart';
import { agentToken, placeOrder } from '../../../tests/helpers/book';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

const PNG = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%fixture\n');
const INSURER_UPLOADS = ['uploadForStarr', 'uploadForHuaAn', 'uploadForHuaAnFJF', 'uploadEviForAIG', 'UploadScreenShotsForZL'];

describe('insurer-specific uploads and order files', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await agentToken(t);
    otherToken = await agentToken(t, '800777');
    orderId = await placeOrder(t, token, groupOrderRequest(3));
  });
  afterAll(() => t.close());

  const send = (call: string, fields: Record<string, string>, bytes: Buffer, authorization = token) => {
    const form = multipartForm(fields, [{ field: 'multipartFile', fileName: 'scan', contentType: 'application/octet-stream', bytes }]);
    return t.app.inject({ method: 'POST', url: `/api/file/${call}`, ...form, headers: { ...form.headers, authorization } });
  };
  const filed = () => t.database.db.selectFrom('order_file').select(['file_type', 'path']).where('order_id', '=', orderId).orderBy('id').execute();

  it('stores each insurer upload encrypted and files it with the order it names', async () => {
    const paths: string[] = [];
    for (const call of INSURER_UPLOADS) {
      const res = await send(call, { policyId: orderId }, call === 'UploadScreenShotsForZL' ? PNG : PDF);
      expect(res.json(), call).toMatchObject({ returnCode: '00' });
      paths.push(res.json().content);
    }
    expect(await filed()).toEqual(['09', '10', '11', '04', '06'].map((fileType, index) => ({ file_type: fileType, path: paths[index] })));
    expect(await t.app.sales.files.read(paths[0]!)).toEqual(PDF);
  });

  it('judges every upload by its bytes and size', async () => {
    expect((await send('UploadScreenShotsForZL', {}, PDF)).json().returnMsg).toBe(UPLOAD_MESSAGES.imageType.zh);
    expect((await send('uploadForStarr', {}, Buffer.from('GIF89a'))).json().returnMsg).toBe(UPLOAD_MESSAGES.documentType.zh);
    expect((await send('uploadEviForAIG', {}, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]))).json().returnMsg).toBe(UPLOAD_MESSAGES.tooLarge.zh);
  });

  it("refuses to file with another agent's order", async () => {
    expect((await send('uploadForHuaAn', { policyId: orderId }, PDF, otherToken)).json().returnCode).toBe('1081');
  });

  it('lists the file types and files certificate photos uploaded before', async () => {
    const types = (await t.app.inject({ method: 'GET', url: '/api/file/queryFileTypes' })).json().content;
    expect(types.find((type: { fileType: string }) => type.fileType === '07')).toMatchObject({ name: '证件照片（正面）', accept: ['jpg', 'png'] });
    const front = (await send('upload', {}, PNG)).json().content;
    const pdf = (await send('uploadPdf', {}, PDF)).json().content;
    const save = (body: object) => t.app.inject({ method: 'POST', url: '/api/policy/saveCertificateImg', payload: body, headers: { authorization: token } });
    expect((await save([{ policyId: orderId, fileType: '07', filePath: front }])).json()).toMatchObject({ returnCode: '00', content: 1 });
    expect((await save([{ policyId: orderId, fileType: '08', filePath: pdf }])).json().returnMsg).toBe(UPLOAD_MESSAGES.imageType.zh);
    expect((await save([{ policyId: orderId, fileType: '08', filePath: '2026/01/00000000-0000-0000-0000-000000000000.png' }])).json().returnCode).toBe('9102');
    expect((await save([{ policyId: orderId, fileType: '09', filePath: front }])).json().returnCode).toBe('400');
    expect((await filed()).at(-1)).toEqual({ file_type: '07', path: front });
  });
});
