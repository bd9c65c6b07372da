import { describe, expect, it } from 'vitest';
import { saveOrderRequest } from '../../../domain/api/order';
import type { RatableProduct } from '../../../domain/catalog';
import { fictionalIdNumber, fictionalUscc } from '../../../domain/validators';
import { emptyRow } from '../../components/insured-list/row';
import { commitAddress, commitDocumentNumber } from './holder';
import { buildSaveRequest, fingerprint, savePathOf, submissionFor } from './payload';

const holder = {
  holderName: ' 示例 星河 软件有限公司 ',
  holderIdType: '03',
  holderIdNumber: fictionalUscc('91', '110105', 'MA01XY7K3'),
  holderPhone: '13800138000',
  holderEmail: 'hr@example.com',
  holderAddress: '北京市朝阳区示例路88号星河大厦5层',
};
const row = { ...emptyRow(), name: '王 小明', idNumber: `${fictionalIdNumber('110101', '1990-03-07', 12).slice(0, 17)}x`, birthDate: '1990-03-07', gender: 'M' as const, occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' };

describe('the save payload', () => {
  it('is the normalised policy payload the server validates, with property sums in fen', () => {
    const payload = buildSaveRequest({ productCode: 'aszxty', userId: '800001', sign: 'x' }, holder, { planCode: 'A', startDate: '2025-05-02', months: 12, sumsYuan: {} }, [row]);
    expect(saveOrderRequest.safeParse(payload).success).toBe(true);
    expect(payload.salPolicy).toEqual({ productCode: 'aszxty', planCode: 'A', startDate: '2025-05-02', months: 12, userId: '800001', sign: 'x' });
    expect(payload.salPolicyHolder).toMatchObject({ holderType: 'C', holderName: '示例星河软件有限公司' });
    expect(payload.salInsuredList[0]).toEqual({
      name: '王小明',
      idType: '1',
      idNumber: row.idNumber.toUpperCase(),
      birthDate: '1990-03-07',
      gender: 'M',
      occulevel: '1',
      biddingDocumentid: '2',
      occupationCode: '0101001',
      occupationName: '内勤人员',
    });
    const property = buildSaveRequest({ productCode: 'pingansf' }, holder, { planCode: 'shop', startDate: '2025-05-02', months: 0, sumsYuan: { stock: '50000', rent: '' } }, [row]);
    expect(property.salPolicy.months).toBeUndefined();
    expect(property.salInsuredList[0].sumsInsuredFen).toEqual({ stock: 5_000_000 });
  });

  it('carries designated beneficiaries only when the plan allows them', () => {
    const spouse = { name: '李 红', idType: '1', idNumber: fictionalIdNumber('110101', '1991-04-05', 22), relationship: '2', percentage: '100' };
    const named = { ...row, beneficiaries: { beneficiaryType: '4' as const, beneficiaries: [spouse] } };
    const risk = { planCode: 'A', startDate: '2025-05-02', months: 12, sumsYuan: {} };
    const designated = buildSaveRequest({ productCode: 'aszxty' }, holder, risk, [named], true);
    expect(saveOrderRequest.safeParse(designated).success).toBe(true);
    expect(designated.salInsuredList[0]).toMatchObject({ beneficiaryType: '4', beneficiaries: [{ name: '李红', percentage: 100 }] });
    expect(buildSaveRequest({ productCode: 'aszxty' }, holder, risk, [named]).salInsuredList[0].beneficiaries).toBeUndefined();
  });

  it('reuses the idempotency key while the payload is unchanged', () => {
    const payload = { a: 1 };
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = submissionFor(undefined, payload, newKey);
    expect(submissionFor(first, { a: 1 }, newKey)).toBe(first);
    expect(submissionFor(first, { a: 2 }, newKey).key).toBe('key-2');
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    // Saved as an order, the same payload names it; a changed one is a new application, with no order yet.
    const saved = { ...first, saved: { policyId: 'P1', totalPremium: '180.00' } };
    expect(submissionFor(saved, payload, newKey)).toBe(saved);
    expect(submissionFor(saved, { a: 2 }, newKey)).not.toHaveProperty('saved');
  });

  it("goes to the product family's save call", () => {
    const rated = (model: RatableProduct['rating']['model']) => ({ rating: { model } }) as Pick<RatableProduct, 'rating'>;
    expect(savePathOf({ code: 'aszxty', ...rated('level-premium') })).toBe('/policy/saveOrder');
    expect(savePathOf({ code: 'tagzzrx', ...rated('level-rate') })).toBe('/policy/employerPolicy');
    expect(savePathOf({ code: 'guofu', ...rated('level-rate') })).toBe('/policy/guofu/employerPolicy');
    expect(savePathOf({ code: 'pingansf', ...rated('sum-insured-rate') })).toBe('/policy/saveOrder');
  });
});

describe('policyholder fields when left', () => {
  it('keeps a good USCC upper-cased, asks to double-check a wrong check character, clears anything else', () => {
    const uscc = holder.holderIdNumber;
    expect(commitDocumentNumber('03', uscc.toLowerCase())).toEqual({ kind: 'keep', value: uscc });
    const wrong = uscc.slice(0, 17) + (uscc[17] === '0' ? '1' : '0');
    expect(commitDocumentNumber('03', wrong)).toEqual({ kind: 'doubleCheck', value: wrong });
    expect(commitDocumentNumber('03', '12345')).toEqual({ kind: 'clear', code: 'USCC_FORMAT' });
    expect(commitDocumentNumber('01', '123456789012345')).toEqual({ kind: 'clear', code: 'COMPANY_DOC_PLACEHOLDER' });
  });

  it('clears a short or numeric address and cuts a long one to 80 bytes', () => {
    expect(commitAddress('北京市朝阳区')).toEqual({ kind: 'clear', code: 'HOLDER_ADDRESS_TOO_SHORT' });
    expect(commitAddress('123456789')).toEqual({ kind: 'clear', code: 'HOLDER_ADDRESS_DIGITS_ONLY' });
    const cut = commitAddress('北'.repeat(45));
    expect(cut).toMatchObject({ kind: 'cut', value: '北'.repeat(40), code: 'HOLDER_ADDRESS_TOO_LONG' });
  });
});
