import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ProductConfig, toRatableProduct } from '../../domain/catalog';
import { quotePremium, trialQuoteRequest } from '../../domain/rating';
import { ageRuleOf, STOPPED_SALE_CODES } from '../../domain/rules';
import { catalog } from './index';
import { CatalogError, loadCatalog, validateProduct } from './load';
import tatt2024 from './products/tatt2024';

const SPEC_NAMED = ['aszxty', 'dbyygzzrx', 'guofu', 'pingansf', 'tatt2024', 'gytx', 'MedilinkGroupZHX', 'MedilinkGroupZRY', 'ZLWQZA'];
const product = (code: string) => catalog.find(code)!;
const onSale = catalog.products.filter((p) => !p.flags.stoppedFromSale);

describe('the catalogue', () => {
  it('holds about fifty products, every code the specs name among them', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(45);
    for (const code of [...SPEC_NAMED, ...STOPPED_SALE_CODES]) expect(catalog.find(code), code).toBeDefined();
  });

  it('flags exactly the fourteen stopped codes as stopped', () => {
    const stopped = catalog.products.filter((p) => p.flags.stoppedFromSale).map((p) => p.code);
    expect(stopped.sort()).toEqual([...STOPPED_SALE_CODES].sort());
  });

  it('has all four families on sale, and three group-property products without a detail page', () => {
    expect(new Set(onSale.map((p) => p.type))).toEqual(new Set(['medical', 'group-accident', 'group-property', 'travel']));
    const noDetail = onSale.filter((p) => p.flags.noDetailPage);
    expect(noDetail).toHaveLength(3);
    expect(noDetail.every((p) => p.type === 'group-property')).toBe(true);
  });

  it('gives the data-download tab to two products and pingansf its dialogs and sub-views', () => {
    expect(catalog.products.filter((p) => p.flags.dataDownloadTab).map((p) => p.code).sort()).toEqual(['pingansf', 'tatt2024']);
    expect(product('pingansf').flags).toMatchObject({
      dialogs: ['batchPaste', 'dutyCalculator', 'newInsured', 'voucherPay', 'qrCodePay', 'balancePay'],
      propertySubViews: ['property', 'rent'],
    });
    expect(product('pingansf').payMethods).toContain('66');
  });

  it('names the provider of every pay method, the same for a method in every product (the gateway setting routes a method, not a product)', () => {
    const providers = new Map<string, Set<string>>();
    for (const p of catalog.products) {
      for (const method of p.payMethods) {
        expect(p.payProviders[method], `${p.code}/${method}`).toBeDefined();
        providers.set(method, (providers.get(method) ?? new Set()).add(String(p.payProviders[method])));
      }
    }
    for (const [method, names] of providers) expect([...names], method).toHaveLength(1);
    expect(product('hoschengen').payProviders).toMatchObject({ '0': 'wechat', '8': 'alipay', '9': 'unionpay' });
  });

  it('prices every plan of every product on sale with its trial, and marks every rate table as demo', () => {
    for (const p of onSale) {
      const ratable = toRatableProduct(p);
      expect(p.rating.ratesAreDemo).toBe(true);
      for (const plan of p.plans) {
        const quote = quotePremium(ratable, trialQuoteRequest(ratable, { planCode: plan.planCode }, '2025-05-01'));
        expect(quote.totalPremiumFen, `${p.code}/${plan.planCode}`).toBeGreaterThan(0);
      }
    }
  });

  it('charges more for riskier occupation classes on every group plan', () => {
    for (const p of catalog.products) {
      if (p.rating.model !== 'level-premium' && p.rating.model !== 'level-rate') continue;
      for (const rates of Object.values(p.rating.byPlan)) {
        const values = Object.entries(rates).sort(([a], [b]) => a.localeCompare(b)).map(([, value]) => value);
        expect(values, p.code).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });

  it('has the mandatory documents, and a health notice on medical and travel products', () => {
    for (const p of catalog.products) {
      const mandatory = p.materials.filter((m) => m.whetherMandatoryRead).map((m) => m.materialType);
      expect(mandatory, p.code).toEqual(expect.arrayContaining(['1', '2', '4', '17']));
      expect(mandatory.includes('3'), p.code).toBe(p.type === 'medical' || p.type === 'travel');
    }
  });
});

describe('travel plans of the storefront', () => {
  const rule = (code: string, planCode: string) => {
    const p = product(code);
    const { minYears, minDays, maxYears } = ageRuleOf(p, p.plans.find((plan) => plan.planCode === planCode));
    return { minYears, minDays, maxYears };
  };

  it('keeps the storefront age table', () => {
    expect(rule('rhjwly', 'pearl')).toEqual({ minDays: 28, maxYears: 80, minYears: undefined });
    expect(rule('rhjwlynd', 'platinum182')).toMatchObject({ minDays: 28, maxYears: 80 });
    expect(rule('hyschengen', 'standard')).toMatchObject({ minYears: 1, maxYears: 80 });
    expect(rule('hyglobal', 'premiumCovid')).toMatchObject({ minDays: 60, maxYears: 80 });
    expect(rule('olschengen', 'online')).toMatchObject({ minDays: 60, maxYears: 60 });
    expect(rule('oloverseas', 'annual183')).toMatchObject({ minDays: 60, maxYears: 90 });
    expect(rule('hoschengen', 'single')).toMatchObject({ minDays: 60, maxYears: 90 });
    expect(rule('hoschengen', 'annual366')).toMatchObject({ minDays: 60, maxYears: 60 });
    expect(rule('hoglobal', 'classic')).toMatchObject({ minDays: 60, maxYears: 90 });
    expect(rule('zxxhly', 'single90')).toMatchObject({ minDays: 60, maxYears: 80 });
  });

  it('keeps both readings where the texts disagree and applies the stricter', () => {
    expect(product('rhjwlynd366').ageRule).toMatchObject({ minYears: 18, maxYears: 60 });
    expect(product('rhjwlynd366').ageRule.readings?.map((r) => r.maxYears)).toEqual([65, 60]);
    expect(product('hostudy').ageRule).toMatchObject({ minYears: 12, maxYears: 40 });
    expect(product('hostudy').ageRule.readings?.map((r) => r.maxYears)).toEqual([60, 40]);
  });

  it('has the three tiers single and annual, six bank global plans, and the trip limits', () => {
    expect(product('rhjwly').plans.map((p) => p.planCode)).toEqual(['pearl', 'jade', 'platinum']);
    expect(product('rhjwlynd').plans.map((p) => p.travel?.maxTripDays)).toEqual([182, 182, 182]);
    expect(product('hyglobal').plans).toHaveLength(6);
    expect(product('hyschengennd').plans[0].travel).toMatchObject({ tripType: 'annual', maxTripDays: 90 });
    expect(product('zxxhly').plans.map((p) => p.travel?.maxTripDays)).toEqual([90, 90]);
    expect(product('hoschengen').plans.map((p) => p.travel?.maxTripDays)).toEqual([366, 365, 366]);
  });

  it('makes exactly one plan non-refundable after 180 days', () => {
    const plans = catalog.products.flatMap((p) => p.plans.filter((plan) => plan.travel?.nonRefundableAfterDays).map((plan) => `${p.code}/${plan.planCode}`));
    expect(plans).toEqual(['rhjwlynd366/platinum366']);
  });

  it('names 95550 and 950610 as the storefront says', () => {
    expect(product('rhjwly').hotlines.map((line) => line.number)).toContain('95550');
    expect(product('hoschengen').claimGuide.domesticReportTel).toBe('950610');
    expect(product('hoschengen').disclosure.insuranceNoticeInfo.zh).toContain('950610');
  });
});

describe('a bad product file', () => {
  const raw = () => structuredClone(tatt2024) as Record<string, unknown> & { plans: { planName: Record<string, unknown> }[] };

  it('is refused with the file and the field', () => {
    const broken = raw();
    delete broken.plans[0].planName.en;
    expect(() => validateProduct('products/tatt2024.ts', broken)).toThrow(/products\/tatt2024\.ts: plans\.0\.planName\.en/);
  });

  it('is refused when its rates miss a plan or an occupation class', () => {
    const broken = raw() as unknown as ProductConfig;
    delete (broken.rating.byPlan as Record<string, unknown>).premium;
    expect(() => validateProduct('tatt2024.ts', broken)).toThrow(/rating\.byPlan\.premium: no rates for plan premium/);
    const noLevel = raw() as unknown as ProductConfig;
    delete (noLevel.rating.byPlan.basic as Record<string, unknown>)['6'];
    expect(() => validateProduct('tatt2024.ts', noLevel)).toThrow(/rating\.byPlan\.basic\.6: plan basic accepts level 6/);
  });

  it('is refused when its name, stop flag or Schengen cover disagree with the rules', () => {
    expect(() => validateProduct('products/other.ts', raw())).toThrow(/code: "tatt2024" does not match the file name/);
    expect(() => validateProduct('tatt2024.ts', { ...raw(), flags: { stoppedFromSale: true } })).toThrow(/flags\.stoppedFromSale: must be false/);
    const schengen = structuredClone(product('rhjwly'));
    schengen.plans[0].duties[0].sumInsuredFen = 20_000_000;
    expect(() => validateProduct('rhjwly.ts', schengen)).toThrow(/plans\.0\.duties: a Schengen plan needs at least 300,000 yuan/);
  });

  it('stops the whole load (and so the server) with the file and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    const broken = raw() as unknown as ProductConfig;
    broken.ageRule = { minYears: 16, maxYears: 65, readings: [{ minYears: 18, maxYears: 60, source: { zh: '须知', en: 'Notice' } }] };
    writeFileSync(join(dir, 'tatt2024.json'), JSON.stringify(broken));
    const load = loadCatalog(dir);
    await expect(load).rejects.toBeInstanceOf(CatalogError);
    await expect(load).rejects.toThrow(`${join(dir, 'tatt2024.json')}: ageRule.readings.0: the rule must be the strictest of its readings`);
  });
});
