/** The navigation rules of portal-spec 2.3, as one pure decision per location so each rule is tested alone. */

import type { ProductType } from '../../domain/catalog';
import type { ProductRoute } from '../lib/api/query-product-list';

export interface NavigationContext {
  products: ProductRoute[];
  userAgent: string;
  host: string;
}

interface NavigationDecision {
  redirect?: string;
  /** u and sign to keep in the session (rule 2). */
  share?: { u: string; sign: string };
  /** A ureqSeq to exchange for a token (rule 3). */
  ureqSeq?: string;
}

/** Pages that must still open in Internet Explorer (rule 6): the result pages and two insurers' own flows. */
const IE_EXEMPT_PATHS = ['/ieError', '/error', '/insureSuccess', '/insureError', '/success', '/guofu', '/pingansf'];
/** One partner host may not open two insurer-specific pages (rule 7). */
export const BARRED_HOST = 'partner.hebao-demo.cn';
const BARRED_PATHS = ['/guofu', '/ZLWQZA'];

function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export function decideNavigation(pathname: string, search: string, context: NavigationContext): NavigationDecision {
  const query = new URLSearchParams(search);
  const p = query.get('p');
  const u = query.get('u');
  const sign = query.get('sign');
  const ureqSeq = query.get('ureqSeq') ?? undefined;
  const effects: NavigationDecision = {
    ...(u && sign && u !== 'null' ? { share: { u, sign } } : {}),
    ...(ureqSeq ? { ureqSeq } : {}),
  };

  if ((p === 'null' || u === 'null') && pathname !== '/error') return { redirect: '/error' };
  if (isInternetExplorer(context.userAgent) && !IE_EXEMPT_PATHS.includes(pathname)) return { redirect: '/ieError' };
  if (context.host === BARRED_HOST && BARRED_PATHS.includes(pathname)) return { redirect: '/404' };

  if (pathname === '/index' && p) {
    const product = context.products.find((candidate) => candidate.code === p);
    return { ...effects, redirect: product ? `/${product.name}${search}` : `/sd${search}` };
  }
  if (pathname === '/correct/details' && p) {
    const product = context.products.find((candidate) => candidate.code === p);
    return { ...effects, redirect: product ? `/correct/${product.name}${search}` : `/sd${search}` };
  }
  return effects;
}

const COMMON_ADDRESS_FILE = 'common';
const GROUP_PROPERTY_ADDRESS_FILE = 'group-property';

/**
 * Rule 1: the reference file a page loads is the one whose name prefixes the product's page name;
 * without one, group-property pages load the property address file and the rest the common one.
 */
export function referenceFileFor(pageName: string, files: string[], type?: ProductType): string {
  const own = files
    .filter((file) => pageName.startsWith(file))
    .sort((a, b) => b.length - a.length)[0];
  if (own) return own;
  return type === 'group-property' ? GROUP_PROPERTY_ADDRESS_FILE : COMMON_ADDRESS_FILE;
}
