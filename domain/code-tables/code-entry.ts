/** Translation namespace of the code-table labels (domain/locales/{lng}/codes.json). */
export const CODES_NAMESPACE = 'codes';

/** One row of a reference table: the code the API carries and the i18n key of its label. */
export interface CodeEntry<C extends string = string> {
  readonly code: C;
  readonly labelKey: string;
}

/** keySegment exists for codes that cannot be a JSON key segment, such as the empty "unknown" gender. */
export function codeEntry<C extends string>(table: string, code: C, keySegment: string = code): CodeEntry<C> {
  return { code, labelKey: `${CODES_NAMESPACE}:${table}.${keySegment}` };
}

export function defineCodeTable<const C extends string>(table: string, codes: readonly C[]): readonly CodeEntry<C>[] {
  return codes.map((code) => codeEntry(table, code));
}

export function findEntry<E extends CodeEntry>(table: readonly E[], code: string): E | undefined {
  return table.find((entry) => entry.code === code);
}
