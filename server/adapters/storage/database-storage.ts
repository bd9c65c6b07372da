import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FileNotFoundError, type FileStorage } from './file-storage';
import { isStorageKey, newStorageKey } from './storage-key';

/**
 * Files as rows of stored_file in PostgreSQL: every server instance behind a load balancer reads what any of
 * them stored, backed up with the orders they belong to (decision 023). Keys look as the local folder's do.
 */
export function databaseFileStorage(db: Kysely<DB>): FileStorage {
  return {
    async save(bytes, extension) {
      const key = newStorageKey(extension);
      await db.insertInto('stored_file').values({ key, bytes }).execute();
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) throw new FileNotFoundError(key);
      const row = await db.selectFrom('stored_file').select('bytes').where('key', '=', key).executeTakeFirst();
      if (!row) throw new FileNotFoundError(key);
      // pg answers a Buffer, PGlite a Uint8Array.
      return Buffer.from(row.bytes);
    },
  };
}
