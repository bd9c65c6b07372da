import { useTranslation } from '../../lib/translate';
import { formatYuan } from '../../../domain/money';
import type { PremiumView } from './premium';

interface PremiumPanelProps {
  view: PremiumView;
  /** Everyone listed, priced or not. */
  insuredCount: number;
}

/** The premium calculation panel (portal-spec 2.4): the total of the listed insureds, as the server will price it. */
export function PremiumPanel({ view, insuredCount }: PremiumPanelProps) {
  const { t } = useTranslation('group');
  const unpriced = insuredCount - view.pricedCount;
  return (
    <section className="premium-panel" aria-labelledby="premium-panel-title" aria-live="polite">
      <h2 id="premium-panel-title" className="group-apply__heading">
        {t('premium.title')}
      </h2>
      <dl className="facts">
        <dt>{t('premium.count')}</dt>
        <dd>{t('premium.people', { count: insuredCount })}</dd>
        <dt>{t('premium.total')}</dt>
        <dd className="premium-panel__total" data-testid="premium-total">
          {formatYuan(view.totalFen)}
        </dd>
      </dl>
      {unpriced > 0 ? <p className="muted">{t('premium.unpriced', { count: unpriced })}</p> : null}
      <p className="muted">{t('premium.demo')}</p>
    </section>
  );
}
