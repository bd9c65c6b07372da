import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptedFileStorage, fileKey } from './encrypted-storage';
import { localFileStorage } from './storage';

const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('姓名 王小明 公民身份号码 110101199003071234')]);

describe('files at rest', () => {
  const root = mkdtempSync(join(tmpdir(), 'files-'));
  const storage = encryptedFileStorage(localFileStorage(root), fileKey('a-data-key-of-at-least-thirty-two-chars'));

  it('reads back what it stored, while the disk holds only ciphertext', async () => {
    const name = await storage.save(PHOTO, 'jpg');
    expect(await storage.read(name)).toEqual(PHOTO);
    const onDisk = readFileSync(join(root, name));
    expect(onDisk.includes(Buffer.from('110101199003071234'))).toBe(false);
    expect(onDisk.subarray(0, 4).toString()).toBe('ENC1');
  });

  it('refuses a file changed on disk, and a file read with another key', async () => {
    const name = await storage.save(PHOTO, 'jpg');
    const path = join(root, name);
    const bytes = readFileSync(path);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(path, bytes);
    await expect(storage.read(name)).rejects.toThrow();
    const other = encryptedFileStorage(localFileStorage(root), fileKey('another-data-key-of-thirty-two-chars!'));
    await expect(other.read(await storage.save(PHOTO, 'jpg'))).rejects.toThrow();
  });
});
