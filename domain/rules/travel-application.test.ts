import { describe, expect, it } from 'vitest';
import type { Plan } from '../catalog';
import { fictionalIdNumber } from '../validators';
import { checkTravelApplication, type TravelApplicationInput } from './travel-application';

const t = (zh: string) => ({ zh, en: zh });
const schengen: Plan = {
  planCode: 'S',
  planName: t('S'),
  duties: [{ dutyCode: 'medical', dutyName: t('医疗'), kind: 'medical', sumInsuredFen: 30_000_000 }],
  travel: { tripType: 'single', minTripDays: 1, maxTripDays: 366, destination: t('全球'), schengen: true, seniorCoverReduction: 'death-disability' },
};
const annual182: Plan = { ...schengen, travel: { ...schengen.travel!, tripType: 'annual', maxTripDays: 182 } };
const holderId = fictionalIdNumber('110101', '1985-03-12', 101);
const childId = fictionalIdNumber('110101', '2016-07-01', 202);

const base: TravelApplicationInput = {
  holder: { holderType: 'I', holderName: '王小明', holderIdNumber: holderId, birthDate: '1985-03-12' },
  applyFor: 'others',
  insureds: [
    { name: '王小明', idType: '1', idNumber: holderId, birthDate: '1985-03-12' },
    { name: '王小花', idType: '1', idNumber: childId, birthDate: '2016-07-01' },
  ],
  plan: schengen,
  startDate: '2025-06-01',
  destinations: ['FR', 'DE'],
  departsFromMainland: true,
  visaCity: '北京',
  today: '2025-05-20',
};
const codes = (change: Partial<TravelApplicationInput>) => checkTravelApplication({ ...base, ...change }).map((problem) => problem.code);

describe('storefront application rules', () => {
  it('accepts an adult applying for a family with a minor as Others', () => {
    expect(codes({})).toEqual([]);
  });

  it('needs an adult applicant', () => {
    expect(codes({ holder: { ...base.holder, birthDate: '2008-05-21' } })).toContain('APPLICANT_NOT_ADULT');
    expect(codes({ holder: { ...base.holder, birthDate: '2007-05-20' } })).not.toContain('APPLICANT_NOT_ADULT');
  });

  it('insures only the applicant when applying for oneself', () => {
    expect(codes({ applyFor: 'self' })).toEqual(['SELF_MUST_BE_APPLICANT']);
    expect(codes({ applyFor: 'self', insureds: [base.insureds[0]] })).toEqual([]);
  });

  it('accepts ID cards and passports, once per person', () => {
    expect(codes({ insureds: [{ ...base.insureds[0], idType: '5' }] })).toEqual(['ID_TYPE_NOT_ACCEPTED']);
    expect(codes({ insureds: [base.insureds[0], { ...base.insureds[0], idNumber: holderId.toLowerCase() }] })).toEqual(['INSUREDS_DUPLICATED']);
  });

  it('asks foreigners and Hong Kong, Macau and Taiwan residents to declare 183 days in mainland China', () => {
    const visitor = { name: 'Anna Berg', idType: '10', idNumber: 'E12345678', birthDate: '1990-01-01' };
    expect(checkTravelApplication({ ...base, insureds: [visitor] })).toEqual([
      { insuredIndex: 0, field: 'residencyDeclared', code: 'RESIDENCY_NOT_DECLARED', params: { name: 'Anna Berg', days: 183 } },
    ]);
    expect(codes({ insureds: [{ ...visitor, residencyDeclared: true }] })).toEqual([]);
  });

  it('starts the trip in mainland China, and refuses the excluded destinations', () => {
    expect(codes({ departsFromMainland: false })).toEqual(['DEPARTURE_NOT_MAINLAND']);
    expect(codes({ destinations: [] })).toEqual(['DESTINATION_REQUIRED']);
    expect(checkTravelApplication({ ...base, destinations: ['FR', 'RU', 'KP'] })).toEqual([
      { field: 'destinations', code: 'DESTINATION_EXCLUDED', params: { countries: 'RU, KP' } },
    ]);
  });

  it('needs the city of visa delivery on Schengen plans', () => {
    expect(codes({ visaCity: ' ' })).toEqual(['VISA_CITY_REQUIRED']);
  });

  it('keeps each trip of an annual plan within its days, and 60 days over age 75', () => {
    expect(codes({ plan: annual182 })).toEqual(['TRIP_DAYS_REQUIRED']);
    expect(codes({ plan: annual182, tripDays: 182 })).toEqual([]);
    expect(codes({ plan: annual182, tripDays: 183 })).toEqual(['TRIP_OVER_ANNUAL_LIMIT']);
    const senior = { name: '王老先生', idType: '1', idNumber: fictionalIdNumber('110101', '1948-01-01', 303), birthDate: '1948-01-01' };
    expect(codes({ plan: annual182, tripDays: 61, insureds: [senior] })).toEqual(['SENIOR_TRIP_OVER_LIMIT']);
    expect(codes({ plan: annual182, tripDays: 60, insureds: [senior] })).toEqual([]);
  });

  it('invoices only the applicant, and a company title only for an enterprise applicant', () => {
    expect(codes({ invoice: { wanted: true, title: '王小明', titleType: 'personal' } })).toEqual([]);
    expect(codes({ invoice: { wanted: true, title: '王小花', titleType: 'personal' } })).toEqual(['INVOICE_NOT_APPLICANT']);
    expect(codes({ invoice: { wanted: true, title: '示例科技有限公司', titleType: 'company' } })).toEqual(['INVOICE_COMPANY_NEEDS_ENTERPRISE']);
    const company = { holderType: 'C' as const, holderName: '示例科技有限公司', holderIdNumber: '91110000MA0000000X' };
    expect(codes({ holder: company, invoice: { wanted: true, title: '示例科技有限公司', titleType: 'company' } })).toEqual([]);
  });
});
