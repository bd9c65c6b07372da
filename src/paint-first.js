// A prerendered page's scripts start here (decision 014), drawn inline at the top of its head (allowed by its CSP
// hash) so taps are held from the first byte: the server's drawing is painted first, then the entry and every module
// it needs are asked for at once (modulepreload: side by side) and the entry is imported. Taps before the page is live
// are replayed once it is (`AnnounceHydrated` in src/lib/prerendered.ts), so none is lost.
{
  const { entry, modules } = document.currentScript.dataset;
  const held = [];
  const hold = (event) => {
    if (event.target.closest('input:not([type=checkbox]):not([type=radio]),textarea')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target);
  };
  document.addEventListener('click', hold, true);
  const replay = () => {
    document.removeEventListener('click', hold, true);
    for (const target of held) if (target.isConnected) target.click();
  };
  document.addEventListener('hydrated', replay, { once: true });
  const load = () => {
    for (const href of modules.split(' ')) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // One module per task, then the entry: each is evaluated in a task of its own, not all in one long one.
    const next = () => new Promise((resolve) => setTimeout(resolve));
    modules
      .split(' ')
      .reduce((before, href) => before.then(() => import(href)).then(next), Promise.resolve())
      .then(() => import(entry))
      // Without its scripts (offline, no service worker) the page's links and forms still work as plain HTML.
      .catch(replay);
  };
  // The whole page parsed (the hydration reads it) and its first contentful paint shown (not only produced: under load
  // the frame reaches the screen later) before any script is asked for; a page that never paints (hidden) waits 1 s.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(load);
  };
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      setTimeout(start, 1000);
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(start);
      new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length && start()).observe({ type: 'paint', buffered: true });
    },
    { once: true },
  );
}
