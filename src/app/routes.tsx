import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/index', lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
      { path: '/404', element: <NotFoundPage />, handle: { hideHeader: false } },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
