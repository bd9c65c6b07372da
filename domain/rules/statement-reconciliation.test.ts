import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcileStatement, type StatementEntry } from './statement-reconciliation';

const entry = fc.record({ kind: fc.constantFrom('payment' as const, 'refund' as const), ref: fc.stringMatching(/^[A-Z0-9]{4,8}$/), amountFen: fc.integer({ min: 1, max: 10_000_000 }) });

describe('reconciling a provider statement with our books', () => {
  it('reports what is missing on either side and amounts that differ', () => {
    const ours: StatementEntry[] = [
      { kind: 'payment', ref: 'PAY1', amountFen: 12_800 },
      { kind: 'payment', ref: 'PAY2', amountFen: 5_000 },
      { kind: 'refund', ref: 'RF1', amountFen: 12_800 },
    ];
    const theirs: StatementEntry[] = [
      { kind: 'payment', ref: 'PAY1', amountFen: 12_800 },
      { kind: 'payment', ref: 'PAY2', amountFen: 4_000 },
      { kind: 'payment', ref: 'PAY3', amountFen: 100 },
    ];
    expect(reconcileStatement(ours, theirs)).toEqual([
      { kind: 'payment', ref: 'PAY2', problem: 'amount', oursFen: 5_000, theirsFen: 4_000 },
      { kind: 'payment', ref: 'PAY3', problem: 'missing-ours', oursFen: null, theirsFen: 100 },
      { kind: 'refund', ref: 'RF1', problem: 'missing-theirs', oursFen: 12_800, theirsFen: null },
    ]);
  });

  it('finds nothing when both sides list the same movements, in any order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => `${e.kind}:${e.ref}` }), (entries) => {
        expect(reconcileStatement(entries, [...entries].reverse())).toEqual([]);
      }),
    );
  });

  it('reports every planted change exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => `${e.kind}:${e.ref}`, minLength: 1 }), fc.nat(), (entries, pick) => {
        const planted = entries[pick % entries.length];
        const theirs = entries.map((e) => (e === planted ? { ...e, amountFen: e.amountFen + 1 } : e));
        expect(reconcileStatement(entries, theirs)).toEqual([{ kind: planted.kind, ref: planted.ref, problem: 'amount', oursFen: planted.amountFen, theirsFen: planted.amountFen + 1 }]);
      }),
    );
  });
});
