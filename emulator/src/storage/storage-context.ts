// What every request handler gets: the request, its parsed URL and the server's shared state.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../server/logger.ts';
import type { RulesRegistry } from '../server/rules-registry.ts';
import type { ObjectStore } from './object-store.ts';
import type { StorageRulesGate } from './storage-rules.ts';
import type { UploadSessions } from './upload-sessions.ts';

export type StorageState = {
  readonly store: ObjectStore;
  readonly uploads: UploadSessions;
  /** Authorizes client requests against the rules in `registry`. */
  readonly rules: StorageRulesGate;
  readonly registry: RulesRegistry;
  readonly logger: Logger;
  readonly projectId: string;
  readonly defaultBucket: string;
  /** host:port to use in generated URLs when a request carries no Host header. */
  readonly fallbackHost: string;
  /** Writes an export (firebase-tools layout) into `dir`. */
  exportTo(dir: string): Promise<void>;
  clear(): void;
};

export type RequestContext = {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly state: StorageState;
};
