import { describe, expect, it } from 'vitest';
import { toRatableProduct } from '../../domain/catalog';
import { quotePremium } from '../../domain/rating';
import { coverForAge } from '../../domain/rules';
import { catalog } from './index';

const travel = catalog.products.filter((product) => product.type === 'travel' && !product.flags.stoppedFromSale);

describe('storefront-spec 9, read against the catalogue', () => {
  it('ages 71-80 and 81-90: cover halved and quartered, premium unchanged (the 61-70 premium)', () => {
    for (const product of travel) {
      const ratable = toRatableProduct(product);
      for (const plan of product.plans) {
        const rule = plan.ageRule ?? product.ageRule;
        if (rule.maxYears < 71) continue;
        const start = '2027-03-01';
        const request = (age: number) => ({ planCode: plan.planCode, startDate: start, ...(plan.travel?.tripType === 'single' && { endDate: '2027-03-07' }), insureds: [{ age }] });
        const premium = (age: number) => quotePremium(ratable, request(age)).totalPremiumFen;
        expect(premium(75), `${product.code}/${plan.planCode} at 75`).toBe(premium(65));
        if (rule.maxYears >= 81) expect(premium(85), `${product.code}/${plan.planCode} at 85`).toBe(premium(65));
        const death = plan.duties.find((duty) => duty.kind === 'accidentDeath');
        if (death && plan.travel?.seniorCoverReduction) {
          expect(coverForAge(plan, 75).find((cover) => cover.dutyCode === death.dutyCode)?.sumInsuredFen).toBe(Math.floor(death.sumInsuredFen / 2));
        }
      }
    }
  });

  it('the bank and mutual plans cover 90 days per single trip, except the bank’s Schengen plan (1-366)', () => {
    const byInsurer = (insurer: string) => travel.filter((product) => product.insurer.code === insurer);
    for (const product of [...byInsurer('huiyin'), ...byInsurer('zhongxin')]) {
      for (const plan of product.plans.filter((p) => p.travel?.tripType === 'single')) {
        expect(plan.travel?.maxTripDays, `${product.code}/${plan.planCode}`).toBe(product.code === 'hyschengen' ? 366 : 90);
      }
    }
  });

  it('states the single-trip limit each product really has in its rules', () => {
    for (const product of travel) {
      const longest = Math.max(0, ...product.plans.filter((p) => p.travel?.tripType === 'single').map((p) => p.travel!.maxTripDays));
      const rules = product.tabs.find((tab) => tab.tabName.zh === '投保规则')?.tabContent.zh ?? '';
      if (longest > 0) expect(rules.includes(`单次旅行保险期间1-${longest}天`), `${product.code}: 1-${longest} days`).toBe(true);
    }
  });
});
