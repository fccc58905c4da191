// Entry point: only re-exports functions (STYLE.md). Each export is one deployed function.
export { api } from './http/api.ts';
