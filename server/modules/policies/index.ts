export { policyJobs } from './jobs';
export { policyFileRoutes, policyRoutes } from './routes';
