// The server's prerender (vite build --ssr into dist/server, loaded by server/plugins/prerender.ts): the customer's
// first screens are drawn with their data, so they are useful before any script, then hydrate in src/main.tsx.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Providers } from './app/App';
import { decideNavigation } from './app/navigation';
import { placeOf, routes } from './app/routes';
import { agreementQuery } from './components/product-info/api/query-agreement';
import { productQuery } from './components/product-info/api/query-product';
import { checkShareLinkQuery } from './features/storefront/api/check-share-link';
import { storefrontProductsQuery } from './features/storefront/api/query-storefront-products';
import { setFetcher } from './lib/api/client';
import type { Fetcher } from './lib/http';
import { type Language, pickLanguage } from './lib/i18n';
import { type PrerenderedState, prerenderedStateTag } from './lib/prerendered';
import { type Texts, Translator, TranslatorProvider } from './lib/translate';
import { productListQuery } from './lib/api/query-product-list';

const STOREFRONT_HOMES = ['/astp/home', '/astp/home2', '/astp/homejd', '/astp/corp-page/home', '/astp/rout-page/home', '/astp/thank-you-page/home'];

/** The pages drawn on the server: their source module (for the build manifest) and the data their first screen shows. */
const PAGES: Record<string, { module: string; prefetch: (client: QueryClient, url: URL, lng: Language) => Promise<unknown> }> = {
  ...Object.fromEntries(
    STOREFRONT_HOMES.map((path) => [
      path,
      {
        module: 'src/features/storefront/StorefrontHome.tsx',
        prefetch: (client: QueryClient, url: URL, lng: Language) => {
          const [userId, sign] = [url.searchParams.get('u'), url.searchParams.get('sign')];
          return Promise.all([
            client.prefetchQuery(storefrontProductsQuery(lng)),
            userId && sign ? client.prefetchQuery(checkShareLinkQuery({ userId, sign })) : null,
          ]);
        },
      },
    ]),
  ),
  '/astp/policyQuery': { module: 'src/features/policy-query/PolicyQueryPage.tsx', prefetch: async () => undefined },
  '/:productName': {
    module: 'src/features/product/ProductPage.tsx',
    prefetch: async (client, url, lng) => {
      const products = await client.fetchQuery(productListQuery);
      const name = url.pathname.slice(1);
      const code = url.searchParams.get('p') ?? products.find((product) => product.name === name)?.code;
      if (!code) return;
      const userId = url.searchParams.get('u');
      await Promise.all([client.prefetchQuery(productQuery(code, lng)), userId ? client.prefetchQuery(agreementQuery(code, userId, lng)) : null]);
    },
  },
};

// Every text in memory (the same per-namespace chunks the browser loads one by one).
const bundles = import.meta.glob<Texts>('../domain/locales/*/*.json', { import: 'default' });
const resources: Record<string, Record<string, Texts>> = {};
for (const [path, load] of Object.entries(bundles)) {
  const [, lng, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  resources[lng] = { ...resources[lng], [namespace]: await load() };
}

export interface RenderRequest {
  url: string;
  /** The `lang` cookie the client sets when the visitor picks a language. */
  languageCookie: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string;
  host: string;
  /** The server's own routes, answering the page's data calls. */
  fetcher: Fetcher;
}

export interface RenderedPage {
  html: string;
  language: Language;
  /** The JSON block the client hydrates from. */
  stateTag: string;
  /** The page's module in the client build's manifest: its script and styles are linked in the head. */
  module: string;
}


/** The page drawn with its data and texts, or null when the client must draw it (not one of PAGES, or it redirects). */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const decision = decideNavigation(url.pathname, url.search, { products: [], userAgent: request.userAgent, host: request.host });
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches.at(-1)?.route.path;
  const page = leaf ? PAGES[leaf] : undefined;
  if (!page || decision.redirect || decision.ureqSeq) return null;
  setFetcher(request.fetcher);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const language = pickLanguage(request.languageCookie, request.acceptLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await page.prefetch(queryClient, url, language);
  const translator = new Translator().start(language, resources[language]);

  const html = renderToString(
    <TranslatorProvider translator={translator}>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Providers>
    </TranslatorProvider>,
  );
  // The texts the page used go with it, so the client hydrates without fetching them.
  const used = [...translator.used];
  const state: PrerenderedState = {
    lng: language,
    texts: Object.fromEntries(used.map((namespace) => [namespace, resources[language][namespace]])),
    queries: dehydrate(queryClient),
    route: placeOf(matches),
  };
  return { html, language, stateTag: prerenderedStateTag(state), module: page.module };
}
