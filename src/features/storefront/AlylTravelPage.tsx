import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { useLandingChannel } from './channel';
import { Guides } from './Guides';
import { ProductList } from './ProductList';
import './storefront.css';

/** /alyl-travel: the standalone travel flow, a landing page of its own that leads into the same journey. */
export function AlylTravelPage() {
  const { t } = useTranslation('storefront');
  useLandingChannel();
  return (
    <div className="sf-page">
      <header className="sf-hero sf-hero--alyl">
        <h1 className="sf-hero__title">{t('alyl.title')}</h1>
        <ol className="sf-steps">
          {['1', '2', '3', '4'].map((step) => (
            <li key={step}>{t(`alyl.step${step}`)}</li>
          ))}
        </ol>
      </header>
      <ProductList />
      <nav className="sf-links">
        <Link to="/astp/policyQuery">{t('links.policyQuery')}</Link>
      </nav>
      <Guides />
    </div>
  );
}
