import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, IdempotencyRecordTable } from '../db/schema';
import { violatesUniqueKey } from '../db/errors';
import { STILL_PROCESSING } from '../../domain/api/payment';
import { AppError } from '../lib/envelope';

/** The caller's key: the Idempotency-Key header, else the body's idempotencyKey. */
export function idempotencyKeyOf(request: FastifyRequest, bodyKey?: string): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? bodyKey;
  if (key !== undefined && !/^[\w.:-]{8,100}$/.test(key)) throw new AppError('400', { zh: 'Idempotency-Key 格式不正确', en: 'The Idempotency-Key is not valid.' }, 400);
  return key;
}

function hashRequest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Claims (scope, key) for a request; when another request holds it, that request's row (refused if it differs). */
async function claimKey(db: Kysely<DB> | Transaction<DB>, scope: string, key: string, requestHash: string): Promise<{ response: unknown } | null> {
  const claimed = await db
    .insertInto('idempotency_record')
    .values({ scope, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed ? null : firstRequest(db, scope, key, requestHash);
}

/** The row of the request that holds (scope, key), refused when it was a different request. */
async function firstRequest(db: Kysely<DB> | Transaction<DB>, scope: string, key: string, requestHash: string): Promise<{ response: unknown }> {
  const first = await db
    .selectFrom('idempotency_record')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== requestHash) throw new AppError('1046', {
    zh: '该请求编号已用于另一笔不同的请求，请刷新页面后重试',
    en: 'This request ID was already used for a different request; refresh the page and try again.',
  });
  return first;
}

async function storeAnswer(db: Kysely<DB> | Transaction<DB>, scope: string, key: string, answer: unknown): Promise<void> {
  await db.updateTable('idempotency_record').set({ response: JSON.stringify(answer) }).where('scope', '=', scope).where('key', '=', key).execute();
}

/**
 * Runs `work` in a transaction once per (scope, key): a repeat returns the first answer and changes nothing.
 * The key's row is written first, so a concurrent repeat waits on its unique key until the first commits.
 * When `work` fails, everything rolls back, the key included, so the caller may retry.
 */
export async function idempotent<T>(
  db: Kysely<DB>,
  scope: string,
  key: string | undefined,
  request: unknown,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (key === undefined) return db.transaction().execute(work);
  const requestHash = hashRequest(request);
  return db.transaction().execute(async (trx) => {
    const first = await claimKey(trx, scope, key, requestHash);
    if (first) return first.response as T;
    const answer = await work(trx);
    await storeAnswer(trx, scope, key, answer);
    return answer;
  });
}

/** A key's row with the answer to its request, for `answeredOnce`'s work to write beside its own rows. */
export type KeyRecord = Insertable<IdempotencyRecordTable>;

/**
 * Like `idempotent`, for work whose answer is known before anything is written (an order save prepares it whole):
 * `write` puts the key's row, answer included, in the same statement as its own rows, so no transaction stays open
 * across round trips. A repeat's write fails on the key's primary key (a concurrent one once the first has
 * committed, as it waits on the key's index) and it gets the first answer; nothing of it is written.
 */
export async function answeredOnce<T>(
  db: Kysely<DB>,
  scope: string,
  key: string | undefined,
  request: unknown,
  answer: T,
  write: (record?: KeyRecord) => Promise<void>,
): Promise<T> {
  if (key === undefined) {
    await write();
    return answer;
  }
  const requestHash = hashRequest(request);
  try {
    await write({ scope, key, request_hash: requestHash, response: JSON.stringify(answer) });
    return answer;
  } catch (error) {
    if (!violatesUniqueKey(error, 'idempotency_record_pkey')) throw error;
    return (await firstRequest(db, scope, key, requestHash)).response as T;
  }
}

/**
 * Like `idempotent`, for slow work that touches no table (photo recognition): the key is claimed in its own
 * short statement, the work runs outside any transaction (a held transaction would stall every other request on
 * the embedded database), and its answer is stored. A repeat gets that answer; one that arrives while the
 * first is still working is told to retry; when the work fails the claim is dropped so the caller may retry.
 */
export async function rememberedOnce<T>(
  db: Kysely<DB>,
  scope: string,
  key: string | undefined,
  request: unknown,
  work: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (key === undefined) return { answer: await work(), replayed: false };
  const requestHash = hashRequest(request);
  const first = await claimKey(db, scope, key, requestHash);
  if (first) {
    if (first.response === null) throw new AppError(STILL_PROCESSING, { zh: '该请求正在处理中，请稍后重试', en: 'This request is being processed; please try again shortly.' }, 409);
    return { answer: first.response as T, replayed: true };
  }
  try {
    const answer = await work();
    await storeAnswer(db, scope, key, answer);
    return { answer, replayed: false };
  } catch (error) {
    await db.deleteFrom('idempotency_record').where('scope', '=', scope).where('key', '=', key).execute();
    throw error;
  }
}
