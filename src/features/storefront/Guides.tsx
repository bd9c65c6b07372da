import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const PRINT_STEPS = ['1', '2', '3'];
const INVOICE_STEPS = ['1', '2', '3'];

/** The three steps to print the e-policy and the invoice application guide (storefront-spec 2, screen 7). */
export function Guides() {
  const { t } = useTranslation('storefront');
  return (
    <Collapse className="sf-guides">
      <Collapse.Panel key="print" title={t('guides.print.title')}>
        <ol>
          {PRINT_STEPS.map((step) => (
            <li key={step}>{t(`guides.print.step${step}`)}</li>
          ))}
        </ol>
      </Collapse.Panel>
      <Collapse.Panel key="invoice" title={t('guides.invoice.title')}>
        <ol>
          {INVOICE_STEPS.map((step) => (
            <li key={step}>{t(`guides.invoice.step${step}`)}</li>
          ))}
        </ol>
      </Collapse.Panel>
    </Collapse>
  );
}
