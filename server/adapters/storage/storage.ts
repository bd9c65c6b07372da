import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { encryptedFileStorage, fileKey } from './encrypted-storage';
import { databaseFileStorage } from './database-storage';
import { FileNotFoundError, type FileStorage } from './file-storage';
import { isStorageKey, newStorageKey } from './storage-key';

/** Files in a local directory (DATA_DIR/files), one folder per month. */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  return {
    async save(bytes, extension) {
      const key = newStorageKey(extension);
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

/**
 * The storage of this process, every file encrypted with a key derived from DATA_KEY: in PostgreSQL when
 * DATABASE_URL is set (shared by every instance), else in DATA_DIR/files (the embedded default).
 */
export function fileStorageFor(config: Pick<Config, 'DATA_DIR' | 'DATA_KEY' | 'DATABASE_URL'>, db: Kysely<DB>): FileStorage {
  const inner = config.DATABASE_URL ? databaseFileStorage(db) : localFileStorage(join(config.DATA_DIR, 'files'));
  return encryptedFileStorage(inner, fileKey(config.DATA_KEY));
}
