import type { InsertQueryBuilder, QueryCreator } from 'kysely';
import type { DB } from './schema';

/** One insert of a combined statement, built on the creator it is given. */
// biome-ignore lint/suspicious/noExplicitAny: the inserts go to different tables and return nothing.
export type Insert = (creator: QueryCreator<DB>) => InsertQueryBuilder<DB, any, any>;

/**
 * Several inserts as one statement (all but the last as data-modifying `WITH` parts): atomic without a transaction
 * and one round trip, where a transaction of separate inserts holds a connection across several.
 */
export function inOneStatement(db: QueryCreator<DB>, inserts: readonly Insert[]) {
  const last = inserts.at(-1);
  if (!last) throw new Error('inOneStatement needs at least one insert');
  const withParts = inserts
    .slice(0, -1)
    .reduce<QueryCreator<DB>>((creator, insert, at) => creator.with(`write_${at}`, (inner) => insert(inner)) as unknown as QueryCreator<DB>, db);
  return last(withParts);
}
