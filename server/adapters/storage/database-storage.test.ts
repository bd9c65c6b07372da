import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../config';
import { type Database, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { databaseFileStorage } from './database-storage';
import { FileNotFoundError } from './file-storage';
import { fileStorageFor } from './storage';

const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('姓名 王小明 公民身份号码 110101199003071234'), randomBytes(64)]);

describe('files in the database (DATABASE_URL set)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
  });
  afterAll(() => database.close());

  it('reads back what it stored under a monthly key, and only keys it issued', async () => {
    const storage = databaseFileStorage(database.db);
    const key = await storage.save(PHOTO, 'jpg');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(await storage.read(key)).toEqual(PHOTO);
    await expect(storage.read('../../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.read('2025/01/00000000-0000-0000-0000-000000000000.jpg')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('is what the server picks with a DATABASE_URL, encrypted as on disk: the table holds only ciphertext', async () => {
    const config = configFrom({ DATABASE_URL: 'postgres://elsewhere/db', DATA_DIR: '/nonexistent' });
    const storage = fileStorageFor(config, database.db);
    const key = await storage.save(PHOTO, 'jpg');
    expect(await storage.read(key)).toEqual(PHOTO);
    const row = await database.db.selectFrom('stored_file').select('bytes').where('key', '=', key).executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    expect(stored.subarray(0, 4).toString()).toBe('ENC1');
    expect(stored.includes(Buffer.from('110101199003071234'))).toBe(false);
  });
});
