import type { SalesContext } from '../../sales/context';
import { dispatchDueMessages } from './dispatch';

export interface MessageDispatcher {
  stop(): Promise<void>;
}

/**
 * Drains the outbox every second while the server runs (a login code should arrive in seconds); several
 * servers may run one each, SKIP LOCKED keeps them apart. Does nothing when no provider is configured.
 */
export function startMessageDispatcher(ctx: SalesContext, options: { pollMs?: number; onError?: (error: unknown) => void } = {}): MessageDispatcher {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    if (!ctx.messages.email && !ctx.messages.sms) return;
    while (!stopped) {
      await dispatchDueMessages(ctx).catch((error: unknown) => options.onError?.(error));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
