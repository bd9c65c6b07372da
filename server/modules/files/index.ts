export { orderFiles, recordOrderFile, requireFilingOrder } from './order-files';
export { receiveUploads } from './receive';
export { fileRoutes } from './routes';
