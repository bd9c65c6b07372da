import type { TFunction } from './translate';
import { ApiError } from './http';

/**
 * A refusal in the reader's language: the code table's words for a code it knows (`codes:returnCode`), the
 * server's own words otherwise, and the fallback when there are none. Needs the `codes` namespace loaded.
 */
export function refusalMessage(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const server = error.message || fallback;
  return error.returnCode ? t(`codes:returnCode.${error.returnCode}`, { defaultValue: server }) : server;
}
