import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { productsOnSaleQuery } from './api/products-on-sale';

/** /sd: where /index sends an unknown or stopped product (portal-spec 2.3): say so, and offer what is on sale. */
export function ProductMissingPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const products = useQuery(productsOnSaleQuery(i18n.language));
  return (
    <section className="page">
      <ErrorBlock status="empty" title={t('productMissing.title')} description={t('productMissing.description')} />
      <List header={t('productMissing.onSale')}>
        {(products.data ?? []).map((product) => (
          <List.Item key={product.productCode} description={product.underCompany} onClick={() => navigate(`/${product.pageName}`)}>
            {product.productName}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
