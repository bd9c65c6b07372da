import { z } from 'zod';
import type { BeneficiaryType } from '../../../domain/code-tables';
import { checkBeneficiary, checkBeneficiaryShareOnSave, checkBeneficiaryShares, type ValidationCode } from '../../../domain/validators';

/** One beneficiary as the dialog keeps it (portal-spec 3, "Beneficiary"); the percentage as typed. */
export interface BeneficiaryValues {
  name: string;
  idType: string;
  idNumber: string;
  relationship: string;
  percentage: string;
}

/** Who receives the death benefit of one insured: the statutory heirs (1), or the designated beneficiaries (4). */
export interface BeneficiaryChoice {
  beneficiaryType: BeneficiaryType;
  beneficiaries: BeneficiaryValues[];
}

export const STATUTORY: BeneficiaryChoice = { beneficiaryType: '1', beneficiaries: [] };

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

/** On confirming the dialog: designated beneficiaries must exist and their shares total exactly 100. */
export function choiceProblem(choice: BeneficiaryChoice): ValidationCode | null {
  if (choice.beneficiaryType === '1') return null;
  const check = checkBeneficiaryShares(choice.beneficiaries.map((beneficiary) => beneficiary.percentage));
  return check.ok ? null : check.code;
}

/** The choice as the save call takes it (domain/api/order orderInsured). */
export function beneficiaryPayload(choice: BeneficiaryChoice | undefined) {
  if (!choice || choice.beneficiaryType === '1') return choice ? { beneficiaryType: '1' as const } : {};
  return { beneficiaryType: '4' as const, beneficiaries: choice.beneficiaries.map((beneficiary) => ({ ...beneficiary, percentage: Number(beneficiary.percentage) })) };
}
