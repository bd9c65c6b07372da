import { queryOptions } from '@tanstack/react-query';
import type { PremiumResult } from '../../../../domain/api/premium';
import { http } from '../../../lib/api/client';

interface PremiumTrial {
  productCode: string;
  planCode: string;
  startDate: string;
  /** Single-trip plans are priced by their days; annual plans have none. */
  days?: number;
}

/** POST /premium/calPremiumTrial: the premium of one traveller for a plan and period, before the form. */
async function calculatePremiumTrial(trial: PremiumTrial): Promise<PremiumResult> {
  return (await http.post<PremiumResult>('/premium/calPremiumTrial', trial, { silent: true })).content;
}

export const premiumTrialQuery = (trial: PremiumTrial) =>
  queryOptions({ queryKey: ['trial', trial.productCode, trial.planCode, trial.startDate, trial.days ?? 0], queryFn: () => calculatePremiumTrial(trial) });
