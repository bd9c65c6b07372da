export { grantProducts, requireAuthority } from './authority';
export { requireIssuer } from './issuer';
export { requireOnSale, requireProduct } from './lookup';
export { linkReadingsToPolicy } from './readings';
export { productDocumentRoutes, productRoutes } from './routes';
