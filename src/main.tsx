import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/antd-react19';
import { App } from './app/App';
import './app/app.css';
import './app/elder-mode.css';
import { applyElderMode } from './lib/elder-mode';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/pwa';

applyElderMode();
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker((activate) => {
  if (window.confirm(document.documentElement.lang === 'en-US' ? 'A new version is ready. Reload now?' : '新版本已就绪，是否立即刷新？')) activate();
});
