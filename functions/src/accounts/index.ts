// The accounts capability as the others use it: Firebase Auth's REST API (deps.ts wires it). Its
// callables and routes are wired by src/index.ts and http/app.ts.
export {
  createIdentityToolkit,
  IdentityToolkitError,
  type IdentityToolkit,
} from './repositories/identity-toolkit.ts';
