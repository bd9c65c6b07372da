import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A read-only call answered on GET and POST alike (the spec posts; the service worker caches the GET form):
 * the GET validates its query string, the POST its body (none reads as empty), both with the call's schema.
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
  app.get(url, { schema: { querystring: input, ...responses } }, async (request) => answer(request.query as z.output<S>, request));
  app.post(url, { schema: { body: z.preprocess((body) => body ?? {}, input), ...responses } }, async (request) =>
    answer(request.body as z.output<S>, request),
  );
}
