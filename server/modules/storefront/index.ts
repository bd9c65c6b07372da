export { storefrontRoutes } from './routes';
