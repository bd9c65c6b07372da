import { hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { createRouter, passGuard } from './app/routes';
import { changeLanguage, chosenLanguage, initI18n } from './lib/i18n';
import { readPrerenderedState } from './lib/prerendered';
import { registerServiceWorker } from './lib/pwa';

const rootElement = document.getElementById('root')!;
const prerendered = readPrerenderedState();

if (prerendered) void hydratePrerendered(prerendered);
else {
  // The texts and the page's code load side by side: the router starts on the matched route's chunk right away.
  const texts = initI18n();
  const router = createRouter();
  void texts.then(() => createRoot(rootElement).render(<StrictMode><App router={router} /></StrictMode>));
}

/** The server drew the page: the same tree takes it over once the page's code is here, with its data and texts. */
async function hydratePrerendered(state: NonNullable<typeof prerendered>) {
  await initI18n(state);
  // The guard runs here instead of in the router, which starts with its result.
  if (await passGuard(new URL(window.location.href))) {
    const router = createRouter();
    createRoot(rootElement).render(<StrictMode><App router={router} /></StrictMode>);
    return;
  }
  const router = createRouter(true);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((routerState) => {
      if (!routerState.initialized) return;
      stop();
      resolve();
    });
  });
  const queryClient = new QueryClient();
  hydrate(queryClient, state.queries);
  hydrateRoot(rootElement, <StrictMode><App router={router} queryClient={queryClient} /></StrictMode>);
  // A language chosen on this device wins over the one the server guessed.
  const chosen = chosenLanguage();
  if (chosen && chosen !== state.lng) void changeLanguage(chosen);
}

registerServiceWorker((activate) => {
  if (window.confirm(document.documentElement.lang === 'en-US' ? 'A new version is ready. Reload now?' : '新版本已就绪，是否立即刷新？')) activate();
});
