export * from './census';
export * from './census-row';
export * from './rating';
export * from './template';
