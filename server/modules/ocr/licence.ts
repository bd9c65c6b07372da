import type { BusinessLicenceData, FoodLicenceData } from '../../../domain/api/ocr';
import { checkUscc, USCC_ALPHABET } from '../../../domain/validators';
import type { OcrLine } from '../../adapters/ocr';
import { type PlacedLine, placeLines, valueRightOf } from './layout';
import { repairReading } from './repair';

// I, O, S, V and Z are not in the code's alphabet, so reading one means the digit or letter it resembles.
const INTO_ALPHABET: Readonly<Record<string, string>> = { I: '1', O: '0', S: '5', V: 'U', Z: '2' };
const USCC_CONFUSIONS: Readonly<Record<string, string>> = {
  '0': '8DQ',
  '1': '7',
  '2': '7',
  '5': '6',
  '6': '8G',
  '7': '1',
  '8': '0B6',
  B: '8',
  D: '0',
  G: '6',
  Q: '0',
};

export type LicenceReading<T> = { data: T; corrected: boolean } | { error: 'NOTHING_RECOGNISED' | 'USCC_UNCERTAIN' };

/** The code as read, letters outside its alphabet mapped; `mapped` says whether that changed anything. */
function usccReading(lines: readonly PlacedLine[]): { value: string; mapped: boolean } | null {
  const labelled = valueRightOf(lines, /(统一)?社会信用代码/);
  const texts = [labelled ?? '', ...lines.map((line) => line.text)].map((text) => text.toUpperCase().replace(/[\s（）()]/g, ''));
  const run = texts.flatMap((text) => text.match(/[0-9A-Z]{17,19}/g) ?? []).find((r) => /^[0-9A-Z][0-9A-Z]\d{6}/.test(r));
  if (!run) return null;
  const value = [...run].map((c) => INTO_ALPHABET[c] ?? c).join('');
  return { value, mapped: value !== run };
}

const COMPANY_ENDING = /(公司|厂|店|合作社|中心|事务所|工作室|部|行)$/;

function companyName(lines: readonly PlacedLine[], label: RegExp): string | null {
  const labelled = valueRightOf(lines, label);
  if (labelled && COMPANY_ENDING.test(labelled)) return labelled;
  const named = lines.map((line) => line.text.replace(/\s+/g, '')).find((text) => text.length >= 6 && COMPANY_ENDING.test(text));
  return named ?? labelled;
}

function readCompany(lines: readonly PlacedLine[], nameLabel: RegExp): LicenceReading<BusinessLicenceData> {
  const reading = usccReading(lines);
  const name = companyName(lines, nameLabel);
  if (!reading || !name) return { error: 'NOTHING_RECOGNISED' };
  const repaired = repairReading(reading.value, {
    length: 18,
    isValid: (candidate) => [...candidate].every((c) => USCC_ALPHABET.includes(c)) && checkUscc(candidate).ok,
    confusions: USCC_CONFUSIONS,
  });
  if (!repaired) return { error: 'USCC_UNCERTAIN' };
  return { data: { ENTERPRISE_NAME_CH: name, ENTERPRISE_TAXPAYER_REGISTER_ID: repaired.value }, corrected: repaired.corrected || reading.mapped };
}

/** A business licence (营业执照): the company name and its unified social credit code, checked. */
export function readBusinessLicence(ocrLines: readonly OcrLine[]): LicenceReading<BusinessLicenceData> {
  return readCompany(placeLines(ocrLines), /^名称/);
}

/** A food business licence (食品经营许可证): operator, credit code and the permit number (JY + 14 digits). */
export function readFoodLicence(ocrLines: readonly OcrLine[]): LicenceReading<FoodLicenceData> {
  const lines = placeLines(ocrLines);
  const company = readCompany(lines, /经营者名称/);
  if ('error' in company) return company;
  const permit = lines
    .map((line) => line.text.toUpperCase().replace(/\s+/g, '').replace(/O/g, '0'))
    .map((text) => /JY\d{14}/.exec(text)?.[0])
    .find(Boolean);
  if (!permit) return { error: 'NOTHING_RECOGNISED' };
  return { data: { ...company.data, FOOD_LICENSE_NO: permit }, corrected: company.corrected };
}
