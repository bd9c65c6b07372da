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

// One policy per loader hash: a build has one loader, so this holds one or two entries.
const policiesWithScript = new Map<string, string>();

/** This reply's policy also allows one inline script, named by its hash: a prerendered page's loader (decision 014). */
export function allowInlineScript(reply: FastifyReply, sha256: string): void {
  let policy = policiesWithScript.get(sha256);
  if (!policy) {
    const scriptSrc = [...contentSecurityPolicy.scriptSrc, `'sha256-${sha256}'`];
    policy = helmetHeaders({ ...contentSecurityPolicy, scriptSrc })['content-security-policy'];
    policiesWithScript.set(sha256, policy);
  }
  reply.header('content-security-policy', policy);
}
