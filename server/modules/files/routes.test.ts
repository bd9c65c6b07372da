import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../domain/api/files';
import { multipartFile } from '../../../tests/fixtures/multipart';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { keepErrorSheet } from '../../sales/insured-sheet';
import { issueToken } from '../../sales/tokens';

const PNG = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%fixture\n');

describe('file upload', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  });
  afterAll(() => t.close());

  const upload = (url: string, name: string, type: string, bytes: Buffer, field = 'multipartFile', authorization = token) => {
    const multipart = multipartFile(field, name, type, bytes);
    return t.app.inject({ method: 'POST', url, ...multipart, headers: { ...multipart.headers, authorization } });
  };

  it('takes files only from a signed-in agent or policyholder', async () => {
    const anonymous = await upload('/api/file/upload', 'card.png', 'image/png', PNG, 'multipartFile', 'null');
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file sent under another field name', async () => {
    const res = await upload('/api/file/upload', 'card.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'wrongField');
    expect(res.json()).toMatchObject({ returnCode: '9101', returnMsg: UPLOAD_MESSAGES.missing.zh });
  });

  it('stores a PNG under DATA_DIR/files, encrypted, and answers its path', async () => {
    const res = await upload('/api/file/upload', 'card.png', 'image/png', PNG);
    expect(res.json()).toMatchObject({ returnCode: '00' });
    const path: string = res.json().content;
    const onDisk = readFileSync(join(t.config.DATA_DIR, 'files', path));
    expect(onDisk.includes(PNG)).toBe(false);
    expect(await t.app.sales.files.read(path)).toEqual(PNG);
  });

  it('judges the type by the bytes, not the name', async () => {
    const res = await upload('/api/file/upload', 'card.jpg', 'image/jpeg', Buffer.from('GIF89a not a photo'));
    expect(res.json()).toEqual({ returnCode: '9101', returnMsg: UPLOAD_MESSAGES.imageType.zh, content: null });
    expect((await upload('/api/file/upload', 'scan.pdf', 'application/pdf', PDF)).json().returnMsg).toBe(UPLOAD_MESSAGES.imageType.zh);
  });

  it('refuses an 11 MB file with the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload('/api/file/upload', 'big.png', 'image/png', big);
    expect(res.json()).toEqual({ returnCode: '9101', returnMsg: '上传文件必须小于10M', content: null });
  });

  it('takes PDFs on /file/uploadPdf only', async () => {
    expect((await upload('/api/file/uploadPdf', 'policy.pdf', 'application/pdf', PDF)).json().content).toMatch(/\.pdf$/);
    expect((await upload('/api/file/uploadPdf', 'card.png', 'image/png', PNG)).json().returnMsg).toBe(UPLOAD_MESSAGES.pdfType.zh);
  });

  it('asks for a file when the request has none', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/file/upload', payload: {}, headers: { authorization: token } });
    expect(res.json()).toMatchObject({ returnCode: '9101', returnMsg: UPLOAD_MESSAGES.missing.zh });
  });

  it('serves an error sheet only to the one who uploaded the list', async () => {
    const owner = { subjectType: 'agent' as const, subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id };
    const id = await keepErrorSheet(t.app.sales, owner, Buffer.from('PK\x03\x04sheet'));
    const mine = await t.app.inject({ method: 'GET', url: `/api/file/errorSheet/${id}`, headers: { authorization: token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('spreadsheetml');
    const other = await issueToken(t.database.db, { subjectType: 'holder', subjectId: 'a-policyholder', agentId: DEMO_AGENT.id });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/file/errorSheet/${id}`, headers: { authorization: other } });
    expect(theirs.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/file/errorSheet/..%2F..%2Fetc', headers: { authorization: token } });
    expect(malformed.statusCode).toBe(400);
  });
});

