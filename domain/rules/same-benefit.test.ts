import { describe, expect, it } from 'vitest';
import { sameBenefitProductCodes } from './same-benefit';

const products = [
  { code: 'hyschengen', benefitGroup: 'overseas-travel' as const },
  { code: 'hoglobal', benefitGroup: 'overseas-travel' as const },
  { code: 'aszxty', benefitGroup: undefined },
  { code: 'pagzzrx', benefitGroup: undefined },
];

describe('products of the same benefit', () => {
  it('are the travel products for a travel purchase, never a group accident product', () => {
    expect(sameBenefitProductCodes(products, 'hyschengen')).toEqual(['hyschengen', 'hoglobal']);
  });

  it('are the product alone when it has no benefit group', () => {
    expect(sameBenefitProductCodes(products, 'aszxty')).toEqual(['aszxty']);
  });
});
