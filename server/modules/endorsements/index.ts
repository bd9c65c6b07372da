import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { applyEndorsement } from './apply';

export { applyEndorsement } from './apply';
export { endorsementRoutes } from './routes';

/** The apply job: a paid batch changes its policy at 00:00 of its effective date. */
export function endorsementJobs(ctx: SalesContext): Pick<JobHandlers, 'apply-endorsement'> {
  return { 'apply-endorsement': (payload, now) => applyEndorsement(ctx, String(payload.batchId), now) };
}
