export { salesOptionRoutes } from './routes';
