export type { IdentityQuery, IdentityVerdict, IdentityVerifier } from './identity-verifier';
export { FICTIONAL_REGISTRY, localIdentityRegistry } from './local-registry';
