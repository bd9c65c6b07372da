import { describe, expect, it } from 'vitest';
import { batchFailureText, batchStatusKey, insuredCorrection, leavingPerson } from './endorsement';

describe('a failed batch’s reason', () => {
  it('is said in the reader’s language from the code the batch keeps', () => {
    expect(batchFailureText('unpaid', 'zh')).toBe('未在生效日前支付');
    expect(batchFailureText('unpaid', 'en')).toBe('it was not paid by its effective date');
    expect(batchFailureText('listChanged', 'en')).toBe('another change has altered the policy’s insured list');
  });

  it('keeps the words of a batch that failed before codes were kept, and reads no inherited key as a code', () => {
    expect(batchFailureText('未在生效日前支付，批改未生效', 'en')).toBe('未在生效日前支付，批改未生效');
    expect(batchFailureText('toString', 'en')).toBe('toString');
  });
});

describe('how a batch waiting for its date reads', () => {
  it('is paid only when it charged premium; a refund or no premium was only submitted', () => {
    expect(batchStatusKey({ status: 'paid', netFen: 6000 })).toBe('paid');
    expect(batchStatusKey({ status: 'paid', netFen: -6000 })).toBe('refundDue');
    expect(batchStatusKey({ status: 'paid', netFen: 0 })).toBe('submitted');
  });
  it('leaves every other state as it is', () => {
    for (const status of ['draft', 'priced', 'awaiting_payment', 'effective', 'failed']) expect(batchStatusKey({ status, netFen: -6000 })).toBe(status);
  });
});

describe('a leaving person', () => {
  it('is named by the ID number typed or by their place on the policy’s list', () => {
    expect(leavingPerson.parse({ idNumber: ' 11010519850308654X ' })).toEqual({ idNumber: '11010519850308654X' });
    expect(leavingPerson.parse({ seq: 0, name: '周明远', idMasked: '110105********6543' })).toEqual({ seq: 0, name: '周明远', idMasked: '110105********6543' });
  });

  it('without either asks for the ID number, as the typed form always has', () => {
    for (const person of [{}, { name: '周明远' }, { idNumber: '  ' }]) {
      const result = leavingPerson.safeParse(person);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['idNumber'], message: '请输入证件号码' })]);
    }
    expect(leavingPerson.safeParse({ seq: -1 }).success).toBe(false);
    expect(leavingPerson.safeParse({ seq: 1.5 }).success).toBe(false);
  });
});

describe('an insured whose details are corrected', () => {
  it('is named as a leaving person is: by the ID number typed or by their place on the list, else the ID number is asked for', () => {
    expect(insuredCorrection.parse({ idNumber: ' 11010519850308654X ', name: '周明远' })).toEqual({ idNumber: '11010519850308654X', name: '周明远' });
    expect(insuredCorrection.parse({ seq: 2, occupationName: '外勤人员' })).toEqual({ seq: 2, occupationName: '外勤人员' });
    const result = insuredCorrection.safeParse({ name: '周明远' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['idNumber'], message: '请输入证件号码' })]);
    expect(insuredCorrection.safeParse({ seq: -1, name: '周明远' }).success).toBe(false);
  });
});
