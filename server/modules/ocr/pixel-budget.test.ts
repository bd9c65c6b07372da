import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OCR_PIXELS_PER_REQUEST } from '../../../domain/api/ocr';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';

describe('the OCR pixel budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('refuses a request whose photos together exceed the budget, before reading any', async () => {
    // A plain 12-megapixel PNG: tiny to send, large to recognise.
    const photo = (await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ffffff' } }).png().toBuffer()).toString('base64');
    const count = Math.floor(MAX_OCR_PIXELS_PER_REQUEST / 12_000_000) + 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/analysisImages',
      payload: Array.from({ length: count }, (_, index) => ({ imageBase64: photo, imageType: 'face', index })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().returnMsg).toContain('图片总像素过大');
  });
});
