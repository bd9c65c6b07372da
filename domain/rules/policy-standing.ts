/** What the policy table stores about a policy's life after issue. */
export type StoredPolicyStatus = 'in_force' | 'cancelled' | 'surrendered';

export interface PolicyFacts {
  readonly status: StoredPolicyStatus;
  /** YYYY-MM-DD: first and last day of cover as issued. */
  readonly startDate: string;
  readonly endDate: string;
  /** The last day of cover after a surrender (the day before the start for a cancellation). */
  readonly terminatedOn: string | null;
  /** The day the cancellation or surrender was made. */
  readonly voidedOn: string | null;
}

export type PolicyStanding =
  | { readonly state: 'notStarted' | 'inForce' | 'expired' }
  | { readonly state: 'cancelled'; readonly on: string }
  | { readonly state: 'surrendered'; readonly on: string; readonly coverEnds: string };

/**
 * The one answer to "is this policy good today?" (Beijing date), read by the verification page, the e-policy
 * download, the agent's order list and the holder's query alike.
 */
export function policyStanding(policy: PolicyFacts, today: string): PolicyStanding {
  if (policy.status === 'cancelled') return { state: 'cancelled', on: policy.voidedOn ?? policy.terminatedOn ?? policy.startDate };
  if (policy.status === 'surrendered') {
    const coverEnds = policy.terminatedOn ?? policy.endDate;
    return { state: 'surrendered', on: policy.voidedOn ?? coverEnds, coverEnds };
  }
  if (today < policy.startDate) return { state: 'notStarted' };
  return today > policy.endDate ? { state: 'expired' } : { state: 'inForce' };
}

/** A cancelled or surrendered policy no longer proves cover: its documents are marked void. */
export function isVoided(standing: PolicyStanding): standing is Extract<PolicyStanding, { on: string }> {
  return standing.state === 'cancelled' || standing.state === 'surrendered';
}
