import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { coverDays } from '../../../domain/rating';
import { EXCLUDED_DESTINATIONS, SCHENGEN_STATES } from '../../../domain/rules/travel-application';
import { addDays } from '../../../domain/validators';
import type { ApplicationValues } from './application';
import { CheckInput, DateInput, SelectInput, TextInput } from './fields';
import { decodeProblem, useProblemText } from './problem-text';
import { Controller } from 'react-hook-form';

// Common destinations besides Schengen; the refused ones are listed so the rule can say why.
const OTHER_DESTINATIONS = ['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'JP', 'KR', 'SG', 'TH', 'MY', 'AE', 'TR', 'EG', 'ZA', ...EXCLUDED_DESTINATIONS];

/** Basic Information: plan, period, trip days, destinations, departure and the City of Visa Delivery. */
export function TripSection({ control, product, today }: { control: Control<ApplicationValues>; product: RatableProduct; today: string }) {
  const { t, i18n, lang } = useTranslation('storefront');
  const [planCode, startDate, endDate] = useWatch({ control, name: ['planCode', 'startDate', 'endDate'] });
  const plan = findPlan(product, planCode);
  const annual = plan?.travel?.tripType === 'annual';
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const destinations = [...SCHENGEN_STATES, ...OTHER_DESTINATIONS].map((code) => ({ value: code, label: names.of(code) ?? code }));
  const days = !annual && startDate && endDate && endDate >= startDate ? coverDays(startDate, endDate) : annual ? 365 : 0;
  const problemText = useProblemText();

  return (
    <section className="sf-box" aria-labelledby="sf-basic">
      <h2 id="sf-basic" className="sf-box__title">
        {t('form.basic')}
      </h2>
      <SelectInput control={control} name="planCode" label={t('form.plan')} options={product.plans.map((p) => ({ value: p.planCode, label: p.planName[lang] }))} />
      <p className="muted">{t('form.travelType', { type: t(annual ? 'form.annual' : 'form.single') })}</p>
      <DateInput control={control} name="startDate" label={t('form.startDate')} min={addDays(today, 1)} />
      {annual ? (
        <>
          <p className="muted">{t('form.annualPeriod', { end: startDate ? addDays(addDays(startDate, 365), -1) : '-' })}</p>
          <TextInput control={control} name="tripDays" label={t('form.tripDays', { max: plan?.travel?.maxTripDays })} type="tel" />
        </>
      ) : (
        <DateInput control={control} name="endDate" label={t('form.endDate')} min={startDate} />
      )}
      {/* An end before the start is the end field's error, not a period of 0 days. */}
      {annual || days > 0 ? <p className="muted">{t('form.insuranceDays', { days })}</p> : null}
      <Controller
        control={control}
        name="destinations"
        render={({ field, fieldState }) => {
          const problem = decodeProblem(fieldState.error?.message);
          return (
            <div className={`form-field${problem ? ' form-field--error' : ''}`}>
              <label htmlFor="sf-destinations" className="form-field__label">
                {t('form.destinations')}
              </label>
              <select
                id="sf-destinations"
                className="sf-native sf-native--multi"
                multiple
                value={field.value}
                onChange={(event) => field.onChange([...event.target.selectedOptions].map((option) => option.value))}
              >
                {destinations.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <p className="muted">{t('form.destinationText', { text: plan?.travel?.destination[lang] ?? '' })}</p>
              {problem ? (
                <div className="form-field__error" role="alert">
                  {problemText(problem.code, problem.params)}
                </div>
              ) : null}
            </div>
          );
        }}
      />
      {plan?.travel?.schengen ? <TextInput control={control} name="visaCity" label={t('form.visaCity')} placeholder={t('form.visaCityPlaceholder')} /> : null}
      <CheckInput control={control} name="departsFromMainland" label={t('form.departsFromMainland')} />
    </section>
  );
}
