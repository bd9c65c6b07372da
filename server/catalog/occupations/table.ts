import type { OccupationNode } from '../../../domain/api/reference';
import type { OccupationLevel, ProductConfig } from '../../../domain/catalog';
import type { InsuredRowRules } from '../../../domain/validators';
import { STANDARD_TABLE_TEXT, UNIVERSALLY_REFUSED } from './standard-table';

export interface Occupation {
  readonly code: string;
  readonly name: string;
  readonly level: OccupationLevel;
  /** Category and sub-category names, then the occupation's. */
  readonly path: readonly [string, string, string];
}

interface Branch {
  readonly code: string;
  readonly name: string;
  readonly children: Branch[];
  readonly occupation?: Occupation;
}

export interface OccupationTable {
  readonly id: string;
  readonly roots: readonly Branch[];
  readonly byCode: ReadonlyMap<string, Occupation>;
}

const LINE = /^( *)(\d+) (.+?)(?: ([1-6]))?$/;

/** Reads the indented text form; a malformed line stops start-up with its line number. */
export function parseOccupationTable(id: string, text: string): OccupationTable {
  const roots: Branch[] = [];
  const byCode = new Map<string, Occupation>();
  const stack: Branch[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const match = LINE.exec(line);
    const depth = match ? match[1].length / 2 : -1;
    if (!match || ![0, 1, 2].includes(depth) || depth > stack.length || (depth === 2) !== (match[4] !== undefined)) {
      throw new Error(`occupation table ${id}, line ${index}: "${line.trim()}" is not "<code> <name>" with a class 1-6 on the third level`);
    }
    const [, , code, name, level] = match;
    const parent = stack[depth - 1];
    if (parent && !code.startsWith(parent.code)) throw new Error(`occupation table ${id}, line ${index}: code ${code} is not under ${parent.code}`);
    if (byCode.has(code)) throw new Error(`occupation table ${id}, line ${index}: duplicate code ${code}`);
    const occupation =
      depth === 2 ? { code, name, level: level as OccupationLevel, path: [stack[0].name, stack[1].name, name] as const } : undefined;
    const branch: Branch = { code, name, children: [], ...(occupation && { occupation }) };
    if (occupation) byCode.set(code, occupation);
    (parent ? parent.children : roots).push(branch);
    stack.length = depth;
    stack.push(branch);
  });
  return { id, roots, byCode };
}

export const OCCUPATION_TABLES: Readonly<Record<string, OccupationTable>> = {
  standard: parseOccupationTable('standard', STANDARD_TABLE_TEXT),
};

export { UNIVERSALLY_REFUSED };

export type OccupationStatus = 'ok' | 'unknown' | 'refused';

type ProductOccupation = NonNullable<ProductConfig['occupation']>;

/** Refused when on the product's refuse list or of a class the product does not accept. */
export function occupationStatus(table: OccupationTable, rules: ProductOccupation, code: string): OccupationStatus {
  const occupation = table.byCode.get(code);
  if (!occupation) return 'unknown';
  return rules.refusedCodes.includes(code) || !rules.levels.includes(occupation.level) ? 'refused' : 'ok';
}

/** The row rules a product's occupation table sets: the codes it knows and accepts, and the class of each. */
export function occupationRules(product: Pick<ProductConfig, 'occupation'>): Pick<InsuredRowRules, 'occupationStatus' | 'occupationLevel'> {
  const occupation = product.occupation;
  const table = occupation && OCCUPATION_TABLES[occupation.table];
  if (!occupation || !table) return {};
  return { occupationStatus: (code) => occupationStatus(table, occupation, code), occupationLevel: (code) => table.byCode.get(code)?.level };
}

/** The three-level tree a product's insured table offers, refused occupations disabled. */
export function levelTree(table: OccupationTable, rules: ProductOccupation): OccupationNode[] {
  const toNode = (branch: Branch): OccupationNode => {
    if (branch.occupation) {
      const disabled = occupationStatus(table, rules, branch.code) !== 'ok';
      return { value: branch.code, text: branch.name, disabled, occulevel: branch.occupation.level };
    }
    const children = branch.children.map(toNode);
    return { value: branch.code, text: branch.name, disabled: children.every((child) => child.disabled), children };
  };
  return table.roots.map(toNode);
}

