import { useTranslation } from '../../lib/translate';
import type { QuotationPriceView } from '../../../domain/api/quotation';
import type { DutyTemplate } from '../../../domain/group-medical';
import { formatYuan } from '../../../domain/money';

/** The premium by duty and by age band, and the total; the rates are said to be demonstration rates. */
export function PremiumTable({ price, template }: { price: QuotationPriceView; template: DutyTemplate }) {
  const { t, lang: language } = useTranslation('quotation');
  const dutyOf = (code: string) => template.duties.find((duty) => duty.dutyCode === code);
  return (
    <section className="quotation__premium" aria-label={t('premium.title')} data-testid="premium-table">
      <p className="quotation__demo">{t('demoRates')}</p>
      <table className="quotation__table">
        <caption>{t('premium.byDuty')}</caption>
        <thead>
          <tr>
            <th>{t('premium.duty')}</th>
            <th>{t('premium.option')}</th>
            <th>{t('premium.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {price.duties.map((row) => {
            const duty = dutyOf(row.dutyCode);
            return (
              <tr key={row.dutyCode}>
                <td>{duty?.name[language] ?? row.dutyCode}</td>
                <td>{duty?.options.find((option) => option.optionCode === row.optionCode)?.label[language]}</td>
                <td>{formatYuan(row.premiumFen)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="quotation__table">
        <caption>{t('premium.byBand')}</caption>
        <thead>
          <tr>
            <th>{t('premium.band')}</th>
            <th>{t('premium.male')}</th>
            <th>{t('premium.female')}</th>
            <th>{t('premium.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {price.bands.map((band) => (
            <tr key={band.minAge}>
              <td>{t('premium.ages', { min: band.minAge, max: band.maxAge })}</td>
              <td>{band.male}</td>
              <td>{band.female}</td>
              <td>{formatYuan(band.premiumFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="quotation__factors">{t('premium.factors', { members: price.members, employees: price.employees, group: price.groupSizeFactor, industry: price.industryFactor })}</p>
      <p className="quotation__total" data-testid="premium-total">
        {t('premium.total', { amount: formatYuan(price.totalPremiumFen) })}
      </p>
    </section>
  );
}
