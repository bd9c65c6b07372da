export { cashierRoutes } from './cashier';
export { paymentJobs } from './jobs';
export { paymentRoutes } from './routes';
export { opsRoutes } from './ops-routes';
export { payByBalance, payByEvidence } from './service';
export { RECONCILE_EVERY_MS } from './reconcile';
export { checkStatements } from './statements';
/** The daily reconciliation of the providers' statements (08:00 Beijing, for the day before). */
export const STATEMENTS_EVERY_MS = 24 * 3_600_000;
export { closeBatchPayments, type PayableBatch, payBatch, settleBatchTrades } from './batch-pay';
