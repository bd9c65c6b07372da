import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FileStorage } from './file-storage';

const MAGIC = Buffer.from('ENC1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The files key: its own derivation of DATA_KEY, so it never doubles as the key of the database columns. */
export function fileKey(dataKey: string): Buffer {
  const root = createHash('sha256').update(dataKey).digest();
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'portal/files', 32));
}

/** ID-card photos and e-policies are personal data: stored AES-256-GCM encrypted, authenticated on read. */
export function encryptedFileStorage(inner: FileStorage, key: Buffer): FileStorage {
  return {
    save(bytes, extension) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
      return inner.save(Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]), extension);
    },
    async read(name) {
      const stored = await inner.read(name);
      if (!stored.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`stored file ${name} is not encrypted`);
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const tag = stored.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(stored.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}
