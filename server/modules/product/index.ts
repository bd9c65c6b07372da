export { productDocumentRoutes, productRoutes } from './routes';
export { productListEntry } from './present';
