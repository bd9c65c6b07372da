import { createBrowserRouter, Navigate, type NonIndexRouteObject, type RouteObject, redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../lib/query-client';
import { storeShare } from '../lib/session';
import { Layout } from './Layout';
import { decideNavigation } from './navigation';
import { productListQuery } from '../lib/api/query-product-list';
import type { RouteHandle } from './route-handle';
import type { RoutePlace } from '../lib/prerendered';
import { exchangeUreqSeq } from './api/exchange-ureq-seq';
import { loadTexts } from '../lib/i18n';
import type { AddressToolMode } from '../features/address-tools/AddressToolsPage';

const notFound = async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage });

/** Every navigation passes the rules of portal-spec 2.3 before any page renders; returns where to go instead, if anywhere. */
export async function passGuard(url: URL): Promise<string | null> {
  // Only the two rules that resolve a product code wait for the product list.
  const resolvesProduct = ['/index', '/correct/details'].includes(url.pathname) && url.searchParams.has('p');
  const products = resolvesProduct
    ? await queryClient.fetchQuery({ ...productListQuery, retry: false }).catch(() => [])
    : (queryClient.getQueryData(productListQuery.queryKey) ?? []);
  const decision = decideNavigation(url.pathname, url.search, { products, userAgent: navigator.userAgent, host: window.location.host });
  if (decision.share) storeShare(decision.share);
  if (decision.ureqSeq) await exchangeUreqSeq(decision.ureqSeq);
  return decision.redirect ?? null;
}

async function guardLoader({ request }: LoaderFunctionArgs) {
  // The server prerenders only pages its own check let through (src/entry-server.tsx).
  if (import.meta.env.SSR) return null;
  const target = await passGuard(new URL(request.url));
  if (target) throw redirect(target);
  return null;
}

const RESULT = { hideHeader: true } satisfies RouteHandle;
/** A lazy route whose code and texts download together. */
function withTexts<T>(namespaces: string[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(namespaces)]))[0];
}

// The storefront's home variants share one chunk, the vasco pages another.
const storefrontHome = withTexts(['storefront'], async () => ({ Component: (await import('../features/storefront/StorefrontHome')).StorefrontHome }));
const vasco = async () => ({ Component: (await import('../features/storefront/VascoPage')).VascoPage });
// The three address tools are one page in three modes.
const addressTool = (mode: AddressToolMode) =>
  withTexts(['tools'], async () => {
    const { AddressToolsPage } = await import('../features/address-tools/AddressToolsPage');
    return { Component: () => <AddressToolsPage mode={mode} /> };
  });
// The endorsement pages share one chunk, loaded with their texts.
const endorsementPage = (name: 'EndorsementPage' | 'CorrectManagePage' | 'BatchResultPage') =>
  withTexts(['endorsement', 'sheet'], async () => ({ Component: (await import('../features/endorsement')).endorsementPages[name] }));
// The three group medical quotation pages are one page per product.
const quotationPage = (productCode: string, resultPath?: string) =>
  withTexts(['quotation', 'sheet'], async () => {
    const { QuotationPage } = await import('../features/quotation/QuotationPage');
    return { Component: () => <QuotationPage productCode={productCode} resultPath={resultPath} /> };
  });
const ZHX_RESULT = '/premium/MedilinkGroupZHXpremium/result';
// The result and notice pages share one chunk.
const results = () => import('../features/results/ResultPages');

const root: NonIndexRouteObject = {
  id: 'root',
  element: <Layout />,
  loader: guardLoader,
  shouldRevalidate: () => true,
  HydrateFallback: () => null,
  children: [
    { path: '/', element: <Navigate to="/index" replace /> },
    { path: '/index', lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
    { path: '/sd', lazy: async () => ({ Component: (await import('../features/home/ProductMissingPage')).ProductMissingPage }) },

    { path: '/astp', element: <Navigate to="/astp/home" replace /> },
    { path: '/astp/home', lazy: storefrontHome, handle: { channelId: 'astp' } },
    { path: '/astp/home2', lazy: storefrontHome, handle: { channelId: 'astp2' } },
    { path: '/astp/homejd', lazy: storefrontHome, handle: { channelId: 'jd', channelType: 'jdal' } },
    // portal-spec 2.2 lists the vasco pages as /astp children; links without the prefix keep working.
    ...['/vasco', '/astp/vasco'].flatMap((base) => [
      { path: `${base}/hotline`, lazy: vasco, handle: { channelId: 'vasco-hotline' } },
      { path: `${base}/VFSTravelDesk`, lazy: vasco, handle: { channelId: 'vasco-vfs', channelType: 'jdalDesk' } },
      { path: `${base}/CallCenter`, lazy: vasco, handle: { channelId: 'vasco-callcenter' } },
      { path: `${base}/EmailMarketing`, lazy: vasco, handle: { channelId: 'vasco-email' } },
    ]),
    { path: '/astp/vascoWorkers', lazy: vasco, handle: { channelId: 'vasco-workers' } },
    { path: '/astp/productDetail', lazy: async () => ({ Component: (await import('../features/storefront/ProductDetailPage')).ProductDetailPage }) },
    { path: '/astp/addPolicy', lazy: async () => ({ Component: (await import('../features/storefront/AddPolicyPage')).AddPolicyPage }) },
    { path: '/astp/surrender', lazy: async () => ({ Component: (await import('../features/storefront/SurrenderPage')).SurrenderPage }) },
    {
      path: '/astp/policyQuery',
      lazy: withTexts(['policy'], async () => ({ Component: (await import('../features/policy-query/PolicyQueryPage')).PolicyQueryPage })),
    },
    { path: '/astp/corp-page/home', lazy: storefrontHome, handle: { channelId: 'corp' } },
    { path: '/astp/rout-page/home', lazy: storefrontHome, handle: { channelId: 'rout' } },
    { path: '/astp/thank-you-page/home', lazy: storefrontHome, handle: { channelId: 'thank-you' } },
    { path: '/alyl-travel', lazy: async () => ({ Component: (await import('../features/storefront/AlylTravelPage')).AlylTravelPage }), handle: { channelId: 'alyl' } },

    { path: '/success', lazy: async () => ({ Component: (await results()).SuccessPage }), handle: RESULT },
    { path: '/insureSuccess', lazy: async () => ({ Component: (await results()).InsureSuccessPage }), handle: RESULT },
    { path: '/insureError', lazy: async () => ({ Component: (await results()).InsureErrorPage }), handle: RESULT },
    { path: '/error', lazy: async () => ({ Component: (await import('./ErrorPage')).ErrorPage }), handle: RESULT },
    { path: '/ieError', lazy: async () => ({ Component: (await import('./IeErrorPage')).IeErrorPage }), handle: RESULT },
    { path: '/result', lazy: async () => ({ Component: (await import('../features/payment/PayResultPage')).PayResultPage }), handle: RESULT },
    { path: '/result-success', lazy: async () => ({ Component: (await results()).ResultSuccessPage }), handle: RESULT },
    { path: '/result-waiting', lazy: async () => ({ Component: (await results()).ResultWaitingPage }), handle: RESULT },
    { path: '/result-fail', lazy: async () => ({ Component: (await results()).ResultFailPage }), handle: RESULT },
    { path: '/batch-result', lazy: endorsementPage('BatchResultPage'), handle: RESULT },
    { path: '/wx-guide', lazy: async () => ({ Component: (await import('../features/results/WxGuidePage')).WxGuidePage }), handle: RESULT },
    { path: '/verify/:policyNo', lazy: async () => ({ Component: (await import('../features/policy-query/VerifyPage')).VerifyPage }), handle: RESULT },
    { path: '/pay', lazy: async () => ({ Component: (await import('../features/payment/PayOrderPage')).PayOrderPage }) },
    { path: '/dev/outbox', lazy: async () => ({ Component: (await import('../features/dev-outbox/DevOutboxPage')).DevOutboxPage }) },
    // Operators only (the server asks for OPS_TOKEN); a chunk of its own, never in the storefront's.
    { path: '/ops/statements', lazy: withTexts(['ops'], async () => ({ Component: (await import('../features/ops-statements/StatementChecksPage')).StatementChecksPage })) },

    { path: '/priceManage', lazy: withTexts(['quotation'], async () => ({ Component: (await import('../features/quotation/PriceManagePage')).PriceManagePage })), handle: { managementNav: true } },
    {
      path: '/order',
      lazy: async () => ({ Component: (await import('../features/order-manage/OrderManagePage')).OrderManagePage }),
      handle: { managementNav: true },
    },
    {
      path: '/policyManage',
      lazy: async () => ({ Component: (await import('../features/policy-manage/PolicyManagePage')).PolicyManagePage }),
      handle: { managementNav: true },
    },
    { path: '/correctManage', lazy: endorsementPage('CorrectManagePage'), handle: { managementNav: true } },
    {
      path: '/policyInfo',
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('../features/policy-manage/PolicyInfoPage')).PolicyInfoPage }),
          handle: { managementNav: true },
        },
      ],
    },

    { path: '/correct', element: <Navigate to="/correct/index" replace /> },
    { path: '/correct/index', lazy: endorsementPage('EndorsementPage') },
    // Without a known product in p the guard has nothing to resolve: the page asks for the policy.
    { path: '/correct/details', lazy: endorsementPage('EndorsementPage') },
    { path: '/correct/:productName', lazy: endorsementPage('EndorsementPage') },

    { path: '/premium/gytx', lazy: quotationPage('gytx') },
    {
      path: '/premium/MedilinkGroupZHXpremium',
      children: [
        { index: true, lazy: quotationPage('MedilinkGroupZHX', ZHX_RESULT) },
        // The result child: the same page opened on a saved quotation (?id=).
        { path: 'result', lazy: quotationPage('MedilinkGroupZHX', ZHX_RESULT) },
      ],
    },
    { path: '/premium/MedilinkGroupZRYpremium', lazy: quotationPage('MedilinkGroupZRY') },

    { path: '/tools', element: <Navigate to="/tools/addr-trans" replace /> },
    { path: '/tools/addr-trans', lazy: addressTool('single') },
    { path: '/tools/addr-trans2', lazy: addressTool('parts') },
    { path: '/tools/addr-trans3', lazy: addressTool('batch') },

    { path: '/uploadPDF', lazy: withTexts(['orderFiles'], async () => ({ Component: (await import('../features/order-files/UploadPdfPage')).UploadPdfPage })) },
    { path: '/bbc-create', lazy: withTexts(['mgu'], async () => ({ Component: (await import('../features/bbc-create/BbcCreatePage')).BbcCreatePage })) },
    { path: '/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
    { path: '/404', lazy: notFound },
    { path: '/:productName/apply', lazy: async () => ({ Component: (await import('../features/group-apply/GroupApplyPage')).GroupApplyPage }) },
    { path: '/:productName', lazy: withTexts(['product', 'reading'], async () => ({ Component: (await import('../features/product/ProductPage')).ProductPage })) },
    { path: '*', lazy: notFound },
  ],
};

/** The route tree, shared by the browser's router and the server's prerender (src/entry-server.tsx). */
export const routes: RouteObject[] = [root];

/** The place of a path's matched routes (from `matchRoutes` on this table), found by the server that drew the page. */
export function placeOf(matches: { route: RouteObject }[]): RoutePlace {
  let level = routes;
  return matches.map(({ route }) => {
    const index = level.indexOf(route);
    level = route.children ?? [];
    return index;
  });
}

/** The routes at a place in this table, outermost first. */
export function routesAt(place: RoutePlace): RouteObject[] {
  const found: RouteObject[] = [];
  let level = routes;
  for (const index of place) {
    const route = level[index];
    if (!route) break;
    found.push(route);
    level = route.children ?? [];
  }
  return found;
}

/**
 * The page's own route modules, loaded before its router is made (React Router's way for hydrating lazy routes): the
 * router then starts initialised, without a first navigation to run inside the hydration's tasks. The server gives the
 * routes' place, so the browser does not rank the whole table once more just to find them.
 */
export async function resolveLazyRoutes(place: RoutePlace): Promise<void> {
  await Promise.all(
    routesAt(place)
      .filter((route) => typeof route.lazy === 'function')
      .map(async (route) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

/**
 * A prerendered page hydrates with the guard already passed (src/main.tsx) and with only its own branch of the table:
 * the rest joins on the first navigation, so the hydration does not flatten and rank every route (TBT).
 */
export function createRouter(place?: RoutePlace) {
  if (!place) return createBrowserRouter(routes);
  const own = root.children?.[place[1]];
  let joined = false;
  return createBrowserRouter([{ ...root, children: own ? [own] : [] }], {
    hydrationData: { loaderData: { root: null } },
    patchRoutesOnNavigation: ({ patch }) => {
      if (joined) return;
      joined = true;
      patch('root', root.children?.filter((route) => route !== own) ?? []);
    },
  });
}
