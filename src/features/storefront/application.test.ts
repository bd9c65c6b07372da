import { describe, expect, it } from 'vitest';
import { saveOrderRequest } from '../../../domain/api/order';
import { fictionalIdNumber } from '../../../domain/validators';
import { type ApplicationValues, checkApplication, defaultApplication, emptyInsured, invoiceOf, toSaveRequest } from './application';
import { orderInvoice } from '../../../domain/api/order';
import { singleTripProduct } from '../../../tests/helpers/ratable-products';

const product = singleTripProduct({ code: 'sf', premiumFen: 5000, ageRule: { minYears: 1, maxYears: 80 }, planName: '申根' });
const TODAY = '2025-05-20';
const holderId = fictionalIdNumber('110105', '1986-04-02', 12);

function family(): ApplicationValues {
  return {
    ...defaultApplication('S', '2025-06-01', '2025-06-10'),
    destinations: ['FR'],
    visaCity: '北京',
    departsFromMainland: true,
    applyFor: 'others',
    holderName: '林雨晴',
    holderIdNumber: holderId,
    holderPhone: '13800138000',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    addressDetail: '建国门外大街1号18层',
    agreed: true,
    insureds: [
      { ...emptyInsured('1'), name: '林雨晴', enName: 'LIN YUQING', idNumber: holderId, idLongTerm: true },
      { ...emptyInsured('3'), name: '林小舟', enName: 'LIN XIAOZHOU', idNumber: fictionalIdNumber('110105', '2014-08-09', 13), idValidUntil: '2030-01-01' },
    ],
  };
}

describe('the application form', () => {
  it('passes a family applied for as Others, and saves a payload the server’s schema accepts', () => {
    expect(checkApplication(family(), product, TODAY)).toEqual([]);
    const request = toSaveRequest(family(), product, { today: TODAY, u: '800001', sign: 'abc', channel: { channelId: 'astp' } });
    expect(saveOrderRequest.safeParse(request).success).toBe(true);
    expect(request.salInsuredList[1]).toMatchObject({ birthDate: '2014-08-09', gender: 'M', relationship: '3' });
    expect(request.salPolicyExt?.travel).toMatchObject({ channel: { channelId: 'astp' }, insureds: [{ idValidUntil: 'long' }, { idValidUntil: '2030-01-01' }] });
  });

  it('insures the applicant alone when applying for self', () => {
    const request = toSaveRequest({ ...family(), applyFor: 'self' }, product, { today: TODAY });
    expect(request.salInsuredList).toHaveLength(1);
    expect(request.salInsuredList[0]).toMatchObject({ name: '林雨晴', idNumber: holderId, relationship: '1', enName: 'LIN YUQING' });
  });

  it('refuses a 76-year-old on a 61-day trip, as the server does', () => {
    const senior = { ...emptyInsured('4'), name: '林国栋', enName: 'LIN GUODONG', idNumber: fictionalIdNumber('110105', '1949-01-01', 51), idLongTerm: true };
    const problems = checkApplication({ ...family(), endDate: '2025-07-31', insureds: [senior] }, product, TODAY);
    expect(problems).toEqual([{ path: 'insureds.0.endDate', code: 'SENIOR_TRIP_TOO_LONG', params: { age: 75, max: 60 } }]);
  });

  it('guides with the prompts and the storefront rules', () => {
    const codes = checkApplication({ ...family(), visaCity: '', destinations: ['RU'], agreed: false, invoiceWanted: true, invoiceTitle: '别人' }, product, TODAY).map((p) => p.code);
    expect(codes).toEqual(['prompts.agree', 'DESTINATION_EXCLUDED', 'VISA_CITY_REQUIRED', 'INVOICE_NOT_APPLICANT']);
  });
});

describe('the invoice wish', () => {
  it('sends every field the API takes: taxpayer type, billing type, tax number and unit nature for a company', () => {
    const values = { ...family(), holderType: 'C' as const, invoiceWanted: true, invoiceTitleType: 'company' as const, invoiceTitle: '示例公司', taxNumber: '91110105MA01XY7K3X', invoiceBillingType: 'special' as const, unitNature: '3' };
    const invoice = invoiceOf(values);
    expect(invoice).toEqual({ invoiceFlag: 'Y', title: '示例公司', taxpayerType: 'company', billingType: 'special', taxNumber: '91110105MA01XY7K3X', unitNature: '3' });
    expect(orderInvoice.strict().safeParse(invoice).success).toBe(true);
  });

  it('gives a person a general invoice without company fields', () => {
    const invoice = invoiceOf({ ...family(), invoiceWanted: true, invoiceTitle: '林雨晴', invoiceBillingType: 'special', taxNumber: 'x' });
    expect(invoice).toEqual({ invoiceFlag: 'Y', title: '林雨晴', taxpayerType: 'person', billingType: 'normal' });
  });
});
