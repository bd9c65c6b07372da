export { toolsRoutes } from './routes';
