import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { purgeEndedCounters } from '../../sales/counters';

/** Sign-in housekeeping: attempt counts of ended windows are deleted (hourly). */
export function authJobs(ctx: SalesContext): Pick<JobHandlers, 'purge-counters'> {
  return { 'purge-counters': (_payload, now) => purgeEndedCounters(ctx.db, now) };
}
