export { authRoutes } from './routes';
export { authJobs } from './jobs';
