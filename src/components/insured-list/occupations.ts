import type { TFunction } from '../../lib/translate';
import type { OccupationNode } from '../../../domain/api/reference';
import type { OccupationStatus } from '../../../domain/validators';

interface Occupation {
  code: string;
  name: string;
  level: string;
  /** Category, sub-category and occupation names. */
  path: string[];
  /** Their codes: the cascade's value for this occupation. */
  pathCodes: string[];
  /** Refused by the product (refuse list or a class it does not accept). */
  refused: boolean;
}

export type OccupationIndex = ReadonlyMap<string, Occupation>;

/** Every occupation of the cascade by its code. */
export function indexOccupations(tree: readonly OccupationNode[]): OccupationIndex {
  const index = new Map<string, Occupation>();
  const walk = (nodes: readonly OccupationNode[], path: string[], pathCodes: string[]) => {
    for (const node of nodes) {
      const here = { path: [...path, node.text], pathCodes: [...pathCodes, node.value] };
      if (node.children) walk(node.children, here.path, here.pathCodes);
      else index.set(node.value, { code: node.value, name: node.text, level: node.occulevel ?? '', ...here, refused: node.disabled });
    }
  };
  walk(tree, [], []);
  return index;
}

export function occupationStatusIn(index: OccupationIndex): (code: string) => OccupationStatus {
  return (code) => {
    const occupation = index.get(code);
    if (!occupation) return 'unknown';
    return occupation.refused ? 'refused' : 'ok';
  };
}

const MAX_DISPLAY_CHARACTERS = 150;
const CUT_TO_CHARACTERS = 145;

/** Occupation text over 150 characters is cut to 145 and an ellipsis (portal-spec 5). */
export function occupationDisplayText(text: string): string {
  const characters = Array.from(text);
  return characters.length > MAX_DISPLAY_CHARACTERS ? `${characters.slice(0, CUT_TO_CHARACTERS).join('')}…` : text;
}

interface OccupationOption {
  label: string;
  value: string;
  disabled: boolean;
  children?: OccupationOption[];
}

/** The cascade's options; an occupation shows its class, refused ones cannot be picked. */
export function occupationOptions(tree: readonly OccupationNode[], t: TFunction): OccupationOption[] {
  return tree.map((node) => ({
    label: node.occulevel ? t('group:insured.withLevel', { name: node.text, level: node.occulevel }) : node.text,
    value: node.value,
    disabled: node.disabled,
    ...(node.children && { children: occupationOptions(node.children, t) }),
  }));
}

/** How a row shows its occupation: name and class, or "未找到该职业" for a code the table lacks. */
export function occupationLabel(code: string, index: OccupationIndex | undefined, t: TFunction): string {
  if (code === '') return '';
  const occupation = index?.get(code);
  if (!occupation) return t('group:insured.occupationUnknown');
  return t('group:insured.withLevel', { name: occupationDisplayText(occupation.name), level: occupation.level });
}
