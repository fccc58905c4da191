export * from './common.ts';
export * from './profile.ts';
export * from './catalog.ts';
export * from './job.ts';
export * from './application.ts';
export * from './test.ts';
export * from './mail.ts';
export * from './audit.ts';
