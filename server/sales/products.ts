import type { ProductConfig } from '../../domain/catalog';
import { isStoppedFromSale } from '../../domain/rules';
import { findProduct } from '../catalog';
import { ruleText } from '../catalog/messages';
import { AppError } from '../lib/envelope';

/** The spec's 1043: outside the policy pages the client shows /error with this message as its title. */
const PRODUCT_UNAVAILABLE = '1043';

/** Any product of the catalogue, stopped ones included (their documents and claim guides still serve old policies). */
export function requireProduct(productCode: string): ProductConfig {
  const product = findProduct(productCode);
  if (!product) {
    throw new AppError(PRODUCT_UNAVAILABLE, ruleText('PRODUCT_UNKNOWN', { productCode }), 200, { productCode, reason: 'unknown' });
  }
  return product;
}

/** A product that may be sold: stopped ones answer "该产品已停售". */
export function requireOnSale(productCode: string): ProductConfig {
  const product = requireProduct(productCode);
  if (product.flags.stoppedFromSale || isStoppedFromSale(product.code)) {
    throw new AppError(PRODUCT_UNAVAILABLE, ruleText('PRODUCT_STOPPED'), 200, { productCode, reason: 'stopped' });
  }
  return product;
}
