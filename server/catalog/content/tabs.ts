import { type LocalText, type Plan, t } from '../../../domain/catalog';
import { amount, numberedList, table } from './html';

export interface TabsInput {
  readonly highlights: readonly LocalText[];
  readonly plans: readonly Plan[];
  readonly rules: readonly LocalText[];
  /** Replaces the cover table built from the plans (property products, whose sums are chosen). */
  readonly coverTable?: LocalText;
}

/** The cover table, built from the plans themselves so the page never disagrees with the rates. */
export function coverTable(plans: readonly Plan[]): LocalText {
  const duties = plans.flatMap((p) => p.duties).filter((duty, index, all) => all.findIndex((d) => d.dutyCode === duty.dutyCode) === index);
  const rows = duties.map((duty) => [
    duty.dutyName,
    ...plans.map((p) => {
      const own = p.duties.find((d) => d.dutyCode === duty.dutyCode);
      return own ? amount(own.sumInsuredFen) : t('—', '—');
    }),
  ]);
  return table([t('保障项目', 'Cover'), ...plans.map((p) => p.planName)], rows);
}

export function productTabs({ highlights, plans, rules, coverTable: cover }: TabsInput) {
  return [
    { tabName: t('产品特色', 'Highlights'), tabContent: numberedList(highlights) },
    { tabName: t('保障计划', 'Benefits'), tabContent: cover ?? coverTable(plans) },
    { tabName: t('投保规则', 'Rules'), tabContent: numberedList(rules) },
  ];
}
