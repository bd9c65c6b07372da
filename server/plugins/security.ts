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
