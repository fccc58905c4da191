// Security Rules enforcement for client (Firebase v0) requests: turns a request into the rules
// engine's StorageEvaluation against the rules the shared registry (../server/rules-registry.ts)
// holds for the server's project, and logs every denial. As on the Firestore side, no rules means
// every request is allowed.

import type { AuthContext, DocumentLookups } from '../rules/index.ts';
import { describeCaller, type Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import type { RulesRegistry } from '../server/rules-registry.ts';
import { toRulesResource, type StoredObject } from './stored-object.ts';

export type StorageRulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export type AccessRequest = {
  method: StorageRulesMethod;
  bucket: string;
  /** Object name; for list, the listed prefix without its trailing slash (as Firebase passes it). */
  path: string;
  identity: Caller;
  resource: StoredObject | undefined;
  requestResource?: StoredObject | undefined;
};

export type AccessDecision = { allowed: boolean; reason: string };

/**
 * The project's `(default)` Firestore database as storage rules read it (`firestore.get()`,
 * `firestore.exists()`), or null when no Firestore is connected.
 */
export type CrossServiceFirestore = (projectId: string) => DocumentLookups | null;

export class StorageRulesGate {
  private readonly registry: RulesRegistry;
  private readonly projectId: string;
  private readonly logger: Logger;
  private readonly firestore: CrossServiceFirestore | undefined;

  constructor(registry: RulesRegistry, projectId: string, logger: Logger, firestore?: CrossServiceFirestore) {
    this.registry = registry;
    this.projectId = projectId;
    this.logger = logger;
    this.firestore = firestore;
  }

  authorize(request: AccessRequest): AccessDecision {
    if (request.identity.kind === 'owner') {
      return { allowed: true, reason: 'owner credential bypasses rules' };
    }
    const decision = this.evaluate(request, request.identity.auth);
    if (!decision.allowed) {
      const where = request.method === 'list' && request.path !== '' ? `${request.path}/` : request.path;
      this.logger.warn(
        `DENIED ${request.method} gs://${request.bucket}/${where} ` +
          `(${describeCaller(request.identity)}): ${decision.reason}`,
      );
    }
    return decision;
  }

  private evaluate(request: AccessRequest, auth: AuthContext): AccessDecision {
    const ruleset = this.registry.rulesFor(this.projectId);
    if (!ruleset) return { allowed: true, reason: 'no rules loaded, every request is allowed' };
    const firestore = this.firestore?.(this.projectId) ?? undefined;
    try {
      return ruleset.evaluate({
        service: 'firebase.storage',
        bucket: request.bucket,
        path: request.path,
        method: request.method,
        auth,
        time: new Date(),
        resource: request.resource ? toRulesResource(request.resource) : null,
        requestResource: request.requestResource ? toRulesResource(request.requestResource) : null,
        ...(firestore ? { firestore } : {}),
      });
    } catch (error) {
      // An engine failure must never turn into an allow.
      return { allowed: false, reason: `rules evaluation failed: ${errorMessage(error)}` };
    }
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const position = error as Error & { line?: unknown; column?: unknown };
    return typeof position.line === 'number' &&
      typeof position.column === 'number' &&
      !/line \d+/.test(error.message)
      ? `${error.message} (line ${position.line}, column ${position.column})`
      : error.message;
  }
  return String(error);
}
