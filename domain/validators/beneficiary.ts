import { isResidentIdCardType } from '../code-tables';
import { toScaledInteger } from '../money';
import { todayInBeijing } from './calendar';
import { parseIdCard } from './id-card';
import { checkPersonName } from './name';
import { type CheckResult, type FieldProblem, fail, pass } from './result';

export type Percentage = number | string | null | undefined;

export interface BeneficiaryInput {
  readonly name?: string;
  readonly idType?: string;
  readonly idNumber?: string;
  readonly relationship?: string;
  readonly percentage?: Percentage;
}

// Shares such as 33.33 are summed as whole ten-thousandths so 33.33 + 33.33 + 33.34 is exactly 100.
const SCALE = 4;
const FULL_SHARE = toScaledInteger(100, SCALE);

function scaledShare(percentage: Percentage): number | undefined {
  const text = String(percentage ?? '').trim();
  const number = Number(text);
  return text === '' || !Number.isFinite(number) ? undefined : toScaledInteger(number, SCALE);
}

function scaledTotal(percentages: readonly Percentage[]): number {
  return percentages.reduce<number>((total, percentage) => total + (scaledShare(percentage) ?? 0), 0);
}

/** On submit: at least one beneficiary, and the shares total exactly 100. */
export function checkBeneficiaryShares(percentages: readonly Percentage[]): CheckResult {
  if (percentages.length === 0) return fail('BENEFICIARY_NONE');
  return scaledTotal(percentages) === FULL_SHARE ? pass() : fail('BENEFICIARY_SHARE_TOTAL');
}

/** On saving one beneficiary in the dialog: the shares so far must not exceed 100 (the new share is cleared). */
export function checkBeneficiaryShareOnSave(percentages: readonly Percentage[]): CheckResult {
  return scaledTotal(percentages) > FULL_SHARE ? fail('BENEFICIARY_SHARE_OVER') : pass();
}

/** The beneficiary dialog's field rules; an ID card number (type 1/01) must be valid. */
export function checkBeneficiary(beneficiary: BeneficiaryInput, today: string = todayInBeijing()): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nameCheck = checkPersonName(beneficiary.name ?? '');
  if (nameCheck.code === 'NAME_REQUIRED') problems.push({ field: 'name', code: 'BENEFICIARY_NAME_REQUIRED' });
  else if (!nameCheck.ok) problems.push({ field: 'name', code: nameCheck.code });

  const idType = beneficiary.idType?.trim() ?? '';
  const idNumber = beneficiary.idNumber?.trim() ?? '';
  if (idType === '') problems.push({ field: 'idType', code: 'ID_TYPE_REQUIRED' });
  if (idNumber === '') problems.push({ field: 'idNumber', code: 'ID_NUMBER_REQUIRED' });
  else if (isResidentIdCardType(idType) && !parseIdCard(idNumber, today).ok) {
    problems.push({ field: 'idNumber', code: 'BENEFICIARY_ID_CARD_INVALID' });
  }

  if (!beneficiary.relationship?.trim()) problems.push({ field: 'relationship', code: 'BENEFICIARY_RELATION_REQUIRED' });

  const share = scaledShare(beneficiary.percentage);
  if (String(beneficiary.percentage ?? '').trim() === '') {
    problems.push({ field: 'percentage', code: 'BENEFICIARY_PERCENTAGE_REQUIRED' });
  } else if (share === undefined || share <= 0 || share > FULL_SHARE) {
    problems.push({ field: 'percentage', code: 'BENEFICIARY_PERCENTAGE_RANGE' });
  }
  return problems;
}

/** One beneficiary as a form keeps it (portal-spec 3, "Beneficiary"); the percentage as typed. */
export interface BeneficiaryValues {
  name: string;
  idType: string;
  idNumber: string;
  relationship: string;
  percentage: string;
}

/** Who receives the death benefit of one insured: the statutory heirs (1), or the designated beneficiaries (4). */
export interface BeneficiaryChoice {
  beneficiaryType: '1' | '4';
  beneficiaries: BeneficiaryValues[];
}

export const STATUTORY_HEIRS: BeneficiaryChoice = { beneficiaryType: '1', beneficiaries: [] };

/** On confirming a beneficiary dialog: designated beneficiaries must exist and their shares total exactly 100. */
export function checkBeneficiaryChoice(choice: BeneficiaryChoice): CheckResult {
  return choice.beneficiaryType === '1' ? pass() : checkBeneficiaryShares(choice.beneficiaries.map((beneficiary) => beneficiary.percentage));
}

/** A choice as an order's insured carries it (beneficiaryType, beneficiaries with numeric shares). */
export function orderBeneficiariesOf(choice: BeneficiaryChoice) {
  if (choice.beneficiaryType === '1') return { beneficiaryType: '1' as const };
  return { beneficiaryType: '4' as const, beneficiaries: choice.beneficiaries.map((beneficiary) => ({ ...beneficiary, percentage: Number(beneficiary.percentage) })) };
}
