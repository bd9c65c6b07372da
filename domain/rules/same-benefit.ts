import type { ProductConfig } from '../catalog';

/**
 * The products whose policies count against "one policy per person" for a purchase of `productCode`: those of
 * its benefit group, or the product alone when it has none. A group accident policy never blocks travel cover.
 */
export function sameBenefitProductCodes(products: readonly Pick<ProductConfig, 'code' | 'benefitGroup'>[], productCode: string): string[] {
  const group = products.find((product) => product.code === productCode)?.benefitGroup;
  if (!group) return [productCode];
  return products.filter((product) => product.benefitGroup === group).map((product) => product.code);
}
