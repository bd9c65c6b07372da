import { type InsuredListVariant, insuredListColumns } from '../../../domain/api/insured-list';
import type { ProductConfig } from '../../../domain/catalog';

/** The worksheet the templates write and the uploads read. */
export const LIST_SHEET = { sheetName: '被保险人清单' } as const;

/** The product's template columns: occupation ones when it has an occupation table, the variant's extras. */
export function columnsOf(product: ProductConfig, variant: InsuredListVariant) {
  return insuredListColumns({ hasOccupationTable: product.occupation !== undefined }, variant);
}
