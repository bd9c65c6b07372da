// A prerendered page's scripts start here (decision 014): the server's drawing is painted first, then the entry and
// every module the page needs are asked for at once (modulepreload, so they download side by side) and the entry
// is imported. On a slow line the page's own bytes are not shared with 130 KB of scripts before its first paint.
{
  const { entry, modules } = document.currentScript.dataset;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of modules.split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
}
