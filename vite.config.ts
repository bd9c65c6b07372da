import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdMobileIconsTrimmed, antdMobileImports, antdMobileReact19Render } from './scripts/antd-mobile-imports.ts';
import { paintFirstLoader } from './scripts/paint-first-loader.ts';
import { precompress } from './scripts/precompress.ts';
import { prerenderBuild } from './scripts/prerender-build.ts';
import { vendorFiles } from './scripts/vendor-files.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    isSsrBuild ? null : vendorFiles(),
    antdMobileImports(),
    antdMobileReact19Render(),
    antdMobileIconsTrimmed(),
    react(),
    isSsrBuild
      ? null
      : VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // One classic script: the "es" build sets Rollup's deprecated inlineDynamicImports; the worker imports nothing lazily.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // The compression worker's library is precached too: an agent without signal still takes ID photos.
        globIgnores: ['**/*.br', '**/*.gz', 'server/**'],
      },
      manifest: {
        id: '/',
        name: '保险服务门户',
        short_name: '保险门户',
        description: '投保、保单查询与批改的移动门户',
        lang: 'zh-CN',
        start_url: '/index',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0958d9',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    isSsrBuild ? paintFirstLoader() : null,
    isSsrBuild ? null : precompress(),
    isSsrBuild ? null : prerenderBuild(),
  ],
  // The server's prerender (src/entry-server.tsx) is one self-contained file: antd-mobile's style imports need bundling.
  ssr: { noExternal: true },
  // The prerender runs in the server: production React only (the development builds tripled its memory).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // react-router's exports name only its development build (remix-run/react-router#12532): its production build,
    // in the same package, leaves out the development warnings.
    alias: { 'react-router': fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser we serve (WeChat's Chromium, Safari 17+) knows modulepreload; older ones just load modules when imported.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Every page needs the framework: one file instead of a dozen tiny shared chunks (a phone on a slow
        // network pays a round trip per file). antd-mobile's parts stay with the pages that use them.
        codeSplitting: {
          groups: [
            // With the build's own helpers (lazy-import preloading, class fields) that every page uses, and without
            // react-query's mutation and infinite-list hooks, which no first screen uses.
            // React itself (with React DOM's body, src/lib/framework-warm.ts) apart from the router and the query cache:
            // two files, each evaluated in a task of its own after the first paint (src/paint-first.js), instead of one
            // task long enough to keep a tap waiting.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/]framework-warm\.ts$/, priority: 3 },
            {
              name: 'framework',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|use-sync-external-store)[\\/]|^\0(?:vite\/preload-helper|@oxc-project\+runtime@[^/]+\/helpers\/)/.test(id) &&
                !/[\\/](?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(id),
              priority: 2,
            },
            // The storefront home's parts that its sibling pages share: one file instead of five small ones.
            { name: 'storefront-home', test: /src[\\/]features[\\/]storefront[\\/](?:Guides|ProductList|channel|share-link-standing|api[\\/](?:query-storefront-products|check-share-link))\./, priority: 1, includeDependenciesRecursively: false },
            // Small modules every page loads together: one file each instead of two.
            { name: 'money', test: /domain[\\/]money[\\/](?:decimal|fen|format)\./, priority: 1, includeDependenciesRecursively: false },
            // antd-mobile's popups with their animation and gesture libraries: one file for whichever popup opens first,
            // instead of a handful of small ones whose names every page's script carries (the lazy-import map).
            {
              name: 'popup',
              test: /node_modules[\\/](?:@react-spring|@use-gesture)[\\/]|antd-mobile[\\/]es[\\/](?:components[\\/](?:popup|mask|center-popup)[\\/]|utils[\\/](?:use-inner-visible|render-to-body|render-to-container|get-container|use-lock-scroll|use-touch|get-scroll-parent|supports-passive|with-stop-propagation|should-render|use-initialized)\.)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The draft store and the autosave of the forms that keep one: one file instead of two.
            { name: 'drafts', test: /src[\\/]lib[\\/](?:drafts|draft-autosave)\./, priority: 1, includeDependenciesRecursively: false },
            // The labelled field and the plain form: the policy query and the group application draw them together.
            { name: 'text-form', test: /src[\\/]lib[\\/](?:field-frame|plain-form)\./, priority: 1, includeDependenciesRecursively: false },
            // antd-mobile's Input (its script: the plain inputs use its styles) with its helpers and clear icon, one file
            // instead of three, for the pages that draw it.
            {
              name: 'text-input',
              test: /antd-mobile[\\/]es[\\/](?:components[\\/]input[\\/][\w-]+\.js|utils[\\/](?:use-props-value|bound)\.)|ahooks[\\/]es[\\/](?:useMemoizedFn[\\/]|useUpdate[\\/]|utils[\\/]index\.)|antd-mobile-icons[\\/]es[\\/]CloseCircleFill\./,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The product page's tabs with the HTML sanitiser they use at once: one file (the reading viewer, lazy, shares it).
            {
              name: 'product-tabs',
              test: /src[\\/]components[\\/]product-info[\\/](?:ProductTabs|ExpandableContent|api[\\/]query-(?:claim-guide|disclosure))\.|node_modules[\\/]dompurify[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The HTTP rules with the page-language test they share with the translator: every page loads both.
            {
              name: 'http-rules',
              test: /src[\\/]lib[\\/]http-rules\.|domain[\\/](?:crypto[\\/]proof-of-work|catalog[\\/]language)\./,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
    },
  },
}));
