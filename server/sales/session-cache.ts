import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashToken, type Principal, revokeToken, sessionOf } from './tokens';

/** Signed-in sessions, read from the database at most once per lifetime of an entry; sign-out goes through here. */
export interface SessionCache {
  resolve(token: string): Promise<Principal | null>;
  /** Signs the token out: refused at once by this instance, by the others once told (`forget`) or their entry lapses. */
  revoke(token: string): Promise<void>;
  /** Another instance signed this session out (its token's hash): keep nothing of it. */
  forget(key: string): void;
  /** Called with the token's hash after every sign-out through this instance, to tell the others. */
  onRevoke(tell: (key: string) => void): void;
}

export interface SessionCacheOptions {
  /** How long a valid session is believed without reading it again: how late another instance learns of a sign-out. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  capacity: number;
}

interface Entry {
  principal: Principal;
  /** The earlier of the entry's lifetime and the session's own expiry. */
  until: number;
}

const DEFAULTS: SessionCacheOptions = { ttlMs: 5_000, capacity: 10_000 };

/**
 * Every signed-in request looked its session up: one statement of three in an order save. A valid session is now
 * kept in memory for a few seconds, never past its expiry; unknown, expired and revoked tokens are not kept (so
 * guessing fills nothing). Sign-out through this instance drops the entry, and a look-up that was in flight while
 * a sign-out happened keeps nothing, so the token is refused at once here.
 */
export function sessionCache(db: Kysely<DB>, options: Partial<SessionCacheOptions> = {}, clock: () => number = Date.now): SessionCache {
  const { ttlMs, capacity } = { ...DEFAULTS, ...options };
  const entries = new Map<string, Entry>();
  // One read per session at a time: when an entry lapses under load, every request in flight would read it again.
  const reading = new Map<string, Promise<Principal | null>>();
  // Bumped by every sign-out: a look-up that started before one does not keep its answer.
  let signOuts = 0;
  const tellers: Array<(key: string) => void> = [];
  const forget = (key: string) => {
    signOuts++;
    entries.delete(key);
    // A request arriving after the sign-out must not share a read that started before it.
    reading.delete(key);
  };
  const read = async (key: string, now: number): Promise<Principal | null> => {
    const signOutsBefore = signOuts;
    const session = await sessionOf(db, key, new Date(now));
    if (!session) return null;
    // Shared by the requests of its lifetime: none may change it.
    const principal = Object.freeze(session.principal);
    if (signOuts !== signOutsBefore) return principal;
    if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
    entries.set(key, { principal, until: Math.min(now + ttlMs, session.expiresAt.getTime()) });
    return principal;
  };

  return {
    async resolve(token) {
      const key = hashToken(token);
      const now = clock();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.principal;
      entries.delete(key);
      const pending = reading.get(key);
      if (pending) return pending;
      const answer = read(key, now);
      reading.set(key, answer);
      try {
        return await answer;
      } finally {
        if (reading.get(key) === answer) reading.delete(key);
      }
    },
    async revoke(token) {
      const key = hashToken(token);
      // Before and after the write: a look-up that read the row before it was revoked keeps nothing either way.
      forget(key);
      await revokeToken(db, token);
      forget(key);
      for (const tell of tellers) tell(key);
    },
    forget,
    onRevoke(tell) {
      tellers.push(tell);
    },
  };
}
