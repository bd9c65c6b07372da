export { insureAreaRoutes, referenceRoutes } from './routes';
