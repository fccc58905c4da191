export * from './enums.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './catalogs.ts';
export * from './platform.ts';
export * from './routes.ts';
export * from './team.ts';
export * from './decisions.ts';
