export { quotationRoutes } from './routes';
