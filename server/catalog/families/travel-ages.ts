import { type AgeRule, t } from '../../../domain/catalog';

/** Age rules of the storefront's plan table (storefront-spec 5); where its texts disagree the stricter
 * reading applies; `readings` keeps the texts for the record (decision 015), the page shows only the rule. */
export const TRAVEL_AGES = {
  visaTiers: { minDays: 28, maxYears: 80 },
  visaAnnual366: {
    minYears: 18,
    maxYears: 60,
    note: t('限职业类别1-2类、在中国大陆受雇的全职员工。', 'Occupation classes 1-2 only, full-time employees hired in mainland China.'),
    readings: [
      { minYears: 18, maxYears: 65, source: t('计划年龄表：18-65周岁', 'Plan age table: 18-65') },
      { minYears: 18, maxYears: 60, source: t('年度计划投保须知：18-60周岁', 'Annual plan notice: 18-60') },
    ],
  },
  bankSchengen: {
    minYears: 1,
    maxYears: 80,
    note: t('成人18-80周岁，未成年人1-17周岁。', 'Adults 18-80, juveniles 1-17.'),
    readings: [
      { minYears: 1, maxYears: 80, source: t('投保页标签：1-80周岁', 'Application label: 1-80') },
      { minYears: 1, maxYears: 80, source: t('计划说明：成人18-80周岁，未成年人1-17周岁', 'Plan text: adults 18-80, juveniles 1-17') },
    ],
  },
  bank: { minDays: 60, maxYears: 80 },
  upTo90: { minDays: 60, maxYears: 90 },
  upTo60: { minDays: 60, maxYears: 60 },
  mutual: { minDays: 60, maxYears: 80 },
  study: {
    minYears: 12,
    maxYears: 40,
    readings: [
      { minYears: 12, maxYears: 60, source: t('产品说明：12-60周岁', 'Product text: 12-60') },
      { minYears: 12, maxYears: 40, source: t('投保须知：12-40周岁', 'Application notice: 12-40') },
    ],
  },
} satisfies Record<string, AgeRule>;
