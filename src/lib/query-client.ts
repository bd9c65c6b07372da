import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/** Phone-friendly defaults: retry reads on a flaky network (never a business refusal), never refetch under a form. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.kind === 'business'),
    },
    mutations: { retry: false },
  },
});
