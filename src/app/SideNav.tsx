import { useTranslation } from '../lib/translate';
import { NavLink, useSearchParams } from 'react-router';
import { readShare } from '../lib/session';

const SECTIONS = ['priceManage', 'order', 'policyManage', 'correctManage'] as const;

/** The management pages' navigation; links carry u, p, sign and policyId (from orderId), portal-spec 2.4. */
export function SideNav() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const share = readShare();
  const carried = new URLSearchParams();
  const u = params.get('u') ?? share.u;
  const sign = params.get('sign') ?? share.sign;
  const p = params.get('p');
  const policyId = params.get('orderId') ?? params.get('policyId');
  if (u) carried.set('u', u);
  if (p) carried.set('p', p);
  if (sign) carried.set('sign', sign);
  if (policyId) carried.set('policyId', policyId);
  const search = carried.toString();
  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      {SECTIONS.map((section) => (
        <NavLink key={section} to={`/${section}${search ? `?${search}` : ''}`} className="side-nav__link">
          {t(`nav.${section}`)}
        </NavLink>
      ))}
    </nav>
  );
}
