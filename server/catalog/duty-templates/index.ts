import { t } from '../../../domain/catalog';
import type { DutyTemplate } from '../../../domain/group-medical';
import { buildTemplate, type DutyInput } from './build';

const inpatient = (options: DutyInput['options']): DutyInput => ({ dutyCode: 'inpatient', name: t('住院医疗', 'Inpatient'), required: true, loading: 'general', options });
const outpatient = (options: DutyInput['options']): DutyInput => ({ dutyCode: 'outpatient', name: t('门急诊医疗', 'Outpatient'), loading: 'general', options });
const maternity = (options: DutyInput['options']): DutyInput => ({ dutyCode: 'maternity', name: t('生育医疗', 'Maternity'), loading: 'maternity', options });
const dental = (options: DutyInput['options']): DutyInput => ({ dutyCode: 'dental', name: t('牙科', 'Dental'), loading: 'flat', options });
const wanLabel = (wan: number) => t(`${wan}万元`, `CNY ${wan * 10}k`);
const yuanLabel = (yuan: number) => t(`${yuan}元`, `CNY ${yuan}`);

/** The duty templates of the three group medical products (getDutyTemplate/{id}); every rate is a demonstration rate. */
const TEMPLATES: readonly DutyTemplate[] = [
  buildTemplate({
    productCode: 'gytx',
    minEmployees: 5,
    duties: [
      inpatient([
        { optionCode: 'IP100', label: wanLabel(100), planCode: 'AFP1', annualLimitYuan: 1_000_000, coPayPercent: 10, adultYuan: 1600 },
        { optionCode: 'IP200', label: wanLabel(200), planCode: 'AFP2', annualLimitYuan: 2_000_000, adultYuan: 2600 },
        { optionCode: 'IP400', label: wanLabel(400), planCode: 'AFP3', annualLimitYuan: 4_000_000, adultYuan: 4100 },
      ]),
      outpatient([
        { optionCode: 'OP1', label: wanLabel(1), annualLimitYuan: 10_000, coPayPercent: 10, adultYuan: 900 },
        { optionCode: 'OP2', label: wanLabel(2), annualLimitYuan: 20_000, adultYuan: 1500 },
      ]),
      maternity([
        { optionCode: 'MT2', label: wanLabel(2), annualLimitYuan: 20_000, adultYuan: 1200 },
        { optionCode: 'MT3', label: wanLabel(3), annualLimitYuan: 30_000, adultYuan: 1700 },
      ]),
      dental([
        { optionCode: 'DT3000', label: yuanLabel(3000), annualLimitYuan: 3000, coPayPercent: 20, adultYuan: 380 },
        { optionCode: 'DT5000', label: yuanLabel(5000), annualLimitYuan: 5000, coPayPercent: 20, adultYuan: 560 },
      ]),
    ],
  }),
  buildTemplate({
    productCode: 'MedilinkGroupZHX',
    minEmployees: 5,
    duties: [
      inpatient([
        { optionCode: 'IP20', label: wanLabel(20), planCode: 'ZHX-A', annualLimitYuan: 200_000, deductibleYuan: 500, coPayPercent: 20, adultYuan: 420 },
        { optionCode: 'IP50', label: wanLabel(50), planCode: 'ZHX-B', annualLimitYuan: 500_000, deductibleYuan: 200, coPayPercent: 10, adultYuan: 690 },
      ]),
      outpatient([
        { optionCode: 'OP5000', label: yuanLabel(5000), annualLimitYuan: 5000, deductibleYuan: 100, coPayPercent: 20, adultYuan: 260 },
        { optionCode: 'OP10000', label: wanLabel(1), annualLimitYuan: 10_000, deductibleYuan: 100, coPayPercent: 10, adultYuan: 460 },
      ]),
      dental([{ optionCode: 'DT2000', label: yuanLabel(2000), annualLimitYuan: 2000, coPayPercent: 30, adultYuan: 220 }]),
    ],
  }),
  buildTemplate({
    productCode: 'MedilinkGroupZRY',
    minEmployees: 10,
    duties: [
      inpatient([
        { optionCode: 'IP50', label: wanLabel(50), planCode: 'ZRY-1', annualLimitYuan: 500_000, deductibleYuan: 300, coPayPercent: 10, adultYuan: 820 },
        { optionCode: 'IP100', label: wanLabel(100), planCode: 'ZRY-2', annualLimitYuan: 1_000_000, adultYuan: 1350 },
      ]),
      outpatient([
        { optionCode: 'OP1', label: wanLabel(1), annualLimitYuan: 10_000, coPayPercent: 10, adultYuan: 560 },
        { optionCode: 'OP2', label: wanLabel(2), annualLimitYuan: 20_000, adultYuan: 850 },
      ]),
      maternity([{ optionCode: 'MT1', label: wanLabel(1), annualLimitYuan: 10_000, adultYuan: 650 }]),
    ],
  }),
];

/** A product's duty template, or undefined for a product quoted another way. */
export function dutyTemplateOf(productCode: string): DutyTemplate | undefined {
  return TEMPLATES.find((template) => template.productCode === productCode);
}

export const QUOTED_PRODUCT_CODES = TEMPLATES.map((template) => template.productCode);
