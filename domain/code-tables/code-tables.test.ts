import { describe, expect, it } from 'vitest';
import {
  canonicalPersonIdType,
  codeTables,
  companyCertificateTypes,
  companyDocumentTypeOfCertificate,
  defaultRiskFlags,
  gendersWithUnknown,
  genders,
  isResidentIdCardType,
  payDialogModeOf,
  payMethods,
  personIdTypes,
} from './index';

describe('code tables', () => {
  it('give every entry a codes-namespace label key named after its table', () => {
    for (const [table, entries] of Object.entries(codeTables)) {
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.labelKey.startsWith(`codes:${table}.`)).toBe(true);
      expect(new Set(entries.map((entry) => entry.code)).size).toBe(entries.length);
    }
  });

  it('list the person ID types 1-26 and 99, resolving the 01 and 02 aliases', () => {
    expect(personIdTypes.map((entry) => entry.code)).toEqual([
      ...Array.from({ length: 26 }, (_, i) => String(i + 1)),
      '99',
    ]);
    expect(personIdTypes[0]).toEqual({ code: '1', labelKey: 'codes:personIdType.1' });
    expect(canonicalPersonIdType('01')).toBe('1');
    expect(canonicalPersonIdType('02')).toBe('2');
    expect(canonicalPersonIdType('26')).toBe('26');
    expect(canonicalPersonIdType('03')).toBeUndefined();
    expect([isResidentIdCardType('1'), isResidentIdCardType('01'), isResidentIdCardType('2')]).toEqual([true, true, false]);
  });

  it('map the portal company certificate types to the storefront document types', () => {
    for (const { code } of companyCertificateTypes) expect(companyDocumentTypeOfCertificate[code]).toBeDefined();
    expect(companyDocumentTypeOfCertificate['1']).toBe('03');
  });

  it('carry an empty "unknown" gender only in the list that allows it', () => {
    expect(genders.map((entry) => entry.code)).toEqual(['M', 'F']);
    expect(gendersWithUnknown.at(-1)).toEqual({ code: '', labelKey: 'codes:gender.unknown' });
  });

  it('give every pay method its dialog mode', () => {
    expect(payMethods.map((entry) => entry.code)).toEqual(['88', '89', '3', '28', '999', '8-2', '0', '8', '9', '66']);
    expect(['88', '89'].map(payDialogModeOf)).toEqual(['transferEvidence', 'transferEvidence']);
    expect(['3', '28', '999', '8-2'].map(payDialogModeOf)).toEqual(Array(4).fill('qrCode'));
    expect(['0', '8', '9'].map(payDialogModeOf)).toEqual(Array(3).fill('onlineRedirect'));
    expect(payDialogModeOf('66')).toBe('balance');
    expect(payDialogModeOf('7')).toBeUndefined();
  });

  it('default every risk flag to "0"', () => {
    expect(defaultRiskFlags()).toEqual({ riskIntegralFlag: '0', riskNotifyFlag: '0', riskUploadFlag: '0' });
  });
});
