// Which Security Rules apply to a request, for the Firestore and the Storage server alike. Rules
// come from a file given at start-up (applies to every project, reloaded when the file changes)
// and from the emulators' control endpoints (Firestore's `PUT /emulator/v1/projects/{p}:securityRules`
// for one project, Storage's `PUT /internal/setRules` for its project), as
// @firebase/rules-unit-testing uses them. A project's own rules win over the file's. Without
// either, `rulesFor` is null and the servers allow every request, as Firebase's Firestore
// emulator does without rules. An override (`overrideRules`) wins over both while it is set.

import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { compile, RulesSyntaxError, type Ruleset, type RulesServiceName } from '../rules/index.ts';
import type { Logger } from './logger.ts';

export type RulesFileSource = { name?: string; content: string };

/** Picks the rules for a project while an override is set; null allows the request. */
export type RulesOverride = (projectId: string) => Ruleset | null;

export type RulesRegistryOptions = {
  /** The service block a ruleset must have to be installed. */
  service: RulesServiceName;
  /** The file name in messages when a source comes without one. */
  defaultFileName: string;
};

export class RulesRegistry {
  readonly service: RulesServiceName;
  readonly defaultFileName: string;
  private fileRules: Ruleset | null = null;
  private readonly projectRules = new Map<string, Ruleset>();
  private override: RulesOverride | null = null;

  constructor(options: RulesRegistryOptions) {
    this.service = options.service;
    this.defaultFileName = options.defaultFileName;
  }

  rulesFor(projectId: string): Ruleset | null {
    if (this.override) return this.override(projectId);
    return this.projectRules.get(projectId) ?? this.fileRules;
  }

  /**
   * Decides every request's rules until lifted with null, whatever the file or the control
   * endpoints load meanwhile (they still compile and store theirs). Mutation testing
   * (scripts/rules-mutation) runs the rules tests this way: the tests load the real rules through
   * the control endpoint, and the override answers with a weakened copy.
   */
  overrideRules(override: RulesOverride | null): void {
    this.override = override;
  }

  /**
   * Compiles rules for this registry's service. Throws RulesSyntaxError, or an Error when the
   * source has no block for the service (a storage.rules loaded as Firestore's, say), which would
   * otherwise deny every request without saying why.
   */
  compile(source: string, fileName = this.defaultFileName): Ruleset {
    const ruleset = compile(source, { fileName });
    if (!ruleset.services.includes(this.service)) {
      throw new Error(`${fileName} has no \`service ${this.service}\` block.`);
    }
    return ruleset;
  }

  setDefault(ruleset: Ruleset | null): void {
    this.fileRules = ruleset;
  }

  /** Compiles and installs a project's rules; throws (see compile) and keeps the old ones. */
  setProjectRules(projectId: string, files: readonly RulesFileSource[]): Ruleset {
    const file = files[0];
    if (!file || typeof file.content !== 'string')
      throw new TypeError('Expected rules.files[0].content to be a string.');
    const ruleset = this.compile(file.content, file.name ?? this.defaultFileName);
    this.projectRules.set(projectId, ruleset);
    return ruleset;
  }
}

export type RulesFileWatcher = { close(): void };

/** How long a changed rules file must stay quiet before it is read (editors write in several steps). */
const SETTLE_MS = 50;
/** An empty file is usually one being rewritten (truncated, not yet written): wait this long more. */
const EMPTY_SETTLE_MS = 250;

/**
 * Loads a rules file as the registry's default rules now and again whenever it changes. A file
 * that does not compile keeps the previous rules and logs `file:line:col: message`. Watches the
 * directory, not the file, because editors replace files on save (which ends a watch on the file
 * itself).
 *
 * A rewrite in place is two events (truncate, then write), and under load the read can fall
 * between them: reads run one at a time and in order (so an older read never lands after a newer
 * one), content already read is not compiled again, and an empty file is read once more after a
 * pause before it is reported (a file truly left empty is then reported as not compiling).
 */
export async function loadRulesFile(
  path: string,
  registry: RulesRegistry,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<RulesFileWatcher> {
  const absolute = resolve(path);
  /** The content of the last read, compiled or not. */
  let lastSource: string | null = null;
  const read = async (initial: boolean): Promise<string | null> => {
    try {
      return await readFile(absolute, 'utf8');
    } catch (error) {
      const message = `Cannot read rules file ${absolute}: ${error instanceof Error ? error.message : String(error)}`;
      if (initial) throw new Error(message, { cause: error });
      logger.error(`${message}; keeping the previous rules.`);
      return null;
    }
  };
  const compileAndApply = (source: string, initial: boolean): void => {
    lastSource = source;
    try {
      registry.setDefault(registry.compile(source, path));
      logger.info(`${initial ? 'Loaded' : 'Reloaded'} rules from ${path}`);
    } catch (error) {
      const detail =
        error instanceof RulesSyntaxError || error instanceof Error ? error.message : String(error);
      if (initial) throw new Error(`Rules file does not compile: ${detail}`, { cause: error });
      logger.error(`Rules file does not compile, keeping the previous rules: ${detail}`);
    }
  };
  const initialSource = await read(true);
  compileAndApply(initialSource as string, true);
  if (options.watch === false) return { close() {} };

  let watcher: FSWatcher | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reloading: Promise<void> = Promise.resolve();
  const schedule = (delay: number, emptyAgain: boolean): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      reloading = reloading.then(() => reload(emptyAgain));
    }, delay);
  };
  const reload = async (emptyAgain: boolean): Promise<void> => {
    if (!watcher) return;
    const source = await read(false);
    // A newer change event is pending: that later read decides.
    if (source === null || !watcher || timer) return;
    if (source === lastSource) return;
    if (source.trim() === '' && !emptyAgain) return schedule(EMPTY_SETTLE_MS, true);
    compileAndApply(source, false);
  };
  const file = basename(absolute);
  watcher = watch(dirname(absolute), (_event, changed) => {
    if (changed !== null && changed !== file) return;
    schedule(SETTLE_MS, false);
  });
  watcher.unref();
  return {
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      watcher?.close();
      watcher = null;
    },
  };
}
