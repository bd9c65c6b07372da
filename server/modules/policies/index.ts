export { policyJobs } from './jobs';
export { policyFileRoutes, policyRoutes } from './routes';
export { beijingDateTime } from './e-policy-content';
export { policyPdf } from './policy-pdf';
export { findPolicyFile } from './repository';
