import { describe, expect, it } from 'vitest';
import { checkImageExtension, checkUploadSize, MAX_UPLOAD_BYTES } from './upload';

describe('uploads', () => {
  it('accepts jpg, jpeg and png in any case', () => {
    expect(checkImageExtension('身份证.JPG')).toEqual({ ok: true, value: 'jpg' });
    expect(checkImageExtension('photo.jpeg').ok).toBe(true);
    expect(checkImageExtension('scan.final.Png').ok).toBe(true);
  });

  it('rejects other or missing extensions, or checks a given list', () => {
    for (const name of ['photo.gif', 'photo.png.exe', 'photo', 'jpg', 'photo.']) {
      expect(checkImageExtension(name)).toEqual({ ok: false, code: 'IMAGE_TYPE' });
    }
    expect(checkImageExtension('licence.pdf', ['pdf']).ok).toBe(true);
  });

  it('accepts files smaller than 10 MB only', () => {
    expect(checkUploadSize(MAX_UPLOAD_BYTES - 1).ok).toBe(true);
    expect(checkUploadSize(MAX_UPLOAD_BYTES)).toEqual({ ok: false, code: 'UPLOAD_TOO_LARGE' });
  });
});
