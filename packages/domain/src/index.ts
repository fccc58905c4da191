export * from './constants/index.ts';
export * from './types/index.ts';
export * from './schemas/index.ts';
export * from './firestore/index.ts';
export * from './rules/index.ts';
