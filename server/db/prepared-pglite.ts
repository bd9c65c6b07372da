import type { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, CompiledQuery as Query, type TransactionSettings } from 'kysely';
import { preparedTooEarly, type StatementNames } from './statement-names';

/** PGlite's wire protocol helpers, imported when the driver starts: a server on PostgreSQL never loads the package. */
type Wire = Pick<typeof import('@electric-sql/pglite'), 'parse' | 'protocol'>;

/** A statement PGlite holds: its name ('' for the unnamed one) and the types of its parameters. */
interface Prepared {
  name: string;
  parameterTypes: number[];
}

/**
 * PGlite's `query` sends parse, describe, bind, describe, execute and sync as six calls into the engine, and parses
 * and plans the text on every call. This connection prepares a text once under its name (`StatementNames`), then
 * runs it as one call: bind, describe, execute and sync together. Values and rows go through PGlite's own
 * serializers and parsers, as `query` does.
 */
export class PreparedPGliteConnection implements DatabaseConnection {
  /** Named statements this connection holds, by text. */
  readonly #prepared = new Map<string, Prepared>();
  /** Names of statements forgotten since, closed with the next preparation. */
  #toClose: string[] = [];

  constructor(
    private readonly client: PGlite,
    private readonly names: StatementNames,
    private readonly wire: Wire,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.client.waitReady;
    // Held like `query` holds them, so nothing else on the client (a migration's transaction) runs in between.
    const result = await this.client._runExclusiveTransaction(() => this.client._runExclusiveQuery(() => this.#run(query.sql, query.parameters)));
    const rows = result.rows as R[];
    return result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows), rows } : { rows };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let at = 0; at < rows.length; at += chunkSize) yield { rows: rows.slice(at, at + chunkSize) };
  }

  async #run(text: string, values: readonly unknown[]) {
    const name = this.names.nameFor(text);
    try {
      return await this.#execute(await this.#statement(text, name), values);
    } catch (error) {
      if (!name || !preparedTooEarly(error)) throw error;
      this.#forget(text);
      // Inside a transaction the failure has aborted it: the caller's retry prepares afresh.
      if (this.client.isInTransaction()) throw error;
      return this.#execute(await this.#statement(text, undefined), values);
    }
  }

  async #statement(text: string, name: string | undefined): Promise<Prepared> {
    const held = name === undefined ? undefined : this.#prepared.get(text);
    if (held) return held;
    const { serialize } = this.wire.protocol;
    const closing = this.#toClose.map((old) => serialize.close({ type: 'S', name: old }));
    this.#toClose = [];
    const messages = await this.client.execProtocolStream(
      joined([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name: name ?? '', parameterTypes: this.wire.parse.parseDescribeStatementResults(messages) };
    if (name) this.#prepared.set(text, statement);
    return statement;
  }

  async #execute(statement: Prepared, values: readonly unknown[]) {
    const { serialize } = this.wire.protocol;
    const bound = values.map((value, at) => (value === null || value === undefined ? null : this.#serialized(value, statement.parameterTypes[at])));
    const messages = await this.client.execProtocolStream(
      joined([serialize.bind({ statement: statement.name, values: bound }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: true },
    );
    return this.wire.parse.parseResults(messages, this.client.parsers)[0];
  }

  #serialized(value: unknown, type: number): string {
    const serializer = this.client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  #forget(text: string) {
    const held = this.#prepared.get(text);
    if (held) this.#toClose.push(held.name);
    this.#prepared.delete(text);
    this.names.forget(text);
  }
}

/** PGlite's one connection as a Kysely driver; whoever wraps it (`BoundedPGliteDialect`) lets one caller at a time hold it. */
export function preparedPGliteDriver(client: PGlite, names: StatementNames): Driver {
  let connection: PreparedPGliteConnection | undefined;
  return {
    init: async () => {
      connection = new PreparedPGliteConnection(client, names, await import('@electric-sql/pglite'));
    },
    acquireConnection: async () => {
      if (!connection) throw new Error('the PGlite driver was not started');
      return connection;
    },
    releaseConnection: async () => {},
    beginTransaction: async (held, settings: TransactionSettings) => {
      await held.executeQuery(Query.raw(settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin'));
    },
    commitTransaction: async (held) => {
      await held.executeQuery(Query.raw('commit'));
    },
    rollbackTransaction: async (held) => {
      await held.executeQuery(Query.raw('rollback'));
    },
    destroy: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
