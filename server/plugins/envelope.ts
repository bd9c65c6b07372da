import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { LocalText } from '../../domain/catalog/text';
import { DatabaseBusyError } from '../db/bounded-pglite';
import { AppError, type Envelope, isApiPath, requestLanguageOf, saidIn } from '../lib/envelope';
import { issueText } from '../lib/field-issues';
import type { SendAppShell } from './app-shell';

/** The envelope code of a request refused because the embedded database's wait queue is full. */
export const DATABASE_BUSY = 'BUSY';

const STATUS_CODES_OF_CLIENT_ERRORS = new Set([400, 403, 404, 405, 406, 410, 413, 415, 422, 429]);

/** Every error, expected or not, leaves as an envelope in the request's language; stacks stay in the log. */
export function installEnvelope(app: FastifyInstance, sendAppShell?: SendAppShell): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const said = saidIn(payload);
    return said ? { ...(payload as object), [said.field]: said.text[requestLanguageOf(request)] } : payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const say = (text: LocalText) => text[requestLanguageOf(request)];
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.returnCode, say(error.text), error.content));
    }
    if (error instanceof DatabaseBusyError) {
      // Too many requests already wait for the embedded database: a clear answer to retry, instead of a hang.
      request.log.warn({ reqId: request.id, reason: error.message }, 'database busy');
      return reply.status(503).header('Retry-After', '1').send(envelope(DATABASE_BUSY, say({ zh: '服务繁忙，请稍后重试', en: 'The service is busy; please try again shortly.' })));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || say({ zh: '请求体', en: 'body' });
        return `${field}${say({ zh: '：', en: ': ' })}${say(issueText(issue))}`;
      });
      return reply.status(400).send(envelope('400', say({ zh: `请求参数不正确：${problems.join('；')}`, en: `Invalid request: ${problems.join('; ')}` })));
    }
    const status = error.statusCode ?? 500;
    if (STATUS_CODES_OF_CLIENT_ERRORS.has(status)) {
      return reply.status(status).send(envelope(String(status), say(clientErrorText(status, error))));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send(envelope('500', say(unexpectedErrorText(request.id))));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') {
      const call = `${request.method} ${request.url.split('?')[0]}`;
      return reply.status(404).send(envelope('404', { zh: `接口不存在：${call}`, en: `No such call: ${call}` }[requestLanguageOf(request)]));
    }
    // Client-side routes (and the 404 page) are the PWA's to draw.
    if (sendAppShell) return sendAppShell(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/** An unexpected failure, with the request id to quote to support; the stack stays in the log. */
export function unexpectedErrorText(requestId: string): LocalText {
  return { zh: `服务器内部错误，请稍后再试（请求号 ${requestId}）`, en: `Internal server error; please try again later (request ${requestId})` };
}

function envelope(returnCode: string, returnMsg: string, content: unknown = null): Envelope {
  return { returnCode, returnMsg, content };
}

function clientErrorText(status: number, error: FastifyError): LocalText {
  switch (status) {
    case 413:
      return { zh: '上传文件必须小于10M', en: 'The file must be smaller than 10 MB.' };
    case 415:
      return { zh: '不支持的内容类型', en: 'Unsupported content type.' };
    case 429:
      return { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later.' };
    case 400:
      return { zh: `请求格式不正确：${error.message}`, en: `Malformed request: ${error.message}` };
    default:
      return { zh: error.message, en: error.message };
  }
}
