import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * Phone-friendly defaults: retry reads on a flaky network (never a business refusal, never in flight mode), never
 * refetch under a form. Reads run offline too ("offlineFirst"): the service worker may answer them from its cache,
 * and one it cannot answer fails at once instead of waiting, paused, behind a spinner.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
      retry: (failures, error) =>
        failures < 2 && globalThis.navigator?.onLine !== false && !(error instanceof ApiError && error.kind === 'business'),
    },
    mutations: { retry: false },
  },
});
