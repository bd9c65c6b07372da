import { describe, expect, it } from 'vitest';
import { checkBeneficiary, checkBeneficiaryChoice, checkBeneficiaryShareOnSave, checkBeneficiaryShares, orderBeneficiariesOf, STATUTORY_HEIRS } from './beneficiary';
import { fictionalIdNumber } from './fictional-ids';

const TODAY = '2024-06-15';

describe('beneficiary shares', () => {
  it('needs at least one beneficiary on submit', () => {
    expect(checkBeneficiaryShares([])).toEqual({ ok: false, code: 'BENEFICIARY_NONE' });
  });

  it('needs the shares to total exactly 100, decimals without float drift', () => {
    expect(checkBeneficiaryShares([100])).toEqual({ ok: true });
    expect(checkBeneficiaryShares([50, '50'])).toEqual({ ok: true });
    expect(checkBeneficiaryShares(['33.33', '33.33', '33.34'])).toEqual({ ok: true });
    expect(checkBeneficiaryShares([0.1, 0.2, 99.7])).toEqual({ ok: true });
    expect(checkBeneficiaryShares([60, 30])).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_TOTAL' });
    expect(checkBeneficiaryShares([60, 50])).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_TOTAL' });
    expect(checkBeneficiaryShares([100, ''])).toEqual({ ok: true });
    expect(checkBeneficiaryShares([null, undefined])).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_TOTAL' });
  });

  it('flags a total over 100 when one beneficiary is saved, but not a partial total', () => {
    expect(checkBeneficiaryShareOnSave([60, 41])).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_OVER' });
    expect(checkBeneficiaryShareOnSave([60, '40.01'])).toEqual({ ok: false, code: 'BENEFICIARY_SHARE_OVER' });
    expect(checkBeneficiaryShareOnSave([60, 40])).toEqual({ ok: true });
    expect(checkBeneficiaryShareOnSave([30])).toEqual({ ok: true });
  });
});

describe('checkBeneficiary', () => {
  const valid = {
    name: '李四',
    idType: '1',
    idNumber: fictionalIdNumber('440106', '1988-08-08', 2),
    relationship: '2',
    percentage: '100',
  };

  it('accepts a complete beneficiary', () => {
    expect(checkBeneficiary(valid, TODAY)).toEqual([]);
  });

  it('reports every missing field with its own message code', () => {
    expect(checkBeneficiary({}, TODAY)).toEqual([
      { field: 'name', code: 'BENEFICIARY_NAME_REQUIRED' },
      { field: 'idType', code: 'ID_TYPE_REQUIRED' },
      { field: 'idNumber', code: 'ID_NUMBER_REQUIRED' },
      { field: 'relationship', code: 'BENEFICIARY_RELATION_REQUIRED' },
      { field: 'percentage', code: 'BENEFICIARY_PERCENTAGE_REQUIRED' },
    ]);
  });

  it('applies the name rule and validates ID card numbers of type 1 and 01 only', () => {
    expect(checkBeneficiary({ ...valid, name: '李四!' }, TODAY)).toEqual([{ field: 'name', code: 'PERSON_NAME_CHARS' }]);
    const wrongCheck = valid.idNumber.slice(0, 17) + (valid.idNumber[17] === '0' ? '1' : '0');
    expect(checkBeneficiary({ ...valid, idNumber: wrongCheck }, TODAY)).toEqual([
      { field: 'idNumber', code: 'BENEFICIARY_ID_CARD_INVALID' },
    ]);
    expect(checkBeneficiary({ ...valid, idType: '01', idNumber: wrongCheck }, TODAY)).toHaveLength(1);
    expect(checkBeneficiary({ ...valid, idType: '2', idNumber: 'E12345678' }, TODAY)).toEqual([]);
  });

  it('needs a share above 0 and at most 100', () => {
    for (const percentage of ['0', '-5', '100.01', 'abc']) {
      expect(checkBeneficiary({ ...valid, percentage }, TODAY)).toEqual([
        { field: 'percentage', code: 'BENEFICIARY_PERCENTAGE_RANGE' },
      ]);
    }
    expect(checkBeneficiary({ ...valid, percentage: 0.5 }, TODAY)).toEqual([]);
  });
});

describe('a beneficiary choice', () => {
  const person = (name: string, percentage: string) => ({ name, idType: '1', idNumber: '110101198001020011', relationship: '2', percentage });

  it('asks designated beneficiaries to exist and total exactly 100; statutory heirs need nothing', () => {
    expect(checkBeneficiaryChoice(STATUTORY_HEIRS).ok).toBe(true);
    expect(checkBeneficiaryChoice({ beneficiaryType: '4', beneficiaries: [] })).toMatchObject({ code: 'BENEFICIARY_NONE' });
    expect(checkBeneficiaryChoice({ beneficiaryType: '4', beneficiaries: [person('甲', '33.33'), person('乙', '33.33')] })).toMatchObject({ code: 'BENEFICIARY_SHARE_TOTAL' });
    expect(checkBeneficiaryChoice({ beneficiaryType: '4', beneficiaries: [person('甲', '33.33'), person('乙', '33.33'), person('丙', '33.34')] }).ok).toBe(true);
  });

  it('goes into an order with numeric shares, or as statutory heirs alone', () => {
    expect(orderBeneficiariesOf({ beneficiaryType: '4', beneficiaries: [person('甲', '100')] })).toMatchObject({ beneficiaryType: '4', beneficiaries: [{ name: '甲', percentage: 100 }] });
    expect(orderBeneficiariesOf(STATUTORY_HEIRS)).toEqual({ beneficiaryType: '1' });
  });
});
