export * from './rating-schema';
export * from './schema';
export * from './text';
