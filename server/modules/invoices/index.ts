export { invoiceRoutes } from './routes';
export { invoiceJobs } from './wished-invoice';
