export { invoiceRoutes } from './routes';
