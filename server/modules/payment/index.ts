export { cashierRoutes } from './cashier';
export { paymentJobs } from './jobs';
export { paymentRoutes } from './routes';
export { payByEvidence } from './service';
export { RECONCILE_EVERY_MS } from './reconcile';
export { closeBatchPayments, type PayableBatch, payBatch, settleBatchTrades } from './batch-pay';
