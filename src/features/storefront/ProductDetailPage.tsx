import { useQuery } from '@tanstack/react-query';
import { Button, Stepper } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { AgeRule, LocalText } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { formatYuan } from '../../../domain/money';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { agreementQuery } from '../../components/product-info/api/query-agreement';
import { productQuery } from '../../components/product-info/api/query-product';
import { ProductTabs } from '../../components/product-info/ProductTabs';
import { mandatoryMaterials, ProductNotices } from '../../components/reading/ProductNotices';
import { plansQuery } from '../../lib/api/query-plans';
import { readShare } from '../../lib/session';
import { premiumTrialQuery } from './api/calculate-premium-trial';
import { useShareLinkStanding } from './share-link-standing';
import './storefront.css';
import { ProblemBlock } from '../../components/ProblemBlock';

const DEFAULT_DAYS = 7;

/** /astp/productDetail?p=: tabs, plan selector, premium trial over an adjustable period, then the notices. */
export function ProductDetailPage() {
  const { t, i18n, lang } = useTranslation('storefront');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('p') ?? '';
  const product = useQuery({ ...productQuery(code, i18n.language), enabled: code !== '' });
  const plans = useQuery({ ...plansQuery(code), enabled: code !== '' });
  const userId = readShare().u ?? '';
  const link = useShareLinkStanding(code);
  const agreement = useQuery({ ...agreementQuery(code, userId, i18n.language), enabled: Boolean(code && userId) });
  const today = todayInBeijing();
  const [planCode, setPlanCode] = useState(params.get('planCode') ?? '');
  const [startDate, setStartDate] = useState(addDays(today, 1));
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [details, setDetails] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const onCheckedChange = useCallback((checked: boolean) => setAgreed(checked), []);

  const plan = plans.data ? (findPlan(plans.data, planCode) ?? plans.data.plans[0]) : undefined;
  const single = plan?.travel?.tripType === 'single';
  const trial = useQuery({ ...premiumTrialQuery({ productCode: code, planCode: plan?.planCode ?? '', startDate, ...(single && { days }) }), enabled: Boolean(plan) });

  // Without a product the customer is shown what is on sale (portal-spec 2.3's page for a missing product).
  if (!code) return <Navigate to="/sd" replace />;
  if (product.isError) return <ProblemBlock status="default" />;
  if (!product.data || !plans.data || !plan) return null;
  const ageRule: AgeRule = plan.ageRule ?? plans.data.ageRule;
  const mandatory = mandatoryMaterials(agreement.data);
  const endDate = single ? addDays(startDate, days - 1) : addDays(addDays(startDate, 365), -1);

  const apply = () => {
    const query = new URLSearchParams({ p: code, planCode: plan.planCode, startDate, endDate });
    navigate(`/astp/addPolicy?${query}`);
  };

  return (
    <article className="sf-page">
      <img className="product-page__image" src={product.data.detailImgUrl} alt="" width={390} height={180} fetchPriority="high" />
      <h1 className="sf-detail__title">{product.data.productName}</h1>
      <p className="sf-detail__sale">{product.data.productSale}</p>
      <p className="muted sf-detail__insurer">{product.data.underCompany}</p>

      <section className="sf-box" aria-label={t('detail.plan')}>
        <h2 className="sf-box__title">{t('detail.plan')}</h2>
        <div className="sf-plans" role="radiogroup" aria-label={t('detail.plan')}>
          {plans.data.plans.map((candidate) => (
            <label key={candidate.planCode} className={`sf-plan${candidate.planCode === plan.planCode ? ' sf-plan--on' : ''}`}>
              <input type="radio" name="plan" checked={candidate.planCode === plan.planCode} onChange={() => setPlanCode(candidate.planCode)} />
              {candidate.planName[lang]}
            </label>
          ))}
        </div>
        <AgeNote rule={ageRule} lang={lang} />
        <Button size="small" fill="outline" onClick={() => setDetails(!details)} aria-expanded={details}>
          {t('detail.viewDetails')}
        </Button>
        {details ? (
          <table className="sf-duties">
            <tbody>
              {plan.duties.map((duty) => (
                <tr key={duty.dutyCode}>
                  <th scope="row">{duty.dutyName[lang]}</th>
                  <td>{formatYuan(duty.sumInsuredFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="muted">{t('detail.destination', { destination: plan.travel?.destination[lang] ?? '' })}</p>
      </section>

      <section className="sf-box" aria-label={t('detail.trial')}>
        <h2 className="sf-box__title">{t('detail.trial')}</h2>
        <label className="form-field__label" htmlFor="sf-trial-start">
          {t('form.startDate')}
        </label>
        <input id="sf-trial-start" className="sf-native" type="date" value={startDate} min={addDays(today, 1)} onChange={(event) => event.target.value && setStartDate(event.target.value)} />
        {single ? (
          <div className="sf-row">
            <span>{t('detail.days')}</span>
            <Stepper min={1} max={plan.travel?.maxTripDays ?? 366} value={days} onChange={(value) => setDays(value)} aria-label={t('detail.days')} />
          </div>
        ) : (
          <p className="muted">{t('detail.annual', { max: plan.travel?.maxTripDays })}</p>
        )}
        <p className="sf-detail__period">{t('detail.period', { start: startDate, end: endDate })}</p>
        <p className="sf-price" aria-live="polite">
          {trial.isFetching ? t('detail.calculating') : trial.data ? t('detail.premium', { price: formatYuan(trial.data.totalPremiumFen) }) : '-'}
        </p>
        <p className="muted">{t('detail.trialNote')}</p>
      </section>

      <ProductTabs product={product.data} agreement={agreement.data} />

      <footer className="product-page__footer">
        {mandatory.length > 0 ? (
          <ProductNotices product={product.data} userId={userId} agreement={agreement.data} onCheckedChange={onCheckedChange} />
        ) : null}
        {link === 'invalid' ? (
          <p role="alert" className="sf-alert">
            {t('detail.needsIssuer')}
          </p>
        ) : null}
        <p className="muted">{t('detail.scrollHint')}</p>
        <Button block color="primary" disabled={!agreed || link !== 'valid'} onClick={apply}>
          {t('detail.apply')}
        </Button>
      </footer>
    </article>
  );
}

/** The one age rule the plan applies, and its condition for the customer; why it was chosen is in decision 015. */
function AgeNote({ rule, lang }: { rule: AgeRule; lang: keyof LocalText }) {
  const { t } = useTranslation('storefront');
  const min = rule.minDays !== undefined ? t('detail.ageDays', { days: rule.minDays }) : t('detail.ageYears', { years: rule.minYears });
  return (
    <div className="sf-age">
      <p>{t('detail.ages', { min, max: rule.maxYears })}</p>
      {rule.note ? <p className="sf-age__note">{rule.note[lang]}</p> : null}
    </div>
  );
}
