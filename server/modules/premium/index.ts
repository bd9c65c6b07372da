export { premiumRoutes } from './routes';
