import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/app.css';
import { createRouter } from './app/routes';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/pwa';

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
registerServiceWorker((activate) => {
  if (window.confirm(document.documentElement.lang === 'en-US' ? 'A new version is ready. Reload now?' : '新版本已就绪，是否立即刷新？')) activate();
});
