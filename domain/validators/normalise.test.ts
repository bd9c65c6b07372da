import { describe, expect, it } from 'vitest';
import { normaliseName, normalisePayload } from './normalise';

describe('normaliseName', () => {
  it('removes all white space from names with Chinese characters, and only trims others', () => {
    expect(normaliseName(' 张 　三 ')).toBe('张三');
    expect(normaliseName(' Zhang  San ')).toBe('Zhang  San');
    expect(normaliseName('张 San')).toBe('张San');
  });
});

describe('normalisePayload', () => {
  it('trims strings at every depth, without changing the input', () => {
    const payload = {
      salPolicy: { productCode: ' tatt2024 ', remarks: [' a ', { note: ' b ' }], premium: 12, paid: false, empty: null },
    };
    expect(normalisePayload(payload)).toEqual({
      salPolicy: { productCode: 'tatt2024', remarks: ['a', { note: 'b' }], premium: 12, paid: false, empty: null },
    });
    expect(payload.salPolicy.productCode).toBe(' tatt2024 ');
  });

  it('removes white space inside people\'s and companies\' names that contain Chinese characters', () => {
    const result = normalisePayload({
      salPolicyHolder: { holderName: ' 北京 某某 公司 ', name: 'Zhang  San' },
      salInsuredList: [{ name: '张 三', insName: ' 李　四 ', photoName: '身份证 正面.jpg', address: '北京市 朝阳区' }],
    });
    expect(result).toEqual({
      salPolicyHolder: { holderName: '北京某某公司', name: 'Zhang  San' },
      salInsuredList: [{ name: '张三', insName: '李四', photoName: '身份证 正面.jpg', address: '北京市 朝阳区' }],
    });
  });

  it('upper-cases ID numbers of type 1 or 01 only', () => {
    const result = normalisePayload({
      insureds: [
        { idType: '1', idNumber: ' 11010519491231002x ' },
        { idType: '01', idNumber: '11010519491231002x' },
        { idType: 1, idNumber: '11010519491231002x' },
        { idType: '2', idNumber: 'e12345678' },
        { insIdType: '1', insIdNumber: '11010519491231002x' },
      ],
    });
    expect(result.insureds.map((insured) => insured.idNumber ?? insured.insIdNumber)).toEqual([
      '11010519491231002X',
      '11010519491231002X',
      '11010519491231002X',
      'e12345678',
      '11010519491231002X',
    ]);
  });

  it('leaves scalars and non-plain objects alone', () => {
    const when = new Date(0);
    expect(normalisePayload(' x ')).toBe('x');
    expect(normalisePayload(42)).toBe(42);
    expect(normalisePayload({ when }).when).toBe(when);
  });
});
