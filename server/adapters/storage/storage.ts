import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Config } from '../../config';
import { encryptedFileStorage, fileKey } from './encrypted-storage';
import { FileNotFoundError, type FileStorage } from './file-storage';

// Keys are only ever the ones save() makes, so a key from outside cannot walk out of the root.
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** Files in a local directory (DATA_DIR/files), one folder per month. */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  return {
    async save(bytes, extension) {
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
      const path = join(base, key);
      await mkdir(dirname(path), { recursive: true });
      // wx: never overwrite, even in the impossible case of a repeated UUID.
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) throw new FileNotFoundError(key);
      try {
        return await readFile(join(base, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
  };
}

/** The storage of this process: DATA_DIR/files, every file encrypted with a key derived from DATA_KEY. */
export function fileStorageFor(config: Pick<Config, 'DATA_DIR' | 'DATA_KEY'>): FileStorage {
  return encryptedFileStorage(localFileStorage(join(config.DATA_DIR, 'files')), fileKey(config.DATA_KEY));
}
