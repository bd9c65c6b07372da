import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// antd-mobile's global styles: components are imported one by one (scripts/antd-mobile-imports.ts).
import 'antd-mobile/es/global';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createRouter } from './routes';

/** What every screen sits in, in the browser and in the server's prerender (src/entry-server.tsx). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

/** The router is created before the texts are ready (src/main.tsx), so the page's code is already on its way. */
export function App({ router, queryClient }: { router: ReturnType<typeof createRouter>; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? new QueryClient());
  return (
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
