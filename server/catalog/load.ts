import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProductConfig, productConfig } from '../../domain/catalog';
import { isStoppedFromSale, STOPPED_SALE_CODES } from '../../domain/rules';
import { OCCUPATION_TABLES } from './occupations/table';
import { readProductFile } from './product-file';
import { withSafeHtml } from './safe-html';

/** A product file that cannot be sold from: the message names the file and the field. */
export class CatalogError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogError';
  }
}

export interface Catalog {
  readonly products: readonly ProductConfig[];
  find(code: string): ProductConfig | undefined;
}

const PRODUCT_FILE = /^[A-Za-z][A-Za-z0-9]*\.(ts|json)$/;

/** Validates one product file's content; every problem is reported as "<file>: <field path>: <message>". */
export function validateProduct(file: string, raw: unknown): ProductConfig {
  const parsed = productConfig.safeParse(raw);
  const problems = parsed.success ? crossChecks(file, parsed.data) : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (problems.length > 0) {
    throw new CatalogError(`Invalid product file ${file}:\n${problems.map((problem) => `  ${file}: ${problem}`).join('\n')}`);
  }
  return parsed.data as ProductConfig;
}

function crossChecks(file: string, product: ProductConfig): string[] {
  const problems: string[] = [];
  const expectedCode = file.replace(/^.*\//, '').replace(/\.(ts|json)$/, '');
  if (product.code !== expectedCode) problems.push(`code: "${product.code}" does not match the file name (expected "${expectedCode}")`);
  if (product.flags.stoppedFromSale !== isStoppedFromSale(product.code)) {
    problems.push(`flags.stoppedFromSale: must be ${isStoppedFromSale(product.code)}, as the stopped-sale list says`);
  }
  if (product.occupation) {
    const table = OCCUPATION_TABLES[product.occupation.table];
    if (!table) problems.push(`occupation.table: no occupation table "${product.occupation.table}"`);
    product.occupation.refusedCodes.forEach((code, index) => {
      if (table && !table.byCode.has(code)) problems.push(`occupation.refusedCodes.${index}: "${code}" is not in table ${table.id}`);
    });
  }
  return problems;
}

/** Loads and checks every product file of a folder; the first bad file stops the load (and the server). */
export async function loadCatalog(folder: URL | string): Promise<Catalog> {
  const dir = typeof folder === 'string' ? folder : fileURLToPath(folder);
  const products: ProductConfig[] = [];
  for (const name of readdirSync(dir).filter((name) => PRODUCT_FILE.test(name)).sort()) {
    const file = join(dir, name);
    let raw: unknown;
    try {
      raw = await readProductFile(file);
    } catch (error) {
      throw new CatalogError(`Invalid product file ${file}: ${(error as Error).message}`);
    }
    products.push(withSafeHtml(validateProduct(file, raw)));
  }
  const byCode = new Map<string, ProductConfig>();
  const pages = new Map<string, string>();
  for (const product of products) {
    if (byCode.has(product.code)) throw new CatalogError(`Product code ${product.code} appears in two files of ${dir}`);
    const pageOwner = pages.get(product.pageName.toLowerCase());
    if (pageOwner) throw new CatalogError(`Products ${pageOwner} and ${product.code} share the page name ${product.pageName}`);
    byCode.set(product.code, product);
    pages.set(product.pageName.toLowerCase(), product.code);
  }
  return { products, find: (code) => byCode.get(code) };
}

/** Every stopped code must still resolve (to say "stopped"), so a missing file is an error of the catalogue. */
export function checkStoppedCodesPresent(catalog: Catalog): void {
  const missing = STOPPED_SALE_CODES.filter((code) => !catalog.find(code));
  if (missing.length > 0) throw new CatalogError(`Stopped-sale products without a product file: ${missing.join(', ')}`);
}
