export { wechatRoutes } from './routes';
