import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * Phone-friendly defaults: retry reads on a flaky network or a failing server (never a refusal, never in flight mode), never
 * refetch under a form. Reads run offline too ("offlineFirst"): the service worker may answer them from its cache,
 * and one it cannot answer fails at once instead of waiting, paused, behind a spinner.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
      retry: retriesRead,
    },
    mutations: { retry: false },
  },
});

/**
 * A read is tried again only when trying again can help: a lost connection or a server error. A refusal (a business
 * code, or an HTTP 4xx such as a 401) answers the same the second time, and each one would show its message again.
 */
export function retriesRead(failures: number, error: unknown): boolean {
  if (failures >= 2 || globalThis.navigator?.onLine === false) return false;
  if (!(error instanceof ApiError)) return true;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 500) >= 500);
}
