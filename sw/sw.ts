/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell is precached; the app asks before a new version takes over (no reload under a half-filled form).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api/, /^\/healthz/] }));

// Reference tables change rarely: answer from the cache at once, refresh behind.
registerRoute(
  ({ url }) => /^\/api\/(policy\/get(AllProvince|CityByProvince|DistrictByCity)|occupation\/|customer\/productCode)/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'reference-data',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
  'GET',
);

registerRoute(
  ({ url }) => url.pathname.startsWith('/api/product/queryProduct'),
  new NetworkFirst({ cacheName: 'products', networkTimeoutSeconds: 4 }),
  'GET',
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
