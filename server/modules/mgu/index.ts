export { mguRoutes } from './routes';
