import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { agreementQuery } from '../../components/product-info/api/query-agreement';
import { productQuery } from '../../components/product-info/api/query-product';
import { ProductTabs } from '../../components/product-info/ProductTabs';
import { usePrefetchReferenceFiles } from '../../components/product-info/reference-files';
import { mandatoryMaterials, ProductNotices } from '../../components/reading/ProductNotices';
import { formatYuan } from '../../../domain/money';
import { productListQuery } from '../../lib/api/query-product-list';
import { readShare } from '../../lib/session';
import { shareLink } from './share-link';
import { showToast } from '../../lib/notify';

/** The product page of portal-spec 2.4, one template for every product in the catalogue. */
export function ProductPage() {
  const { productName = '' } = useParams();
  const { t, i18n } = useTranslation('product');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const products = useQuery(productListQuery);
  const code = params.get('p') ?? products.data?.find((product) => product.name === productName)?.code;
  const product = useQuery({ ...productQuery(code ?? '', i18n.language), enabled: Boolean(code) });
  const userId = params.get('u') ?? readShare().u ?? '';
  const agreement = useQuery({ ...agreementQuery(code ?? '', userId, i18n.language), enabled: Boolean(code && userId) });
  const [agreed, setAgreed] = useState(false);
  const mandatory = mandatoryMaterials(agreement.data);
  const onCheckedChange = useCallback((checked: boolean) => setAgreed(checked), []);
  usePrefetchReferenceFiles(product.data);

  if (products.isSuccess && !code) return <NotFoundPage />;
  if (!product.data) return null;
  const page = product.data;

  const sign = params.get('sign') ?? readShare().sign;
  const query = new URLSearchParams({ p: page.productCode, ...(userId && { u: userId }), ...(sign && { sign }) });
  const applyPath = page.productType === 'travel' ? `/astp/productDetail?${query}` : `/${page.pageName}/apply?${query}`;
  // Products flagged "no detail page" (portal-spec 2.1) open straight on their application.
  if (page.flags.noDetailPage) return <Navigate to={applyPath} replace />;

  return (
    <article className="product-page">
      <img className="product-page__image" src={page.detailImgUrl} alt="" width={390} height={180} fetchPriority="high" />
      <header className="product-page__head">
        <h1 className="product-page__title">{page.productName}</h1>
        <Button
          size="small"
          fill="outline"
          onClick={async () => {
            const url = await shareLink(page);
            await navigator.clipboard?.writeText(url).catch(() => undefined);
            showToast(t('share.copied'));
          }}
        >
          {t('share.button')}
        </Button>
      </header>
      <p className="product-page__sale">{page.productSale}</p>
      <div className="product-page__tags">
        {page.productTag.map((tag) => (
          <Tag key={tag} color="primary" fill="outline">
            {tag}
          </Tag>
        ))}
      </div>
      <p className="product-page__insurer">{page.underCompany}</p>
      <p className="product-page__price">
        {t('from', { price: formatYuan(page.fromPremiumFen) })} <span className="muted">{t('demoRates')}</span>
      </p>
      <ProductTabs product={page} agreement={agreement.data} />
      <footer className="product-page__footer">
        {mandatory.length > 0 ? (
          <ProductNotices product={page} userId={userId} agreement={agreement.data} onCheckedChange={onCheckedChange} />
        ) : userId ? null : (
          <p className="muted">{t('needsIssuer')}</p>
        )}
        <Button block color="primary" disabled={!agreed} onClick={() => navigate(applyPath)}>
          {t('apply')}
        </Button>
      </footer>
    </article>
  );
}
