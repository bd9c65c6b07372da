// The policy standing of domain/rules read from the columns every reader selects: one truth for orders, policies and the PDF.
import { type PolicyStanding, policyStanding, type StoredPolicyStatus } from '../../domain/rules/policy-standing';
import { todayInBeijing } from '../../domain/validators';

/** The columns every reader selects to know a policy's standing (policy as p, policy_surrender as ps, sales_order as o). */
export const standingColumns = ['p.status as policy_status', 'p.terminated_on', 'ps.requested_on as voided_on', 'o.start_date', 'o.end_date'] as const;

export interface StandingRow {
  policy_status: string;
  terminated_on: string | null;
  voided_on: string | null;
  start_date: string;
  end_date: string;
}

export function standingOf(row: StandingRow, now: Date = new Date()): PolicyStanding {
  return policyStanding(
    { status: row.policy_status as StoredPolicyStatus, startDate: row.start_date, endDate: row.end_date, terminatedOn: row.terminated_on, voidedOn: row.voided_on },
    todayInBeijing(now),
  );
}
