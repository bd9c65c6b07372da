export { certificateLibRoutes, enterpriseRoutes } from './routes';
export { writeEnterpriseSeed } from './seed';
