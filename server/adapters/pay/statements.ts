import type { StatementEntry } from '../../../domain/rules/statement-reconciliation';

/** A gateway that lists a day's money movements (its statement), for the daily reconciliation. */
export interface StatementGateway {
  /** Payments and refunds of a day (YYYY-MM-DD, Beijing time), by our payment id and refund number. */
  statement(billDate: string): Promise<StatementEntry[]>;
}

/** The instants a Beijing calendar day starts and ends: statements are cut at Beijing midnight. */
export function beijingDay(billDate: string): { from: Date; to: Date } {
  const from = new Date(`${billDate}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 24 * 3_600_000) };
}
