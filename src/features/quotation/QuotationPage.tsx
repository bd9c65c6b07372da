import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { askToSignIn } from '../../app/dialogs/dialog-store';
import { useSignedIn } from '../../lib/session';
import { quotationQuery } from './api/query-quotation';
import { QuotationEditor } from './QuotationEditor';
import { QuotationResult } from './QuotationResult';
import './quotation.css';

/**
 * /premium/gytx, /premium/MedilinkGroupZHXpremium (and its result child), /premium/MedilinkGroupZRYpremium: a
 * group medical quotation. Without ?id= a new one; a draft opens in the editor, anything else as its result.
 */
export function QuotationPage({ productCode, resultPath }: { productCode: string; resultPath?: string }) {
  const { t } = useTranslation('quotation');
  const signedIn = useSignedIn();
  return (
    <section className="page quotation">
      <h1 className="page__title">{t(`titles.${productCode}`)}</h1>
      <p className="page__intro">{t('intro')}</p>
      {signedIn ? (
        <Quotation productCode={productCode} resultPath={resultPath} />
      ) : (
        <Button block color="primary" onClick={askToSignIn}>
          {t('signIn')}
        </Button>
      )}
    </section>
  );
}

function Quotation({ productCode, resultPath }: { productCode: string; resultPath?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = params.get('id');
  const quotation = useQuery({ ...quotationQuery(id ?? ''), enabled: id !== null });
  // A saved quotation opens on the product's result child where it has one (ZHX), else on the page itself.
  const open = (next: string) => navigate(`${resultPath ?? pathname}?id=${encodeURIComponent(next)}`);
  if (id === null) return <QuotationEditor key="new" productCode={productCode} onSaved={open} />;
  if (!quotation.data) return null;
  if (quotation.data.state === 'draft') return <QuotationEditor key={id} productCode={quotation.data.productCode} draft={quotation.data} onSaved={open} />;
  return <QuotationResult quotation={quotation.data} onOpen={open} />;
}
