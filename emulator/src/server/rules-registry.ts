// Which Security Rules apply to a request, for the Firestore and the Storage server alike. Rules
// come from a file given at start-up (applies to every project, reloaded when the file changes)
// and from the emulators' control endpoints (Firestore's `PUT /emulator/v1/projects/{p}:securityRules`
// for one project, Storage's `PUT /internal/setRules` for its project), as
// @firebase/rules-unit-testing uses them. A project's own rules win over the file's. Without
// either, `rulesFor` is null and the servers allow every request, as Firebase's Firestore
// emulator does without rules. An override (`overrideRules`) wins over both while it is set.

import { compile, type Ruleset, type RulesServiceName } from '../rules/index.ts';
import type { Logger } from './logger.ts';
import { loadWatchedFile, type FileWatcher } from './watched-file.ts';

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

export type RulesFileWatcher = FileWatcher;

/**
 * Loads a rules file as the registry's default rules now and again whenever it changes (see
 * watched-file.ts). A file that does not compile keeps the previous rules and logs
 * `file:line:col: message`.
 */
export function loadRulesFile(
  path: string,
  registry: RulesRegistry,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<RulesFileWatcher> {
  return loadWatchedFile(path, logger, {
    what: 'rules',
    invalid: 'Rules file does not compile',
    apply: (source) => registry.setDefault(registry.compile(source, path)),
    watch: options.watch,
  });
}
