import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import './app/elder-mode.css';
import { createRouter } from './app/routes';
import { applyElderMode } from './lib/elder-mode';
import { initI18n } from './lib/i18n';
import { askConfirm } from './lib/notify';
import { hasOpenJobsFlag } from './lib/offline-queue-flag';
import { registerServiceWorker } from './lib/pwa';
import { offerUpdate } from './lib/update-prompt';

applyElderMode();
// The texts and the page's code load side by side: the router starts on the matched route's chunk right away.
const texts = initI18n();
const router = createRouter();
void texts.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
registerServiceWorker((activate) =>
  offerUpdate(activate, () => {
    const english = i18next.language === 'en-US';
    return askConfirm(english ? 'A new version is ready. Reload now?' : '新版本已就绪，是否立即刷新？', english ? 'Reload' : '刷新', english ? 'Later' : '稍后');
  }),
);
// Jobs queued offline on an earlier visit go now (or when the network returns); nobody else loads the queue.
if (hasOpenJobsFlag()) void import('./lib/offline-queue-sync').then((queue) => queue.startQueueSync());
