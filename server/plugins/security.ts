import type { FastifyReply } from 'fastify';

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

/** This reply's policy also allows one inline script, named by its hash: a prerendered page's loader (decision 014). */
export function allowInlineScript(reply: FastifyReply, sha256: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/\bscript-src 'self'/, `script-src 'self' 'sha256-${sha256}'`));
}
