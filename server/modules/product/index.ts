export { linkReadingsToPolicy } from './readings';
export { productDocumentRoutes, productRoutes } from './routes';
