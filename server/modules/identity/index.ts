export { type InsuredVerification, linkChecksToOrder } from './checks';
export { actorOfPrincipal, identityRoutes, wechatIdentityRoutes } from './routes';
