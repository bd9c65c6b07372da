export { policyManageRoutes, sendFile } from './routes';
export { notFound, requireInScope } from './service';
