/** One money movement of a day: a payment (by our payment id) or a refund (by our refund number). */
export interface StatementEntry {
  kind: 'payment' | 'refund';
  ref: string;
  amountFen: number;
}

export type StatementProblem = 'missing-ours' | 'missing-theirs' | 'amount';

/** A difference between the provider's statement and our books, for the operator. */
export interface StatementDifference {
  kind: StatementEntry['kind'];
  ref: string;
  problem: StatementProblem;
  oursFen: number | null;
  theirsFen: number | null;
}

const keyOf = (entry: Pick<StatementEntry, 'kind' | 'ref'>) => `${entry.kind}:${entry.ref}`;

function totals(entries: StatementEntry[]): Map<string, StatementEntry> {
  const byKey = new Map<string, StatementEntry>();
  for (const entry of entries) {
    const seen = byKey.get(keyOf(entry));
    // A reference listed twice counts once with both amounts: a doubled line shows as an amount difference.
    byKey.set(keyOf(entry), seen ? { ...seen, amountFen: seen.amountFen + entry.amountFen } : entry);
  }
  return byKey;
}

/**
 * Matches a provider's statement of a day against our payments and refunds of that day: what they have and we do
 * not (money we never booked), what we have and they do not, and amounts that differ. Sorted for a stable report.
 */
export function reconcileStatement(ours: StatementEntry[], theirs: StatementEntry[]): StatementDifference[] {
  const mine = totals(ours);
  const provider = totals(theirs);
  const differences: StatementDifference[] = [];
  for (const [key, entry] of provider) {
    const booked = mine.get(key);
    if (!booked) differences.push({ kind: entry.kind, ref: entry.ref, problem: 'missing-ours', oursFen: null, theirsFen: entry.amountFen });
    else if (booked.amountFen !== entry.amountFen) differences.push({ kind: entry.kind, ref: entry.ref, problem: 'amount', oursFen: booked.amountFen, theirsFen: entry.amountFen });
  }
  for (const [key, entry] of mine) {
    if (!provider.has(key)) differences.push({ kind: entry.kind, ref: entry.ref, problem: 'missing-theirs', oursFen: entry.amountFen, theirsFen: null });
  }
  return differences.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}
