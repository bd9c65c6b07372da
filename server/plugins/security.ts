import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** A strict CSP: our own scripts and workers only (and WeChat's JS-SDK); inline styles stay allowed because antd-mobile sets style attributes. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // WeChat's JS-SDK is served from WeChat's own host only (storefront sharing inside WeChat).
  scriptSrc: ["'self'", 'https://res.wx.qq.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The headers helmet sets for these directives, worked out once (its Fastify plugin rebuilt them on every request). */
function helmetHeaders(directives: typeof contentSecurityPolicy): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({ contentSecurityPolicy: { directives } })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

const SECURITY_HEADERS = helmetHeaders(contentSecurityPolicy);

/** Every reply carries helmet's security headers with the policy above. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/** Allows one inline script, named by its hash, on the replies it is given: a prerendered page's loader (decision 014). */
export function inlineScriptAllowance(sha256: string): (reply: FastifyReply) => void {
  const policy = helmetHeaders({ ...contentSecurityPolicy, scriptSrc: [...contentSecurityPolicy.scriptSrc, `'sha256-${sha256}'`] })['content-security-policy'];
  return (reply) => {
    reply.header('content-security-policy', policy);
  };
}
