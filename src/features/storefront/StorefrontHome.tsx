import { useEffect } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import { useShareLinkStanding } from './share-link-standing';
import { useLandingChannel } from './channel';
import { Guides } from './Guides';
import { ProductList } from './ProductList';
import './storefront.css';

/** /astp/home and its channel variants: the hero of the variant, the product list, the guides. */
export function StorefrontHome() {
  const { t } = useTranslation('storefront');
  const channel = useLandingChannel();
  const variant = channel?.channelId ?? 'astp';
  const link = useShareLinkStanding();
  const [params] = useSearchParams();
  const [u, sign] = [params.get('u'), params.get('sign')];
  useEffect(() => {
    // Only inside WeChat, only for a valid agent's link; the SDK code loads after the page is drawn.
    if (link !== 'valid' || !u || !sign || !/MicroMessenger/i.test(navigator.userAgent)) return;
    const { origin } = window.location;
    const share = { title: t('share.title'), desc: t('share.desc'), link: `${origin}/astp/home?u=${encodeURIComponent(u)}&sign=${encodeURIComponent(sign)}`, imgUrl: `${origin}/icons/icon-192.png` };
    void import('../../lib/wechat-share').then(({ configureWechatShare }) => configureWechatShare(share)).catch(() => undefined);
  }, [link, u, sign, t]);
  return (
    <div className="sf-page">
      {link === 'invalid' ? (
        <p role="alert" className="sf-alert sf-alert--banner">
          {t('detail.needsIssuer')}
        </p>
      ) : null}
      <header className={`sf-hero sf-hero--${variant}`}>
        <h1 className="sf-hero__title">{t(`home.title.${variant}`, { defaultValue: t('home.title.astp') })}</h1>
        <p className="sf-hero__intro">{t(`home.intro.${variant}`, { defaultValue: t('home.intro.astp') })}</p>
        {channel?.channelType ? <p className="sf-hero__partner">{t(`home.partner.${channel.channelType}`)}</p> : null}
      </header>
      <ProductList />
      <nav className="sf-links">
        <Link to="/astp/policyQuery">{t('links.policyQuery')}</Link>
        <Link to="/astp/surrender">{t('links.surrender')}</Link>
      </nav>
      <Guides />
    </div>
  );
}
