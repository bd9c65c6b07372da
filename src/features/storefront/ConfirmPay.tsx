import { useQuery } from '@tanstack/react-query';
import { Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { formatYuan } from '../../../domain/money';
import { openDialog } from '../../app/dialogs/dialog-store';
import { readShare } from '../../lib/session';
import { payMethodTypesQuery } from '../../lib/api/query-pay-method-types';
import { PayMethodChooser } from '../../components/pay-method-chooser/PayMethodChooser';
import type { SaveAnswer } from './api/save-travel-order';
import { type ApplicationValues, effectiveInsureds } from './application';

interface Props {
  saved: SaveAnswer;
  values: ApplicationValues;
  product: RatableProduct;
  onEdit: () => void;
}

/** Confirmation and payment (storefront-spec 2, screen 5): the saved order, a pay method, then the pay dialog. */
export function ConfirmPay({ saved, values, product, onEdit }: Props) {
  const { t, i18n, lang } = useTranslation('storefront');
  const methods = useQuery(payMethodTypesQuery(product.code));
  const [payMethod, setPayMethod] = useState('');
  const plan = findPlan(product, values.planCode);

  const pay = () => {
    // The pay dialog opens only with a method chosen (portal-spec 4).
    if (!payMethod) {
      Toast.show({ content: t('confirm.noMethod') });
      return;
    }
    openDialog('pay', {
      policyId: saved.data.policyId,
      payMethod,
      productCode: product.code,
      totalPremium: saved.data.totalPremium,
      name: plan?.planName[lang],
      holderName: values.holderName,
      ...(readShare().u && { creator: readShare().u }),
    });
  };

  return (
    <section className="sf-page" aria-labelledby="sf-confirm">
      <h1 id="sf-confirm" className="sf-detail__title">
        {t('confirm.title')}
      </h1>
      <List>
        <List.Item extra={saved.data.policyId}>{t('confirm.orderNo')}</List.Item>
        <List.Item extra={plan?.planName[lang]}>{t('form.plan')}</List.Item>
        <List.Item extra={`${values.startDate} – ${plan?.travel?.tripType === 'annual' ? t('form.oneYear') : values.endDate}`}>{t('confirm.period')}</List.Item>
        <List.Item extra={values.holderName}>{t('form.applicant')}</List.Item>
        <List.Item extra={effectiveInsureds(values).map((insured) => insured.name).join('、')}>{t('form.insureds')}</List.Item>
        <List.Item extra={<strong className="sf-price">{formatYuan(saved.data.totalPremiumFen)}</strong>}>{t('confirm.premium')}</List.Item>
      </List>
      <section className="sf-box" aria-labelledby="sf-pay-method">
        <h2 id="sf-pay-method" className="sf-box__title">{t('confirm.method')}</h2>
        <PayMethodChooser methods={methods.data ?? []} value={payMethod} onChange={(choice) => setPayMethod(choice.payMethod)} label={t('confirm.method')} />
        <p className="muted">{t('confirm.expires', { time: new Date(saved.data.expiresAt).toLocaleString(i18n.language) })}</p>
      </section>
      <div className="product-page__footer sf-row">
        <Button onClick={onEdit}>{t('confirm.edit')}</Button>
        <Button color="primary" onClick={pay}>
          {t('confirm.pay')}
        </Button>
      </div>
    </section>
  );
}
