import { HYDRATED_EVENT } from './prerendered';

/**
 * Registers the service worker when the browser has one (WeChat on iOS does not: the app works without it).
 * A new version waits until the user accepts, so a half-filled form is never reloaded under them. The browser's own
 * API, not workbox-window (2.3 KB gzip on every first load): sw/sw.ts skips waiting on the same message.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // Only a worker that would replace the one in control waits; the first one takes over at once.
  const offer = (worker: ServiceWorker) => {
    if (!serviceWorker.controller) return;
    onUpdateReady(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload());
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const register = async () => {
    // A browser that blocks workers may answer with nothing (Playwright's blocking does).
    const registration: ServiceWorkerRegistration | undefined = await serviceWorker.register('/sw.js');
    if (!registration) return;
    if (registration.waiting) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
  };
  // The worker's install fetches and caches every file of the app: only once the page is live and the main thread
  // idle, so it never competes with the page's own scripts and hydration (decision 014, 28 Nov).
  document.addEventListener(HYDRATED_EVENT, () => whenIdle(() => void register()), { once: true });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
