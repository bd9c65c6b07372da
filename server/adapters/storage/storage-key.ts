import { randomUUID } from 'node:crypto';

// Keys are only ever the ones newStorageKey makes, so a key from outside cannot walk out of a folder.
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A new key such as `2025/06/3f2c....jpg`: one folder per month, a random name. */
export function newStorageKey(extension: string, now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
}
