export { requireOwnOrder } from './owned-order';
export { orderRoutes, recordScreenRoutes, SAVE_ORDER_PATHS } from './routes';
export { type QuotedPrice, saveOrder } from './service';
