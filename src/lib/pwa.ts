import { Workbox } from 'workbox-window';

/**
 * Registers the service worker when the browser has one (WeChat on iOS does not: the app works without it).
 * A new version waits until the user accepts, so a half-filled form is never reloaded under them.
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register();
}
