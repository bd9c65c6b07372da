import { createHash } from 'node:crypto';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * The answer of a GET with its version: an ETag of its bytes, and 304 when the caller already holds them. Phones
 * and the service worker keep reference data and revalidate it on each use (a few bytes), so a release that
 * changes a table reaches them at their next call instead of after a day.
 */
export function versioned(request: FastifyRequest, reply: FastifyReply, answer: unknown): unknown {
  if (request.method !== 'GET') return answer;
  const tag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', tag);
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(tag)) return reply.code(304).send();
  return answer;
}

/**
 * A read-only call answered on GET and POST alike (the spec posts; the service worker caches the GET form):
 * the GET validates its query string, the POST its body (none reads as empty), both with the call's schema.
 * The GET form carries its version (see `versioned`).
 */
export function readRoute<S extends z.ZodType>(
  app: ZodApp,
  url: string,
  input: S,
  answer: (input: z.output<S>, request: FastifyRequest) => unknown,
  /** The answer's schema (`answers(...)`), where the client reads it. */
  response?: z.ZodType,
): void {
  const responses = response && { response: { 200: response } };
  app.get(url, { schema: { querystring: input, ...responses } }, async (request, reply) =>
    versioned(request, reply, await answer(request.query as z.output<S>, request)),
  );
  app.post(url, { schema: { body: z.preprocess((body) => body ?? {}, input), ...responses } }, async (request) =>
    answer(request.body as z.output<S>, request),
  );
}
