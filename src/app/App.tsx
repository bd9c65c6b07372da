import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
// antd-mobile's global styles: components are imported one by one (scripts/antd-mobile-imports.ts).
import 'antd-mobile/es/global';
import { ConfigProvider } from 'antd-mobile';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../lib/translate';
import { queryClient } from '../lib/query-client';
import { RouterProvider } from 'react-router';
import type { createRouter } from './routes';

/** What every screen sits in, in the browser and in the server's prerender (src/entry-server.tsx). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en-US' ? enUS : zhCN;
  // Imperative dialogs (Dialog.alert, Dialog.confirm) open outside this provider and read the default instead.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return (
    <ConfigProvider locale={locale}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

/** The router is created before the texts are ready (src/main.tsx), so the page's code is already on its way. */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
