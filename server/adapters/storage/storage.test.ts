import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';
import { FileNotFoundError } from './file-storage';
import { localFileStorage } from './storage';

describe('local file storage', () => {
  const storage = localFileStorage(mkdtempSync(join(tmpdir(), 'files-')));

  it('stores bytes under a new monthly key and reads them back', async () => {
    const key = await storage.save(Buffer.from('hello'), 'png');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect((await storage.read(key)).toString()).toBe('hello');
    expect(await storage.save(Buffer.from('x'), 'png')).not.toBe(key);
  });

  it('reads only keys it issued: no path walks out of its folder', async () => {
    await expect(storage.read('../../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.read('2025/01/00000000-0000-0000-0000-000000000000.png')).rejects.toBeInstanceOf(FileNotFoundError);
  });
});

describe('file types by magic bytes', () => {
  it('knows JPEG, PNG and PDF, and nothing else', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffFileType(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBe('png');
    expect(sniffFileType(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});
