export * from './collections.ts';
export * from './converter.ts';
export * from './converters.ts';
