export { insuredListRoutes } from './routes';
