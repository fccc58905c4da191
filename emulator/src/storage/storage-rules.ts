// Security Rules enforcement for client (Firebase v0) requests: holds the compiled storage.rules,
// turns a request into the rules engine's StorageEvaluation, and logs every denial.

import { readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import { compile, type Ruleset } from '../rules/index.ts';
import { describeCaller, type Caller } from '../server/auth-token.ts';
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

export class StorageRulesGate {
  private ruleset: Ruleset | null = null;
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.log = log;
  }

  get hasRules(): boolean {
    return this.ruleset !== null;
  }

  /** The rules in force (null: none loaded). */
  get current(): Ruleset | null {
    return this.ruleset;
  }

  /** Compiles and installs rules; throws (keeping the previous rules) when they do not compile. */
  setSource(source: string, fileName = 'storage.rules'): void {
    const ruleset = compile(source, { fileName });
    if (!ruleset.services.includes('firebase.storage')) {
      throw new Error(`${fileName} has no \`service firebase.storage\` block.`);
    }
    this.ruleset = ruleset;
  }

  authorize(request: AccessRequest): AccessDecision {
    if (request.identity.kind === 'owner') {
      return { allowed: true, reason: 'owner credential bypasses rules' };
    }
    const decision = this.evaluate(request);
    if (!decision.allowed) {
      const where = request.method === 'list' && request.path !== '' ? `${request.path}/` : request.path;
      this.log(
        `[storage] DENIED ${request.method} gs://${request.bucket}/${where} ` +
          `(${describeCaller(request.identity)}): ${decision.reason}`,
      );
    }
    return decision;
  }

  private evaluate(request: AccessRequest): AccessDecision {
    if (!this.ruleset) {
      return { allowed: false, reason: 'no storage.rules loaded, every client request is denied' };
    }
    if (request.identity.kind !== 'client') {
      return { allowed: true, reason: 'owner' };
    }
    try {
      return this.ruleset.evaluate({
        service: 'firebase.storage',
        bucket: request.bucket,
        path: request.path,
        method: request.method,
        auth: request.identity.auth,
        time: new Date(),
        resource: request.resource ? toRulesResource(request.resource) : null,
        requestResource: request.requestResource ? toRulesResource(request.requestResource) : null,
      });
    } catch (error) {
      // An engine failure must never turn into an allow.
      return { allowed: false, reason: `rules evaluation failed: ${errorMessage(error)}` };
    }
  }
}

/**
 * Loads `file` into the gate now and again whenever it changes. A file that fails to compile
 * is reported and the previous rules stay in force. Polling (not fs.watch) survives editors that
 * save by replacing the file. Returns a function that stops watching.
 *
 * A poll can see a rewrite half done (the file truncated, the new content not yet written) and
 * the next poll the finished file: content identical to the last read is not loaded again (while
 * the rules that read left in force are still in force), so one save is one reload however many
 * polls notice it.
 */
export function watchRulesFile(
  file: string,
  gate: StorageRulesGate,
  log: (line: string) => void,
  options: { loadNow: boolean },
): () => void {
  /** The content of the last read (loaded or not) and the rules in force after it. */
  let last: { source: string; inForce: Ruleset | null } | null = null;
  const load = (): void => {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch (error) {
      log(`[storage] cannot read rules file ${file}: ${errorMessage(error)}`);
      return;
    }
    if (last && last.source === source && last.inForce === gate.current) return;
    try {
      gate.setSource(source, file);
      log(`[storage] loaded rules from ${file}`);
    } catch (error) {
      log(`[storage] rules in ${file} not loaded, keeping the previous rules: ${errorMessage(error)}`);
    }
    last = { source, inForce: gate.current };
  };
  if (options.loadNow) load();
  const onChange = (current: Stats, previous: Stats): void => {
    if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) load();
  };
  watchFile(file, { interval: 200, persistent: false }, onChange);
  return () => unwatchFile(file, onChange);
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
