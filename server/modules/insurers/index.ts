export { insurerRoutes } from './routes';
