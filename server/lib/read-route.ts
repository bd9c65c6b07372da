import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { AppError } from './envelope';

/** Validates a call's input with its domain/api schema; the 400 reads like the envelope's own. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '请求参数'}：${issue.message}`);
  throw new AppError('400', `请求参数不正确：${problems.join('；')}`, 400);
}

/**
 * A read-only call answered on GET and POST alike (the spec posts; the service worker caches the GET form):
 * query string and body are read together.
 */
export function readHandler<S extends z.ZodType>(
  schema: S,
  answer: (input: z.output<S>, request: FastifyRequest) => unknown,
): RouteHandlerMethod {
  return async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return answer(parseInput(schema, { ...(request.query as object), ...body }), request);
  };
}

export const READ_METHODS: ('GET' | 'POST')[] = ['GET', 'POST'];
