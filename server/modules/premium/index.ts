export { priceQuote, requireModel } from './price';
export { premiumRoutes } from './routes';
