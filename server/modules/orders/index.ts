export { idempotencyKeyOf } from './idempotency';
export { requireOwnOrder } from './owned-order';
export { effectiveStatus, loadOrder, type OrderRow, orderDetails } from './repository';
export { type SalesContext, salesContext } from './sales-context';
export { linkBase } from './sales-settings';
export { saveOrder } from './service';
export { orderRoutes, recordScreenRoutes } from './routes';
