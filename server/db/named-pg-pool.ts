import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { preparedTooEarly, type StatementNames } from './statement-names';

/**
 * The pool as Kysely sees it, its queries sent under a name (`StatementNames`): each connection parses and plans a
 * repeated text once, and later calls send only bind and execute.
 */
export function namedStatementPool(pool: pg.Pool, names: StatementNames): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its connection object by client.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) {
        named = namedClient(client, names);
        wrapped.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}

function namedClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  const run = async (text: string, parameters: ReadonlyArray<unknown>) => {
    // Without parameters pg sends the simple protocol, which runs several statements in one text: those stay unnamed.
    const name = parameters.length > 0 ? names.nameFor(text) : undefined;
    const values = [...parameters];
    try {
      return await client.query(name ? { name, text, values } : { text, values });
    } catch (error) {
      if (!name || !preparedTooEarly(error)) throw error;
      names.forget(text);
      // Inside a transaction the failure has aborted it: the caller's retry prepares afresh.
      if (client.getTransactionStatus() !== 'I') throw error;
      return client.query({ text, values });
    }
  };
  return {
    // Kysely calls the cursor form only when its dialect is given a cursor, as this one is not.
    query: run as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
