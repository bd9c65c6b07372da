import {
  AliasNode,
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  sql,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WithNode,
} from 'kysely';
import type { DB } from '../db/schema';
import type { SensitiveData } from './sensitive';

/**
 * The columns holding people's names and birth dates (decision 029), encrypted like ID numbers; a column with an
 * `index` also gets the blind index of its value written beside it, for the look-ups by exact name.
 */
const ENCRYPTED: Record<string, Record<string, { index?: string }>> = {
  sales_order: { holder_name: { index: 'holder_name_bidx' } },
  order_insured: { name: { index: 'name_bidx' }, en_name: {}, birth_date: {} },
  order_beneficiary: { name: {} },
  endorsement_line: { name: {}, birth_date: {}, removed_name: {} },
  identity_check: { name: {} },
  bank_transfer: { payer_name: {} },
  invoice: { title: { index: 'title_bidx' } },
  storefront_contact: { name: {} },
};

/** Every encrypted column's name: results are decrypted by column name, whichever table or alias they came from. */
export const ENCRYPTED_COLUMNS = new Set(Object.values(ENCRYPTED).flatMap((columns) => Object.keys(columns)));

const CIPHERTEXT = /^v1:[\w-]+$/;

/**
 * Kysely plugin of the sales context's database handle: values written to the columns above are encrypted (with their
 * blind index filled in), and any of those columns read back is decrypted. Filters on them must use the blind index:
 * the database only ever sees ciphertext.
 */
export function namesAtRest(sensitive: SensitiveData): KyselyPlugin {
  const seal = (value: unknown) => (typeof value === 'string' && !CIPHERTEXT.test(value) ? sensitive.encrypt(value) : value);
  const index = (value: unknown) => (typeof value === 'string' ? sensitive.blindIndex(value) : null);

  function sealInsert(node: InsertQueryNode): InsertQueryNode {
    const columns = ENCRYPTED[tableName(node.into)];
    if (!columns || !node.columns || !node.values || !ValuesNode.is(node.values)) return node;
    const names = node.columns.map((column) => column.column.name);
    const indexed = names.flatMap((name, at) => {
      const target = columns[name]?.index;
      return target && !names.includes(target) ? [{ at, target }] : [];
    });
    const rows = node.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const plain = row.values;
        return PrimitiveValueListNode.create([...plain.map((value, at) => (columns[names[at]] ? seal(value) : value)), ...indexed.map(({ at }) => index(plain[at]))]);
      }
      const plain = row.values.map((value) => (ValueNode.is(value) ? value.value : undefined));
      return ValueListNode.create([
        ...row.values.map((value, at) => (columns[names[at]] && ValueNode.is(value) ? ValueNode.create(seal(value.value)) : value)),
        ...indexed.map(({ at }) => ValueNode.create(index(plain[at]))),
      ]);
    });
    return { ...node, columns: [...node.columns, ...indexed.map(({ target }) => ColumnNode.create(target))], values: ValuesNode.create(rows) };
  }

  function sealUpdate(node: UpdateQueryNode): UpdateQueryNode {
    const columns = ENCRYPTED[tableName(node.table)];
    if (!columns || !node.updates) return node;
    const updates = node.updates.flatMap((update) => {
      const spec = ColumnNode.is(update.column) ? columns[update.column.column.name] : undefined;
      if (!spec || !ValueNode.is(update.value)) return [update];
      const plain = update.value.value;
      const sealed = ColumnUpdateNode.create(update.column, ValueNode.create(seal(plain)));
      return spec.index ? [sealed, ColumnUpdateNode.create(ColumnNode.create(spec.index), ValueNode.create(index(plain)))] : [sealed];
    });
    return { ...node, updates };
  }

  /** A statement's writes sealed, those in its `WITH` too (an order save writes all its rows in one statement). */
  function sealWrites<T extends OperationNode>(node: T): T {
    const withNode = (node as { with?: OperationNode }).with;
    const sealedWith = withNode && WithNode.is(withNode) ? { ...node, with: sealWith(withNode) } : node;
    if (InsertQueryNode.is(sealedWith)) return sealInsert(sealedWith) as OperationNode as T;
    if (UpdateQueryNode.is(sealedWith)) return sealUpdate(sealedWith) as OperationNode as T;
    return sealedWith;
  }

  function sealWith(node: WithNode): WithNode {
    return { ...node, expressions: node.expressions.map((part) => ({ ...part, expression: sealWrites(part.expression) })) };
  }

  return {
    transformQuery({ node }): RootOperationNode {
      return sealWrites(node);
    },
    async transformResult({ result }): Promise<QueryResult<UnknownRow>> {
      for (const row of result.rows) {
        for (const key of Object.keys(row)) {
          const value = row[key];
          if (ENCRYPTED_COLUMNS.has(key) && typeof value === 'string' && CIPHERTEXT.test(value)) row[key] = sensitive.decrypt(value);
        }
      }
      return result;
    },
  };
}

function tableName(node: OperationNode | undefined): string {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : '';
}

/**
 * Encrypts the names and birth dates written before migration 135, through `db` (a handle with the plugin): run at
 * every start, it finds nothing once done. Returns how many rows it converted.
 */
export async function encryptStoredNames(db: Kysely<DB>): Promise<number> {
  let converted = 0;
  for (const [table, columns] of Object.entries(ENCRYPTED)) {
    const names = Object.keys(columns);
    const plain = sql.join(names.map((name) => sql`${sql.ref(name)} NOT LIKE 'v1:%'`), sql` OR `);
    for (;;) {
      const { rows } = await sql<Record<string, string | null>>`
        SELECT ctid::text AS row_id, ${sql.join(names.map((name) => sql.ref(name)))} FROM ${sql.table(table)} WHERE ${plain} LIMIT 500`.execute(db);
      if (rows.length === 0) break;
      for (const { row_id, ...values } of rows) {
        // The row was read through the plugin (plain either way); writing it back encrypts it and fills its index.
        await db.updateTable(table as 'invoice').set(values as never).where(sql`ctid`, '=', sql`${row_id}::tid`).execute();
      }
      converted += rows.length;
    }
  }
  return converted;
}
