export * from './common.ts';
export * from './account.ts';
export * from './profile.ts';
export * from './catalog.ts';
export * from './job.ts';
export * from './test.ts';
export * from './application.ts';
export * from './validate.ts';
