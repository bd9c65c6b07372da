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
  // After the page's own loading, as workbox-window did; a prerendered page's code starts after it (paint-first.js).
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
