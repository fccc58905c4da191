export * from './constants/index.ts';
export * from './types/index.ts';
export * from './schemas/index.ts';
