import { z } from 'zod';
import { type BeneficiaryValues, checkBeneficiary, checkBeneficiaryShareOnSave, type ValidationCode } from '../../../domain/validators';

export function emptyBeneficiary(): BeneficiaryValues {
  return { name: '', idType: '1', idNumber: '', relationship: '', percentage: '' };
}

/** The add/edit form: the domain's field rules, their codes as messages (the form translates them). */
export const beneficiarySchema = z
  .object({ name: z.string(), idType: z.string(), idNumber: z.string(), relationship: z.string(), percentage: z.string() })
  .superRefine((beneficiary, ctx) => {
    for (const problem of checkBeneficiary(beneficiary)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
  });

export type SaveOutcome = { ok: true; list: BeneficiaryValues[] } | { ok: false; code: ValidationCode };

/** Saving one beneficiary (new at `index` === list.length): refused when the shares would pass 100 (its share is then cleared). */
export function saveBeneficiary(list: readonly BeneficiaryValues[], index: number, saved: BeneficiaryValues): SaveOutcome {
  const next = [...list];
  next[index] = saved;
  const check = checkBeneficiaryShareOnSave(next.map((beneficiary) => beneficiary.percentage));
  return check.ok ? { ok: true, list: next } : { ok: false, code: check.code };
}
