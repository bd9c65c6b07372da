import { z } from 'zod';

/** The response envelope of every /api call (portal-spec 7). */
export interface Envelope<T = unknown> {
  returnCode: string;
  returnMsg: string;
  content: T;
  data?: unknown;
}

export function ok<T>(content: T, returnMsg = '成功'): Envelope<T> {
  return { returnCode: '00', returnMsg, content };
}

/** A failure the user can act on: answered in the envelope with its own code and Chinese message. */
export class AppError extends Error {
  constructor(
    readonly returnCode: string,
    message: string,
    readonly statusCode = 200,
    readonly content: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api');
}

/**
 * The response schema of a call whose answer the client reads: a success (00, or the call's own code) carries
 * `content` (and `data`) of the call's domain/api schema and is serialised by it, so nothing else leaks out; a
 * refusal, answered with status 200 too, carries what it carries.
 */
export function answers<S extends z.ZodType, D extends z.ZodType = z.ZodUndefined>(content: S, success: { code?: string; data?: D } = {}) {
  const code = success.code ?? '00';
  return z.union([
    z.object({ returnCode: z.literal(code), returnMsg: z.string(), content, ...(success.data && { data: success.data }) }),
    z.object({ returnCode: z.string().refine((given) => given !== code), returnMsg: z.string(), content: z.unknown() }).loose(),
  ]);
}
