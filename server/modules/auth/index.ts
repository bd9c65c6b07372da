export { authRoutes } from './routes';
