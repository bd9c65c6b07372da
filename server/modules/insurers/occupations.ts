import type { OccupationMatch } from '../../../domain/api/insurers';
import type { ProductConfig } from '../../../domain/catalog';
import { lookUpOccupation, requireOccupationTable } from '../reference';

const MOST_MATCHES = 50;

/** Occupations of the product's table whose code or name contains the keyword; refused ones are marked. */
export function searchOccupations(product: ProductConfig, keyword: string): OccupationMatch[] {
  const { table } = requireOccupationTable(product);
  const matches: OccupationMatch[] = [];
  for (const occupation of table.byCode.values()) {
    if (!occupation.code.includes(keyword) && !occupation.name.includes(keyword)) continue;
    const status = lookUpOccupation(product, occupation.code).status;
    matches.push({ code: occupation.code, name: occupation.name, occulevel: occupation.level, path: [...occupation.path], refused: status === 'refused' });
    if (matches.length === MOST_MATCHES) break;
  }
  return matches;
}
