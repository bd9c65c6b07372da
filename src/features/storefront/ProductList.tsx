import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { StorefrontProduct } from '../../../domain/api/storefront';
import { formatYuan } from '../../../domain/money';
import { TabBar } from '../../components/TabBar';
import { storefrontProductsQuery } from './api/query-storefront-products';
import { ProblemBlock } from '../../components/ProblemBlock';

const SORTS = ['ranking', 'default', 'insurer'] as const;
type Sort = (typeof SORTS)[number];

/** Ranking: most sold first (then cheapest); Default: catalogue order; Insurance Company: by insurer, then price. */
function sortProducts(products: readonly StorefrontProduct[], sort: Sort, filter?: (product: StorefrontProduct) => boolean): StorefrontProduct[] {
  const list = products.filter(filter ?? (() => true));
  if (sort === 'ranking') return [...list].sort((a, b) => b.sales - a.sales || a.fromPremiumFen - b.fromPremiumFen);
  if (sort === 'insurer') return [...list].sort((a, b) => a.underCompany.localeCompare(b.underCompany, 'zh-CN') || a.fromPremiumFen - b.fromPremiumFen);
  return list;
}

/** The storefront's product list (storefront-spec 2, screen 1) with its three sort tabs. */
export function ProductList({ filter }: { filter?: (product: StorefrontProduct) => boolean }) {
  const { t, i18n } = useTranslation('storefront');
  const [sort, setSort] = useState<Sort>('ranking');
  const products = useQuery(storefrontProductsQuery(i18n.language));
  if (products.isError) return <ProblemBlock status="default" />;
  return (
    <section className="sf-list">
      <TabBar tabs={SORTS.map((key) => ({ key, title: t(`list.${key}`) }))} active={sort} onChange={setSort} />
      {/* Until the list arrives it holds a screen's height, so what follows it does not jump when it does. */}
      <ul className="sf-list__items" aria-busy={products.isPending}>
        {sortProducts(products.data ?? [], sort, filter).map((product) => (
          <li key={product.productCode} className="sf-card">
            <Link to={`/astp/productDetail?p=${product.productCode}`} className="sf-card__name">
              {product.productName}
            </Link>
            <p className="sf-card__sale">{product.productSale}</p>
            <p className="sf-card__insurer">{product.underCompany}</p>
            <div className="sf-card__foot">
              <span className="sf-card__price">{t('list.from', { price: formatYuan(product.fromPremiumFen) })}</span>
              <Link to={`/astp/productDetail?p=${product.productCode}`} className="sf-card__choose">
                {t('list.choose')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="muted sf-list__note">{t('list.demoRates')}</p>
    </section>
  );
}
