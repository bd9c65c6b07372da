import type { FastifyServerOptions } from 'fastify';

/** Query strings carry bearer tokens (the e-policy's ?access=): the log keeps only the names of their parameters. */
export function redactQuery(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return path;
  const names = query.split('&').map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${path}?${names.join('&')}`;
}

/** The server's logger: no credentials, cookies or query values in any line. */
export function requestLogOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({ method: request.method, url: redactQuery(request.url), remoteAddress: request.ip, reqId: request.id }),
    },
  };
}
