import { checkStoppedCodesPresent, loadCatalog } from './load';

/**
 * The product catalogue, loaded and validated once when the server imports it: a bad product file throws
 * here, naming the file and field, and the server does not start.
 */
export const catalog = await loadCatalog(new URL('./products/', import.meta.url));
checkStoppedCodesPresent(catalog);

export type { Catalog } from './load';

/** A product by its code, stopped ones included; undefined for a code no file defines. */
export function findProduct(code: string) {
  return catalog.find(code);
}

/** A product's and its insurer's names in both languages; a code no file defines shows the name the order kept. */
export function productNames(code: string, keptName: string) {
  const product = findProduct(code);
  return {
    productName: product?.name ?? { zh: keptName, en: keptName },
    insurerName: product?.insurer.name ?? { zh: '-', en: '-' },
  };
}
