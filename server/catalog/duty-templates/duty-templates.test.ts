import { describe, expect, it } from 'vitest';
import { findPlan, toRatableProduct } from '../../../domain/catalog';
import { catalog } from '..';
import { dutyTemplateOf, QUOTED_PRODUCT_CODES } from '.';

describe('the duty templates of the group medical products', () => {
  it('exist for the three medical products on sale, each inpatient option naming one of the product’s plans', () => {
    expect(QUOTED_PRODUCT_CODES.sort()).toEqual(['MedilinkGroupZHX', 'MedilinkGroupZRY', 'gytx']);
    for (const code of QUOTED_PRODUCT_CODES) {
      const product = catalog.find(code)!;
      expect(product.type).toBe('medical');
      for (const option of dutyTemplateOf(code)!.duties[0].options) expect(findPlan(toRatableProduct(product), option.planCode!)).toBeDefined();
    }
  });

  it('fit inside the catalogue’s own limits, so a quoted census is an order the save path accepts', () => {
    for (const code of QUOTED_PRODUCT_CODES) {
      const product = catalog.find(code)!;
      const { census } = dutyTemplateOf(code)!;
      expect(census.maxAge).toBeLessThanOrEqual(product.ageRule!.maxYears!);
      expect(census.minAgeDays).toBeGreaterThanOrEqual(product.ageRule!.minDays ?? 0);
      expect(census.minEmployees).toBeGreaterThanOrEqual(product.group!.minInsured);
    }
  });
});
