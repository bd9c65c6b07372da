import { z } from 'zod';
import { MAX_RENT_MONTHS } from '../rules/duty-calculator';

/** The duty calculator's form: the shop's monthly rent in yuan and the months of rent to cover. */
export const dutyCalculatorForm = z.object({
  monthlyRentYuan: z.coerce.number('请输入月租金').positive('请输入月租金').max(10_000_000, '月租金过大'),
  months: z.coerce.number('请输入月数').int('请输入整月数').min(1, `月数为1至${MAX_RENT_MONTHS}个月`).max(MAX_RENT_MONTHS, `月数为1至${MAX_RENT_MONTHS}个月`),
});
export type DutyCalculatorForm = z.infer<typeof dutyCalculatorForm>;
