// A prerendered page's scripts start here (decision 014), drawn inline at the top of its head (allowed by its CSP
// hash) so taps are held from the first byte: the server's drawing is painted first, then every module the page needs
// is asked for (modulepreload: side by side) and evaluated, one per task, and the entry last. Taps before the page is live
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
  // A task of its own for each step below, without the 4 ms that nested timeouts are held back.
  const next = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(0);
    });
  const load = async () => {
    const hrefs = modules.split(' ');
    // Asking for a module costs the page about a millisecond: one per task; the requests still go side by side.
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      await next();
    }
    // One module per task (each listed after those it imports, so it is evaluated alone), then the entry.
    for (const href of hrefs) {
      await import(href);
      await next();
    }
    await import(entry);
  };
  // The whole page parsed (the hydration reads it) and its first contentful paint shown (not only produced: under load
  // the frame reaches the screen later) before any script is asked for; a page that never paints (hidden) waits 1 s.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Without its scripts (offline, no service worker) the page's links and forms still work as plain HTML.
    setTimeout(() => load().catch(replay));
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
