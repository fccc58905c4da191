export * from './refusals.ts';
export * from './names.ts';
export * from './table.ts';
