import './lib/framework-warm';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import './app/elder-mode.css';
import { createRouter, passGuard, resolveLazyRoutes } from './app/routes';
import { applyElderMode } from './lib/elder-mode';
import { rememberEntryUrl } from './lib/entry-url';
import { changeLanguage, chosenLanguage, initI18n } from './lib/i18n';
import { askConfirm } from './lib/notify';
import { hasOpenJobsFlag } from './lib/offline-queue-flag';
import { type PrerenderedState, readPrerenderedState } from './lib/prerendered';
import { registerServiceWorker } from './lib/pwa';
import { queryClient } from './lib/query-client';
import { i18n } from './lib/translate';
import { offerUpdate } from './lib/update-prompt';

// First: iOS WeChat signs the JS-SDK against the address the page opened at.
rememberEntryUrl();
applyElderMode();
const rootElement = document.getElementById('root')!;
const prerendered = readPrerenderedState();

if (prerendered) void hydratePrerendered(prerendered);
else {
  // The texts and the page's code load side by side: the router starts on the matched route's chunk right away.
  const texts = initI18n();
  const router = createRouter();
  void texts.then(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

/** The server drew the page: the same tree takes it over once the page's code is here, with its data and texts. */
async function hydratePrerendered(state: PrerenderedState) {
  await initI18n(state);
  // The page is drawn already: each step takes a task of its own, so a tap is never kept waiting long (TBT).
  await nextTask();
  // The guard runs here instead of in the router, which starts with its result.
  if (await passGuard(new URL(window.location.href))) {
    const router = createRouter();
    createRoot(rootElement).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return;
  }
  await resolveLazyRoutes(state.route);
  await nextTask();
  const router = createRouter(state.route);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((routerState) => {
      if (!routerState.initialized) return;
      stop();
      resolve();
    });
  });
  await nextTask();
  hydrate(queryClient, state.queries);
  // As a transition the hydration yields to the browser every few milliseconds instead of one long task: the page
  // is already drawn, and a tap meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  // A language chosen on this device wins over the one the server guessed.
  const chosen = chosenLanguage();
  if (chosen && chosen !== state.lng) void changeLanguage(chosen);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

registerServiceWorker((activate) =>
  offerUpdate(activate, () => {
    const english = i18n.language === 'en-US';
    return askConfirm(english ? 'A new version is ready. Reload now?' : '新版本已就绪，是否立即刷新？', english ? 'Reload' : '刷新', english ? 'Later' : '稍后');
  }),
);
// Jobs queued offline on an earlier visit go now (or when the network returns); nobody else loads the queue.
if (hasOpenJobsFlag()) void import('./lib/offline-queue-sync').then((queue) => queue.startQueueSync());
