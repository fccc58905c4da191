export * from './collections.ts';
export * from './converter.ts';
