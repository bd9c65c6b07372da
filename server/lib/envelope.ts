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
