import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import { beneficiarySchema, emptyBeneficiary, saveBeneficiary } from './beneficiaries';

const person = (name: string, percentage: string) => ({ name, idType: '1', idNumber: fictionalIdNumber('110101', '1980-01-02', 11), relationship: '2', percentage });

describe('beneficiaries', () => {
  it('saves beneficiaries while the shares stay at or under 100, and refuses one that passes it', () => {
    const first = saveBeneficiary([], 0, person('张一', '60'));
    expect(first.ok).toBe(true);
    const list = first.ok ? first.list : [];
    expect(saveBeneficiary(list, 1, person('张二', '40.01'))).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_OVER' });
    const edited = saveBeneficiary(list, 0, person('张一', '70'));
    expect(edited.ok && edited.list.map((beneficiary) => beneficiary.percentage)).toEqual(['70']);
  });

  it('checks each beneficiary with the domain rules', () => {
    const parsed = beneficiarySchema.safeParse(emptyBeneficiary());
    expect(parsed.success).toBe(false);
    const codes = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(codes).toEqual(expect.arrayContaining(['BENEFICIARY_NAME_REQUIRED', 'ID_NUMBER_REQUIRED', 'BENEFICIARY_RELATION_REQUIRED', 'BENEFICIARY_PERCENTAGE_REQUIRED']));
  });
});
