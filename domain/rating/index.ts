export * from './period';
export * from './quote';
export * from './rating-error';
export * from './refund';
export * from './request';
export * from './term';
export * from './trial';
