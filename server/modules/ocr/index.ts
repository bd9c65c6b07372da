export { licenceRoutes, ocrRoutes } from './routes';
