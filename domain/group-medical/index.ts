export * from './census';
export * from './rating';
export * from './template';
