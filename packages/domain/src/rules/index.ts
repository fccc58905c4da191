export * from './careers-filter.ts';
export * from './company-time.ts';
export * from './job-index.ts';
export * from './wizard.ts';
export * from './test-assembly.ts';
export * from './applicants.ts';
