export * from './decimal';
export * from './fen';
export * from './format';
