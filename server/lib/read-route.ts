import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
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
 * query string and body are read together; the GET form carries its version (see `versioned`).
 */
export function readHandler<S extends z.ZodType>(
  schema: S,
  answer: (input: z.output<S>, request: FastifyRequest) => unknown,
): RouteHandlerMethod {
  return async (request, reply) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return versioned(request, reply, await answer(parseInput(schema, { ...(request.query as object), ...body }), request));
  };
}

export const READ_METHODS: ('GET' | 'POST')[] = ['GET', 'POST'];
