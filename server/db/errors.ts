/** The database refused a row for the unique (or primary) key named: SQLSTATE 23505, from PostgreSQL and PGlite alike. */
export function violatesUniqueKey(error: unknown, constraint: string): boolean {
  const found = error as { code?: unknown; constraint?: unknown } | null;
  return typeof found === 'object' && found?.code === '23505' && found.constraint === constraint;
}
