import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ContentLanguage, type LocalText, visitorLanguageOf } from '../../domain/catalog/text';

/** The response envelope of every /api call (portal-spec 7). */
export interface Envelope<T = unknown> {
  returnCode: string;
  returnMsg: string;
  content: T;
  data?: unknown;
}

const SAID = Symbol('said');

/**
 * An answer whose message (`returnMsg`, or a legacy call's `message`) holds the Chinese text, with the text in both
 * languages riding along unseen until the envelope plugin says it in the request's language.
 */
export function sayingIn<T extends object>(answer: T, text: LocalText, field: 'returnMsg' | 'message' = 'returnMsg'): T {
  Object.defineProperty(answer, SAID, { value: { field, text } });
  return answer;
}

/**
 * A success. A plain string (the spec's default "成功", a gateway's "SUCCESS") is sent as it is, so a read's bytes,
 * and its ETag, are the same in both languages.
 */
export function ok<T>(content: T, text: LocalText | string = '成功'): Envelope<T> {
  const answer: Envelope<T> = { returnCode: '00', returnMsg: typeof text === 'string' ? text : text.zh, content };
  return typeof text === 'string' ? answer : sayingIn(answer, text);
}

/** Which field of an answer to say in the request's language, and in which words, when it was given both. */
export function saidIn(payload: unknown): { field: string; text: LocalText } | undefined {
  return typeof payload === 'object' && payload !== null ? (payload as { [SAID]?: { field: string; text: LocalText } })[SAID] : undefined;
}

/** The language a request is answered in: the page's (the client sends it as Accept-Language), else the visitor's choice. */
export function requestLanguageOf(request: FastifyRequest): ContentLanguage {
  return visitorLanguageOf(request.cookies?.lang, request.headers['accept-language']);
}

/** A failure the user can act on: answered in the envelope with its own code, said in the request's language. */
export class AppError extends Error {
  constructor(
    readonly returnCode: string,
    readonly text: LocalText,
    readonly statusCode = 200,
    readonly content: unknown = null,
  ) {
    super(text.zh);
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
