import { type BeneficiaryChoice, checkPersonIdNumber, HIGH_RISK_FLAG_WHEN_LOCKED, highRiskFlagFor } from '../../../domain/validators';
import type { RecognisedPerson } from '../../../domain/api/ocr';

/** One row of the bulk insured table (portal-spec 3, "Insured (employee row)"), as the page keeps it. */
export interface InsuredRow {
  /** Local key of the row; never sent. */
  id: string;
  name: string;
  idType: string;
  idNumber: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender: '' | 'M' | 'F';
  occupationCode: string;
  occupationName: string;
  /** Occupation class 1-6, from the occupation. */
  occulevel: string;
  /** High-risk flag: 1 yes, 2 no. */
  biddingDocumentid: '1' | '2';
  mobile: string;
  /** Who receives the death benefit, when the plan lets the insured designate beneficiaries. */
  beneficiaries?: BeneficiaryChoice;
  /** Taken offline from an ID photo: name, number, birth date and gender come when the photo is read. */
  photo?: { job: string; number: number };
}

export function emptyRow(): InsuredRow {
  return {
    id: crypto.randomUUID(),
    name: '',
    idType: '1',
    idNumber: '',
    birthDate: '',
    gender: '',
    occupationCode: '',
    occupationName: '',
    occulevel: '',
    biddingDocumentid: HIGH_RISK_FLAG_WHEN_LOCKED,
    mobile: '',
  };
}

interface AcceptedId {
  row: InsuredRow;
  /** The number was not a valid number of its type and has been cleared (portal-spec 5). */
  rejected: boolean;
}

/**
 * A typed, pasted or recognised ID number: an ID card or residence permit fills birth date and gender; one
 * that fails its checks is cleared. Other documents are only trimmed.
 */
export function acceptIdNumber(row: InsuredRow, today: string): AcceptedId {
  const idNumber = row.idNumber.trim();
  if (idNumber === '') return { row: { ...row, idNumber }, rejected: false };
  const checked = checkPersonIdNumber(row.idType, idNumber, today);
  if (!checked.ok) return { row: { ...row, idNumber: '' }, rejected: checked.code !== 'ID_TYPE_REQUIRED' };
  if ('birthDate' in checked) {
    return { row: { ...row, idNumber: checked.idNumber, birthDate: checked.birthDate, gender: checked.gender }, rejected: false };
  }
  return { row: { ...row, idNumber }, rejected: false };
}

/** The high-risk flag is locked to "no" above occupation level 4. */
export function withLevel(row: InsuredRow, occulevel: string): InsuredRow {
  const flag = occulevel === '' ? row.biddingDocumentid : highRiskFlagFor(Number(occulevel), row.biddingDocumentid);
  return { ...row, occulevel, biddingDocumentid: flag as InsuredRow['biddingDocumentid'] };
}

/** Rows for recognised people; a person whose number is already listed is not added twice (a photo taken again). */
export function addPeople(rows: readonly InsuredRow[], people: readonly RecognisedPerson[], today: string): InsuredRow[] {
  const listed = new Set(rows.map((row) => row.idNumber.toUpperCase()).filter(Boolean));
  const added: InsuredRow[] = [];
  for (const person of people) {
    const number = person.idNumber.trim().toUpperCase();
    if (number !== '' && listed.has(number)) continue;
    listed.add(number);
    const { row } = acceptIdNumber(
      { ...emptyRow(), name: person.insName || person.name, idType: person.idType, idNumber: person.idNumber, birthDate: person.birthDate, gender: person.gender },
      today,
    );
    added.push(row);
  }
  return [...rows, ...added];
}

/** A row for a person whose ID photo waits in the offline queue; the rest (occupation) is filled as usual. */
export function photoRow(job: string, number: number): InsuredRow {
  return { ...emptyRow(), photo: { job, number } };
}

/**
 * Rows whose photos have been dealt with: a read photo gives its person's identity (a number already listed is
 * not taken twice); one that could not be read (null) leaves the row to be typed, checked like any other.
 */
export function settlePhotoRows(rows: readonly InsuredRow[], settled: ReadonlyMap<string, RecognisedPerson | null>, today: string): InsuredRow[] {
  if (!rows.some((row) => row.photo && settled.has(row.photo.job))) return rows as InsuredRow[];
  const listed = new Set(rows.map((row) => row.idNumber.toUpperCase()).filter(Boolean));
  return rows.map((row) => {
    if (!row.photo || !settled.has(row.photo.job)) return row;
    const person = settled.get(row.photo.job);
    const { photo: _settled, ...rest } = row;
    if (!person || listed.has(person.idNumber.toUpperCase())) return rest;
    listed.add(person.idNumber.toUpperCase());
    return acceptIdNumber(
      { ...rest, name: person.insName || person.name, idType: person.idType, idNumber: person.idNumber, birthDate: person.birthDate, gender: person.gender },
      today,
    ).row;
  });
}
