export { invoiceRoutes } from './routes';
export { invoiceJobs } from './jobs';
