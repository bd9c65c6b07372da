import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { formatYuan } from '../../../domain/money';
import { insuredAge, quotePremium } from '../../../domain/rating';
import { checkQuote } from '../../../domain/rules';
import { coverForAge } from '../../../domain/rules/travel-cover';
import { type ApplicationValues, effectiveInsureds, personFacts } from './application';
import { useProblemText } from './problem-text';

/** The premium as the server will price it (the same domain function), with each age's cover changes. */
export function PremiumSummary({ control, product, today }: { control: Control<ApplicationValues>; product: RatableProduct; today: string }) {
  const { t, lang } = useTranslation('storefront');
  const problemText = useProblemText();
  const values = useWatch({ control }) as ApplicationValues;
  const plan = findPlan(product, values.planCode);
  if (!plan || !values.insureds) return null;
  const people = effectiveInsureds(values).map((insured) => ({ name: insured.name, ...personFacts(insured.idType, insured.idNumber, insured.birthDate, insured.gender, today) }));
  const request = {
    planCode: plan.planCode,
    startDate: values.startDate,
    ...(plan.travel?.tripType === 'single' && { endDate: values.endDate }),
    insureds: people.map((person) => (person.birthDate ? { birthDate: person.birthDate } : { age: 30 })),
  };
  const known = people.every((person) => person.birthDate);
  const problems = known ? checkQuote(product, request, { today }) : [];
  const quote = known && problems.length === 0 ? quotePremium(product, request) : null;
  return (
    <section className="sf-box sf-premium" aria-label={t('form.premium')}>
      <h2 className="sf-box__title">{t('form.premium')}</h2>
      {quote ? (
        <>
          <p className="sf-price">{t('form.total', { price: formatYuan(quote.totalPremiumFen), count: quote.insureds.length })}</p>
          <ul className="plain-list">
            {quote.insureds.map((insured) => {
              const age = insuredAge(request.insureds[insured.index], request.startDate) ?? 0;
              const changed = coverForAge(plan, age).filter((cover) => cover.reduction);
              return (
                <li key={insured.index}>
                  {people[insured.index].name || t('form.insuredN', { n: insured.index + 1 })}: {formatYuan(insured.premiumFen)}
                  {changed.map((cover) => (
                    <div key={cover.dutyCode} className="sf-reduction">
                      {t(`form.reduction.${cover.reduction}`, {
                        duty: plan.duties.find((duty) => duty.dutyCode === cover.dutyCode)?.dutyName[lang],
                        from: formatYuan(cover.planSumInsuredFen ?? 0),
                        to: formatYuan(cover.sumInsuredFen),
                      })}
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </>
      ) : problems.length > 0 ? (
        // The details are known but cannot be priced: say why rather than ask for them again.
        <p className="sf-alert">
          {problems
            .map((problem) => {
              const insured = problem.insuredIndex === undefined ? null : people[problem.insuredIndex]?.name || t('form.insuredN', { n: problem.insuredIndex + 1 });
              return `${insured ? `${insured}${t('common:punctuation.colon')}` : ''}${problemText(problem.code, problem.params)}`;
            })
            .join(t('common:punctuation.listSeparator'))}
        </p>
      ) : (
        <p className="muted">{t('form.premiumPending')}</p>
      )}
      <p className="muted">{t('list.demoRates')}</p>
    </section>
  );
}
