import { describe, expect, it } from 'vitest';
import { isVoided, policyStanding, type PolicyFacts } from './policy-standing';

const issued: PolicyFacts = { status: 'in_force', startDate: '2026-12-01', endDate: '2026-12-15', terminatedOn: null, voidedOn: null };

describe('a policy’s standing', () => {
  it('is not yet started before the first day, in force through the last day, expired after it', () => {
    expect(policyStanding(issued, '2026-11-30')).toEqual({ state: 'notStarted' });
    expect(policyStanding(issued, '2026-12-01')).toEqual({ state: 'inForce' });
    expect(policyStanding(issued, '2026-12-15')).toEqual({ state: 'inForce' });
    expect(policyStanding(issued, '2026-12-16')).toEqual({ state: 'expired' });
  });

  it('is cancelled on the day it was cancelled, whatever today is', () => {
    const cancelled = { ...issued, status: 'cancelled', terminatedOn: '2026-11-30', voidedOn: '2026-11-23' } as const;
    expect(policyStanding(cancelled, '2026-12-05')).toEqual({ state: 'cancelled', on: '2026-11-23' });
    expect(isVoided(policyStanding(cancelled, '2026-12-05'))).toBe(true);
  });

  it('is surrendered on the day asked, with cover to its last day', () => {
    const surrendered = { ...issued, status: 'surrendered', terminatedOn: '2026-12-05', voidedOn: '2026-12-05' } as const;
    expect(policyStanding(surrendered, '2026-12-03')).toEqual({ state: 'surrendered', on: '2026-12-05', coverEnds: '2026-12-05' });
    expect(isVoided(policyStanding(issued, '2026-12-03'))).toBe(false);
  });
});
