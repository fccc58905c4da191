// Public entry of the Storage emulator (contract used by the CLI and tests).
export { startStorageServer } from './storage-server.ts';
export type { StorageServer, StorageServerOptions } from './storage-server.ts';
