import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessRisk, productRiskFlags, RISK_LEVELS, riskReasonText, type UnderwritingRules } from './underwriting';

const rules: UnderwritingRules = {
  highRiskFromLevel: 5,
  highRiskShare: { notify: 0.1, upload: 0.3, refuse: 0.7 },
  insuredCount: { notify: 50, upload: 200 },
  sumPerPersonFen: { notify: 50_000_000, upload: 100_000_000 },
  totalSumFen: { upload: 5_000_000_000 },
};
const people = (count: number, highRisk: number) => Array.from({ length: count }, (_, index) => (index < highRisk ? 5 : 2));

describe('underwriting rules', () => {
  it('asks nothing of a small office staff', () => {
    const risk = assessRisk(rules, { insuredCount: 10, occupationLevels: people(10, 0), sumPerPersonFen: 20_000_000 });
    expect(risk).toMatchObject({ level: 'none', reasons: [], flags: { riskIntegralFlag: '0', riskNotifyFlag: '0', riskUploadFlag: '0' } });
  });

  it('asks for a notice at 10 % high-risk workers, a sealed upload at 30 %, and declines at 70 %', () => {
    const at = (highRisk: number) => assessRisk(rules, { insuredCount: 10, occupationLevels: people(10, highRisk), sumPerPersonFen: 20_000_000 });
    expect(at(1)).toMatchObject({ level: 'notify', highRiskCount: 1, flags: { riskIntegralFlag: '1', riskNotifyFlag: '1', riskUploadFlag: '0' } });
    expect(at(3)).toMatchObject({ level: 'upload', flags: { riskNotifyFlag: '1', riskUploadFlag: '1' }, reasons: [{ measure: 'highRiskShare', limit: 0.3, value: 0.3 }] });
    expect(at(7).level).toBe('refuse');
    // Level 6 is high-risk too; a person without a level is not.
    expect(assessRisk(rules, { insuredCount: 2, occupationLevels: [6, undefined], sumPerPersonFen: 1 }).highRiskCount).toBe(1);
  });

  it('counts group size, the sum per person and the sums of everyone', () => {
    const office = (count: number, sumPerPersonFen: number) => assessRisk(rules, { insuredCount: count, occupationLevels: people(count, 0), sumPerPersonFen });
    expect(office(50, 1).reasons).toEqual([{ measure: 'insuredCount', level: 'notify', value: 50, limit: 50 }]);
    expect(office(200, 1).level).toBe('upload');
    expect(office(1, 50_000_000).reasons.map((reason) => reason.measure)).toEqual(['sumPerPersonFen']);
    expect(office(100, 50_000_000).reasons).toContainEqual({ measure: 'totalSumFen', level: 'upload', value: 5_000_000_000, limit: 5_000_000_000 });
  });

  it('never lowers the level when a policy grows or gets riskier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 200_000_000 }), (count, highRisk, sum) => {
        const base = assessRisk(rules, { insuredCount: count, occupationLevels: people(count, Math.min(highRisk, count)), sumPerPersonFen: sum });
        const more = assessRisk(rules, { insuredCount: count, occupationLevels: people(count, Math.min(highRisk + 1, count)), sumPerPersonFen: sum + 1 });
        expect(RISK_LEVELS.indexOf(more.level)).toBeGreaterThanOrEqual(RISK_LEVELS.indexOf(base.level));
        expect(base.flags.riskUploadFlag === '1').toBe(base.level === 'upload' || base.level === 'refuse');
      }),
    );
  });

  it('says a reached rule in Chinese for the notice and in English for an English page', () => {
    const share = { measure: 'highRiskShare', level: 'upload', value: 0.4, limit: 0.3 } as const;
    expect(riskReasonText(share)).toBe('高风险职业人员占比 40%（≥30%，须签章上传风险告知书）');
    expect(riskReasonText(share, 'en')).toBe('Share in high-risk occupations 40% (≥ 30%: a signed and sealed risk notice must be uploaded)');
    const sum = { measure: 'sumPerPersonFen', level: 'refuse', value: 150_000_000, limit: 100_000_000 } as const;
    expect(riskReasonText(sum)).toBe('每人最高保险金额 150万元（≥100万元，超出承保范围）');
    expect(riskReasonText(sum, 'en')).toBe('Highest sum insured per person CNY 1,500,000 (≥ CNY 1,000,000: outside the cover offered)');
    expect(riskReasonText({ measure: 'insuredCount', level: 'notify', value: 50, limit: 50 }, 'en')).toBe('Number insured 50 (≥ 50: the risk must be disclosed)');
  });

  it('shows on the product which checks its rules can ask for', () => {
    expect(productRiskFlags(rules)).toEqual({ riskIntegralFlag: '1', riskNotifyFlag: '1', riskUploadFlag: '1' });
    const none = { highRiskFromLevel: 5, highRiskShare: {}, insuredCount: {}, sumPerPersonFen: {}, totalSumFen: {} };
    expect(productRiskFlags(none)).toEqual({ riskIntegralFlag: '0', riskNotifyFlag: '0', riskUploadFlag: '0' });
  });
});
