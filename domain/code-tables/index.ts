export * from './code-entry';
export * from './company';
export * from './materials';
export * from './payment';
export * from './person';
export * from './registry';
export * from './risk-flags';
export * from './verification';
