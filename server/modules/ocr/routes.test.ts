import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalysedImage } from '../../../domain/api/ocr';
import type { Company, IdCardPerson, PassportPerson } from '../../../tests/fixtures/documents';
import { multipartFile } from '../../../tests/fixtures/multipart';
import { syntheticSet } from '../../../tests/fixtures/synthetic-set';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { sharedOcrEngine } from '../../adapters/ocr';
import { DEMO_AGENT } from '../../demo/seed';
import { issueToken } from '../../sales/tokens';

// The real engine on clean renders of fictional documents (the benchmark covers photo-like ones in volume).
describe('document OCR', () => {
  let t: TestApp;
  let agentToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  }, 60_000);
  afterAll(() => t.close());

  const base64 = (file: string) => readFileSync(file).toString('base64');

  it('reads ID card fronts and passports sent together, each answered in the order sent', async () => {
    const cards = await syntheticSet({ kind: 'idCard', variant: 'clean', count: 2 });
    const passports = await syntheticSet({ kind: 'passport', variant: 'clean', count: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/analysisImages',
      payload: [
        ...cards.map((image, index) => ({ imageBase64: base64(image.file), imageType: 'face', index })),
        ...passports.map((image, i) => ({ imageBase64: `data:image/png;base64,${base64(image.file)}`, imageType: 'passport', index: 2 + i })),
        { imageBase64: Buffer.from('not a photo').toString('base64'), imageType: 'face', index: 4 },
      ],
    });
    expect(res.json().returnCode).toBe('00');
    const content: AnalysedImage[] = res.json().content;
    expect(content.map((item) => item.index)).toEqual([0, 1, 2, 3, 4]);
    cards.forEach((image, i) => {
      const truth = image.truth as IdCardPerson;
      expect(content[i].imageInfo).toEqual({
        name: truth.name,
        sex: truth.gender === 'M' ? '男' : '女',
        num: truth.idNumber,
        birth: truth.birthDate.replaceAll('-', ''),
      });
    });
    passports.forEach((image, i) => {
      const truth = image.truth as PassportPerson;
      expect(content[2 + i].imageInfo).toMatchObject({
        name: `${truth.surname},${truth.givenNames}`,
        sex: truth.gender,
        passport_no: truth.passportNo,
        birth_date: truth.birthDate.replaceAll('-', ''),
        src_country: truth.country,
        ...(truth.nameCn ? { name_cn: truth.nameCn } : {}),
      });
    });
    expect(content[4]).toMatchObject({ error_code: 'IMAGE_UNREADABLE', error_msg: '图片无法读取，请重新拍摄' });
  }, 60_000);

  it('reads a photo sent again under the same Idempotency-Key once, and answers the repeat from the first reading', async () => {
    const [card] = await syntheticSet({ kind: 'idCard', variant: 'clean', count: 1 });
    const payload = [{ imageBase64: base64(card.file), imageType: 'face', index: 0 }];
    const headers = { 'idempotency-key': 'photo-0123456789abcdef' };
    const reads = vi.spyOn(sharedOcrEngine(), 'read');
    const first = await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload, headers });
    const again = await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload, headers });
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    expect(first.json().content[0].imageInfo.num).toBe((card.truth as IdCardPerson).idNumber);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload: [{ ...payload[0], imageType: 'passport' }], headers });
    expect(other.json().returnCode).toBe('1046');
  }, 60_000);

  it('reads a business licence uploaded first, by its stored path', async () => {
    const [licence] = await syntheticSet({ kind: 'licence', variant: 'clean', count: 1 });
    const file = multipartFile('multipartFile', 'licence.png', 'image/png', readFileSync(licence.file));
    const upload = await t.app.inject({ method: 'POST', url: '/api/file/upload', ...file, headers: { ...file.headers, authorization: agentToken } });
    const res = await t.app.inject({ method: 'POST', url: '/api_xxpl/businessLicense', payload: { pictureUrl: upload.json().content } });
    const truth = licence.truth as Company;
    expect(res.json()).toMatchObject({
      returnCode: '0000',
      data: { ENTERPRISE_NAME_CH: truth.name, ENTERPRISE_TAXPAYER_REGISTER_ID: truth.uscc },
    });
  }, 30_000);

  it('reads a food business licence sent as a data URL', async () => {
    const [licence] = await syntheticSet({ kind: 'foodLicence', variant: 'clean', count: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api_xxpl/ocrFoodBlicense',
      payload: { pictureUrl: `data:image/png;base64,${base64(licence.file)}` },
    });
    const truth = licence.truth as Company;
    expect(res.json()).toMatchObject({ returnCode: '0000', data: { ENTERPRISE_NAME_CH: truth.name, ENTERPRISE_TAXPAYER_REGISTER_ID: truth.uscc } });
    expect(res.json().data.FOOD_LICENSE_NO).toMatch(/^JY\d{14}$/);
  }, 30_000);

  it('answers a missing picture and an unknown path with a message, not a crash', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api_xxpl/businessLicense', payload: { pictureUrl: '2025/01/nothing.png' } });
    expect(missing.json()).toMatchObject({ returnCode: '9205', returnMsg: '图片不存在，请重新上传' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload: [] });
    expect(empty.statusCode).toBe(400);
  });
  it('queues each photo under its caller: the signed-in subject, else the address', async () => {
    const read = vi.spyOn(sharedOcrEngine(), 'read').mockResolvedValue([]);
    try {
      const { default: sharp } = await import('sharp');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
      const payload = [{ imageBase64: png.toString('base64'), imageType: 'face', index: 0 }];
      await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload, headers: { authorization: agentToken } });
      await t.app.inject({ method: 'POST', url: '/api/certificate/analysisImages', payload, remoteAddress: '203.0.113.7' });
      expect(read.mock.calls.map(([, options]) => options?.caller)).toEqual([`agent:${DEMO_AGENT.id}`, 'ip:203.0.113.7']);
    } finally {
      read.mockRestore();
    }
  });
});
