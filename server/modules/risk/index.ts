export { controlRuleRoutes, riskRoutes } from './routes';
