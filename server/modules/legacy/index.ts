export { legacyRoutes } from './routes';
