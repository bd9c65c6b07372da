/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { PRODUCT_DATA, REFERENCE_DATA } from './cached-calls';
import { announceQueueChange, exclusively, indexedDbQueueStore, QUEUE_NAME, runQueue } from '../src/lib/offline-queue';
import { fetchTransport } from '../src/lib/offline-queue-transport';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell is precached; the app asks before a new version takes over (no reload under a half-filled form).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api/, /^\/healthz/, /^\/pay\/cashier/] }));

// Reference tables and the address and occupation files of portal-spec 2.3 rule 1: answered from the cache at
// once (also in flight mode), revalidated behind by ETag, so a new version replaces the old on its next use.
registerRoute(
  ({ url }) => REFERENCE_DATA.some((pattern) => pattern.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: 'reference-data',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
  'GET',
);

// Product pages and their documents: fresh when the network answers, the last copy when it does not.
registerRoute(
  ({ url }) => PRODUCT_DATA.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'products',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
  'GET',
);

// Background Sync: the offline queue goes when the connection returns, even with the page closed (Android);
// the page sends it too (on open and on `online`): the lock and the jobs' idempotency keys make that safe.
self.addEventListener('sync', (event: Event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag !== QUEUE_NAME) return;
  const store = indexedDbQueueStore(self.indexedDB);
  const tracked = {
    ...store,
    put: async (job: Parameters<typeof store.put>[0]) => {
      await store.put(job);
      announceQueueChange();
    },
  };
  sync.waitUntil(
    exclusively(() => runQueue(tracked, fetchTransport())).then((result) => {
      // A rejected sync is retried by the browser later.
      if (result.interrupted) throw new Error('the queue waits for the network');
    }),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
