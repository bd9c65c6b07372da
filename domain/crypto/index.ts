export * from './sm4-text';
