import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseBusyError } from '../db/bounded-pglite';
import { AppError, type Envelope, isApiPath } from '../lib/envelope';
import type { SendAppShell } from './app-shell';

/** The envelope code of a request refused because the embedded database's wait queue is full. */
export const DATABASE_BUSY = 'BUSY';

const STATUS_CODES_OF_CLIENT_ERRORS = new Set([400, 403, 404, 405, 406, 410, 413, 415, 422, 429]);

/** Every error, expected or not, leaves as an envelope; stacks stay in the log. */
export function installEnvelope(app: FastifyInstance, sendAppShell?: SendAppShell): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.returnCode, error.message, error.content));
    }
    if (error instanceof DatabaseBusyError) {
      // Too many requests already wait for the embedded database: a clear answer to retry, instead of a hang.
      request.log.warn({ reqId: request.id, reason: error.message }, 'database busy');
      return reply.status(503).header('Retry-After', '1').send(envelope(DATABASE_BUSY, '服务繁忙，请稍后重试'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '请求体';
        return `${field}：${issue.message}`;
      });
      return reply.status(400).send(envelope('400', `请求参数不正确：${problems.join('；')}`));
    }
    const status = error.statusCode ?? 500;
    if (STATUS_CODES_OF_CLIENT_ERRORS.has(status)) {
      return reply.status(status).send(envelope(String(status), clientErrorMessage(status, error)));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(envelope('500', `服务器内部错误，请稍后再试（请求号 ${request.id}）`));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      return reply.status(404).send(envelope('404', `接口不存在：${request.method} ${request.url.split('?')[0]}`));
    }
    // Client-side routes (and the 404 page) are the PWA's to draw.
    if (sendAppShell) return sendAppShell(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

function envelope(returnCode: string, returnMsg: string, content: unknown = null): Envelope {
  return { returnCode, returnMsg, content };
}

function clientErrorMessage(status: number, error: FastifyError): string {
  switch (status) {
    case 413:
      return '上传文件必须小于10M';
    case 415:
      return '不支持的内容类型';
    case 429:
      return '请求过于频繁，请稍后再试';
    case 400:
      return `请求格式不正确：${error.message}`;
    default:
      return error.message;
  }
}
