import { codeEntry, defineCodeTable, findEntry } from './code-entry';

export const personIdTypes = defineCodeTable('personIdType', [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14',
  '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '99',
]);
export type PersonIdType = (typeof personIdTypes)[number]['code'];

// Some screens and insurers send the two-digit forms of the two commonest types.
const personIdTypeAliases: Readonly<Record<string, PersonIdType>> = { '01': '1', '02': '2' };

/** The table's code for a person ID type, resolving the 01/02 aliases; undefined when unknown. */
export function canonicalPersonIdType(code: string): PersonIdType | undefined {
  return personIdTypeAliases[code] ?? findEntry(personIdTypes, code)?.code;
}

export function isResidentIdCardType(code: string): boolean {
  return canonicalPersonIdType(code) === '1';
}

export const relations = defineCodeTable('relation', ['1', '2', '3', '4', '99']);
export type Relation = (typeof relations)[number]['code'];

export const holderTypes = defineCodeTable('holderType', ['I', 'C', '99']);
export type HolderType = (typeof holderTypes)[number]['code'];

export const beneficiaryTypes = defineCodeTable('beneficiaryType', ['1', '4']);
export type BeneficiaryType = (typeof beneficiaryTypes)[number]['code'];

/** The two-entry list most forms use. */
export const genders = defineCodeTable('gender', ['M', 'F']);
export type Gender = (typeof genders)[number]['code'];

/** Lists that allow "unknown" carry it as an empty code. */
export const gendersWithUnknown = [...genders, codeEntry('gender', '', 'unknown')];

export const maritalStatuses = defineCodeTable('maritalStatus', ['1', '2', '3', '0']);
export type MaritalStatus = (typeof maritalStatuses)[number]['code'];
