import { z } from 'zod';

/** GET /ops/statement-checks: the daily match of each provider's statement against our books (operators only). */
export const statementChecksRequest = z.object({ date: z.iso.date().optional() });

export const statementDifference = z.object({
  kind: z.enum(['payment', 'refund']),
  ref: z.string(),
  problem: z.enum(['missing-ours', 'missing-theirs', 'amount']),
  oursFen: z.number().nullable(),
  theirsFen: z.number().nullable(),
});

export const statementCheck = z.object({
  provider: z.string(),
  billDate: z.string(),
  checkedAt: z.string(),
  differences: z.array(statementDifference),
});
export type StatementCheck = z.infer<typeof statementCheck>;
