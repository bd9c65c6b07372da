import { Input, List, Radio } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { Duty, RatableProduct } from '../../../domain/catalog';
import { formatYuan } from '../../../domain/money';
import { Field, PickerTrigger } from '../../components/insured-list/Field';
import { DatePicker, Picker } from '../../components/insured-list/pickers';
import { dateToIso, isoToDate } from '../../components/insured-list/picker-dates';
import { defaultSums, ratedDuties, type RiskValues } from './risk';

interface RiskInfoSectionProps {
  product: RatableProduct;
  risk: RiskValues;
  onChange: (risk: RiskValues) => void;
  startWindow: { earliest: string; latest: string };
  /** Months the product offers; empty when cover is a year. */
  months: readonly number[];
  /** Property products with property and rent sub-views (catalogue flag). */
  propertySubViews: readonly string[];
}


// Only property products with a rent view draw tabs; antd-mobile's bring its animation library, so they load then,
// in a space of their height (group-apply.css) so that nothing moves when they arrive.
const SubViewTabs = lazy(async () => ({ default: (await import('./SubViewTabs')).SubViewTabs }));

// The rent view shows loss-of-rent duties; the property view everything else.
const subViewOf = (kind: Duty['kind']) => (kind === 'rent' ? 'rent' : 'property');

/** 风险信息: plan, start date, term and, for property, the sums insured. */
export function RiskInfoSection({ product, risk, onChange, startWindow, months, propertySubViews }: RiskInfoSectionProps) {
  const { t, lang: language } = useTranslation('group');
  const [picker, setPicker] = useState<'startDate' | 'months' | null>(null);
  const plan = product.plans.find((candidate) => candidate.planCode === risk.planCode);
  const rated = ratedDuties(product, risk.planCode);
  const set = (patch: Partial<RiskValues>) => onChange({ ...risk, ...patch });
  const [subView, setSubView] = useState(propertySubViews[0] ?? '');
  const shownDuties = (plan?.duties ?? []).filter((duty) => !subView || subViewOf(duty.kind) === subView);

  return (
    <section className="group-apply__section group-apply" aria-labelledby="risk-info-title">
      <h2 id="risk-info-title" className="group-apply__heading">
        {t('risk.title')}
      </h2>
      <Radio.Group value={risk.planCode} onChange={(planCode) => set({ planCode: String(planCode), sumsYuan: defaultSums(product, String(planCode)) })}>
        <div className="plan-list" role="radiogroup" aria-label={t('risk.plan')}>
          {product.plans.map((candidate) => (
            <Radio key={candidate.planCode} value={candidate.planCode} className="plan-list__item">
              {candidate.planName[language]}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      {propertySubViews.length > 1 ? (
        <div className="group-apply__sub-views">
          <Suspense fallback={null}>
            <SubViewTabs views={propertySubViews.map((view) => ({ key: view, title: t(`risk.subViews.${view}`) }))} active={subView} onChange={setSubView} />
          </Suspense>
        </div>
      ) : null}
      <List className="duty-list" aria-label={t('risk.duties')}>
        {shownDuties.map((duty) => {
          const bounds = rated[duty.dutyCode];
          return bounds ? (
            <List.Item key={duty.dutyCode}>
              <Field
                id={`sum-${duty.dutyCode}`}
                label={t('risk.sumFor', { duty: duty.dutyName[language], min: formatYuan(bounds.minSumInsuredFen), max: formatYuan(bounds.maxSumInsuredFen), step: formatYuan(bounds.stepFen) })}
              >
                <Input
                  id={`sum-${duty.dutyCode}`}
                  inputMode="decimal"
                  value={risk.sumsYuan[duty.dutyCode] ?? ''}
                  onChange={(yuan) => set({ sumsYuan: { ...risk.sumsYuan, [duty.dutyCode]: yuan } })}
                />
              </Field>
            </List.Item>
          ) : (
            <List.Item key={duty.dutyCode} extra={formatYuan(duty.sumInsuredFen)} description={duty.note?.[language]}>
              {duty.dutyName[language]}
            </List.Item>
          );
        })}
      </List>
      <Field id="risk-startDate" label={t('risk.startDate')}>
        <PickerTrigger id="risk-startDate" text={risk.startDate} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('startDate')} />
      </Field>
      <p className="muted">{t('risk.startWindow', startWindow)}</p>
      {months.length > 0 ? (
        <Field id="risk-months" label={t('risk.term')}>
          <PickerTrigger id="risk-months" text={t('risk.months', { count: risk.months })} placeholder={t('insured.placeholders.pick')} onClick={() => setPicker('months')} />
        </Field>
      ) : (
        <p className="muted">{t('risk.oneYear')}</p>
      )}
      <DatePicker
        visible={picker === 'startDate'}
        min={isoToDate(startWindow.earliest)}
        max={isoToDate(startWindow.latest)}
        value={risk.startDate ? isoToDate(risk.startDate) : null}
        onClose={() => setPicker(null)}
        onConfirm={(date) => set({ startDate: dateToIso(date) })}
      />
      <Picker
        visible={picker === 'months'}
        columns={[months.map((count) => ({ label: t('risk.months', { count }), value: count }))]}
        value={[risk.months]}
        onClose={() => setPicker(null)}
        onConfirm={([count]) => set({ months: Number(count) })}
      />
    </section>
  );
}
