export { policyJobs } from './jobs';
export { policyFileRoutes, policyRoutes } from './routes';
export { policyPdf } from './policy-pdf';
export { findPolicyFile } from './repository';
