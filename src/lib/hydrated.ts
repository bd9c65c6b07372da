import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and in the render that hydrates its HTML, true after: for what only the browser can draw. */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
