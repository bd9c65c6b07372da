import { QueryClientProvider } from '@tanstack/react-query';
// antd-mobile's global styles: components are imported one by one (scripts/antd-mobile-imports.ts).
import 'antd-mobile/es/global';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { queryClient } from '../lib/query-client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createRouter } from './routes';

/** The router is created before the texts are ready (src/main.tsx), so the page's code is already on its way. */
export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
