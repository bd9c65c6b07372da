import type { PayMethodType } from '../../../domain/api/payment';
import { offeredPayMethods } from '../../../domain/rules/pay-choice';
import { findProduct } from '../../catalog';

/** The pay methods a product offers (its catalogue entry), each with the dialog it opens and the provider it pays. */
export function payMethodsOf(productCode: string): PayMethodType[] {
  const product = findProduct(productCode);
  return product ? offeredPayMethods(product) : [];
}
