// The team capability (issue 20): the admin roster and invitations. Nothing of it is used by the
// other capabilities; its callables and routes are wired by src/index.ts and http/app.ts.
export {};
