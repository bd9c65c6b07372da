import { createBrowserRouter, Navigate, type RouteObject, redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../lib/query-client';
import { storeShare } from '../lib/session';
import { Layout } from './Layout';
import { decideNavigation } from './navigation';
import { NotFoundPage } from './NotFoundPage';
import { PlannedPage } from './PlannedPage';
import { productListQuery } from '../lib/product-list';
import { exchangeUreqSeq } from './ureq-seq';

export interface RouteHandle {
  /** Result and notice pages hide the login header (portal-spec 2.2). */
  hideHeader?: boolean;
  /** The storefront home variants carry their sales channel. */
  channelId?: string;
  /** The JD variants' type flag; the page-home variants take it from utm_campaign. */
  channelType?: 'jdal' | 'jdalDesk';
  /** Side navigation of the management pages. */
  managementNav?: boolean;
}

const planned = (page: string, handle: RouteHandle = {}) => ({ element: <PlannedPage page={page} />, handle });

/** Every navigation passes the rules of portal-spec 2.3 before any page renders. */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Only the two rules that resolve a product code wait for the product list.
  const resolvesProduct = ['/index', '/correct/details'].includes(url.pathname) && url.searchParams.has('p');
  const products = resolvesProduct
    ? await queryClient.fetchQuery({ ...productListQuery, retry: false }).catch(() => [])
    : (queryClient.getQueryData(productListQuery.queryKey) ?? []);
  const decision = decideNavigation(url.pathname, url.search, { products, userAgent: navigator.userAgent, host: window.location.host });
  if (decision.share) storeShare(decision.share);
  if (decision.ureqSeq) await exchangeUreqSeq(decision.ureqSeq);
  if (decision.redirect) throw redirect(decision.redirect);
  return null;
}

const RESULT = { hideHeader: true } satisfies RouteHandle;

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    loader: guardLoader,
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/index', lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
      { path: '/sd', ...planned('sd') },

      { path: '/astp', element: <Navigate to="/astp/home" replace /> },
      { path: '/astp/home', ...planned('astpHome', { channelId: 'astp' }) },
      { path: '/astp/home2', ...planned('astpHome', { channelId: 'astp2' }) },
      { path: '/astp/homejd', ...planned('astpHome', { channelId: 'jd', channelType: 'jdal' }) },
      { path: '/vasco/hotline', ...planned('vasco', { channelId: 'vasco-hotline' }) },
      { path: '/astp/vascoWorkers', ...planned('vasco', { channelId: 'vasco-workers' }) },
      { path: '/vasco/VFSTravelDesk', ...planned('vasco', { channelId: 'vasco-vfs', channelType: 'jdalDesk' }) },
      { path: '/vasco/CallCenter', ...planned('vasco', { channelId: 'vasco-callcenter' }) },
      { path: '/vasco/EmailMarketing', ...planned('vasco', { channelId: 'vasco-email' }) },
      { path: '/astp/productDetail', ...planned('productDetail') },
      { path: '/astp/addPolicy', ...planned('addPolicy') },
      { path: '/astp/policyQuery', ...planned('policyQuery') },
      { path: '/astp/corp-page/home', ...planned('astpHome', { channelId: 'corp' }) },
      { path: '/astp/rout-page/home', ...planned('astpHome', { channelId: 'rout' }) },
      { path: '/astp/thank-you-page/home', ...planned('astpHome', { channelId: 'thank-you' }) },
      { path: '/alyl-travel', ...planned('alylTravel') },

      { path: '/success', ...planned('success', RESULT) },
      { path: '/insureSuccess', ...planned('insureSuccess', RESULT) },
      { path: '/insureError', ...planned('insureError', RESULT) },
      { path: '/error', lazy: async () => ({ Component: (await import('./ErrorPage')).ErrorPage }), handle: RESULT },
      { path: '/ieError', lazy: async () => ({ Component: (await import('./IeErrorPage')).IeErrorPage }), handle: RESULT },
      { path: '/result', ...planned('result', RESULT) },
      { path: '/result-success', ...planned('resultSuccess', RESULT) },
      { path: '/result-waiting', ...planned('resultWaiting', RESULT) },
      { path: '/result-fail', ...planned('resultFail', RESULT) },
      { path: '/batch-result', ...planned('batchResult', RESULT) },
      { path: '/wx-guide', ...planned('wxGuide', RESULT) },

      { path: '/priceManage', ...planned('priceManage', { managementNav: true }) },
      { path: '/order', ...planned('order', { managementNav: true }) },
      { path: '/policyManage', ...planned('policyManage', { managementNav: true }) },
      { path: '/correctManage', ...planned('correctManage', { managementNav: true }) },
      { path: '/policyInfo', children: [{ index: true, ...planned('policyInfo') }] },

      { path: '/correct', element: <Navigate to="/correct/index" replace /> },
      { path: '/correct/index', ...planned('correctIndex') },
      { path: '/correct/details', ...planned('correctIndex') },
      { path: '/correct/:productName', ...planned('correctProduct') },

      { path: '/premium/gytx', ...planned('premiumGytx') },
      {
        path: '/premium/MedilinkGroupZHXpremium',
        children: [
          { index: true, ...planned('premiumZhx') },
          { path: 'result', ...planned('premiumZhxResult') },
        ],
      },
      { path: '/premium/MedilinkGroupZRYpremium', ...planned('premiumZry') },

      { path: '/tools', element: <Navigate to="/tools/addr-trans" replace /> },
      { path: '/tools/addr-trans', ...planned('addrTrans') },
      { path: '/tools/addr-trans2', ...planned('addrTrans') },
      { path: '/tools/addr-trans3', ...planned('addrTrans') },

      { path: '/uploadPDF', ...planned('uploadPdf') },
      { path: '/bbc-create', ...planned('bbcCreate') },
      { path: '/login', ...planned('login') },
      { path: '/404', element: <NotFoundPage /> },
      { path: '/:productName/apply', ...planned('groupApply') },
      { path: '/:productName', lazy: async () => ({ Component: (await import('../features/product/ProductPage')).ProductPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
