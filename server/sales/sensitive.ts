import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomFillSync } from 'node:crypto';

/** Encryption at rest and blind indexes of ID and phone numbers (DESIGN "Security and data"). */
export interface SensitiveData {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A keyed hash for exact-match lookups without decrypting; equal inputs give equal indexes. */
  blindIndex(plain: string): string;
}

const VERSION = 'v1';

export function sensitiveData(dataKey: Buffer): SensitiveData {
  // Separate keys for the two uses, so the index key never encrypts and vice versa.
  // Key objects, made once: a raw key would be imported again on every call.
  const encryptionKey = createSecretKey(Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'portal/aes-256-gcm', 32)));
  const indexKey = createSecretKey(Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'portal/blind-index', 32)));
  const nextIv = randomIvs();
  return {
    encrypt(plain) {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, packed] = stored.split(':');
      if (version !== VERSION || !packed) throw new Error('unknown encrypted value format');
      const bytes = Buffer.from(packed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
    blindIndex(plain) {
      return createHmac('sha256', indexKey).update(canonical(plain)).digest('base64url');
    },
  };
}

const IV_BYTES = 12;
const IVS_PER_DRAW = 512;

/**
 * Random GCM nonces, each handed out once, drawn from the random generator 512 at a time instead of one call per
 * value (a save encrypts about ten). A nonce is a view of the pool: use it before the next one is asked for.
 */
function randomIvs(): () => Buffer {
  const pool = Buffer.alloc(IV_BYTES * IVS_PER_DRAW);
  let used = pool.length;
  return () => {
    if (used === pool.length) {
      randomFillSync(pool);
      used = 0;
    }
    used += IV_BYTES;
    return pool.subarray(used - IV_BYTES, used);
  };
}

// "138 0013 8000", "010-6512 3456" and their bare digits, "x" and "X" check digits are the same number.
function canonical(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

