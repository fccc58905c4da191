// The project's indexes as the Firestore server enforces them: the firestore.indexes.json given at
// start-up (reloaded when it changes, like the rules files), whether a query without its index is
// refused or only logged, and the record of which of the file's indexes served a query.
//
// Without an indexes file nothing is checked, as in Firebase's emulator. With one, a query the
// indexes do not serve fails with FAILED_PRECONDITION and production's message (see
// missing-index.ts); with enforcement off it runs and a warning says production would refuse it.

import { appendFileSync } from 'node:fs';
import type { Logger } from '../server/logger.ts';
import { loadWatchedFile, type FileWatcher } from '../server/watched-file.ts';
import { selectIndexes } from './index-selection.ts';
import { parseIndexesFile, type IndexConfig } from './indexes-file.ts';
import { compositeIndexKey, missingIndex } from './missing-index.ts';
import type { DatabaseRef } from './resource-names.ts';
import type { Aggregation, Query } from './wire-decode.ts';

/** When set, names the file the emulator appends the indexes that served queries to (JSON lines). */
export const INDEX_USAGE_FILE_VARIABLE = 'CAREERS_INDEX_USAGE_FILE';

export type IndexRegistryOptions = {
  logger: Logger;
  /** Refuse queries without their index (default true); false only logs them. */
  enforce?: boolean;
  /**
   * Append each composite index the first time it serves a query, one JSON line per index in
   * firestore.indexes.json's shape. Defaults to $CAREERS_INDEX_USAGE_FILE.
   */
  usageFile?: string;
};

export class IndexRegistry {
  readonly enforce: boolean;
  private readonly logger: Logger;
  private readonly usageFile: string | undefined;
  private readonly recorded = new Set<string>();
  private current: IndexConfig | null = null;

  constructor(options: IndexRegistryOptions) {
    this.logger = options.logger;
    this.enforce = options.enforce !== false;
    this.usageFile = options.usageFile ?? (process.env[INDEX_USAGE_FILE_VARIABLE] || undefined);
  }

  /** The indexes in force, or null when no indexes file was given (nothing is checked). */
  get config(): IndexConfig | null {
    return this.current;
  }

  setConfig(config: IndexConfig | null): void {
    this.current = config;
  }

  /**
   * Throws FAILED_PRECONDITION when the indexes do not serve the query (or the aggregation over
   * it) and enforcement is on.
   */
  check(database: DatabaseRef, query: Query, aggregations: readonly Aggregation[] = []): void {
    const config = this.current;
    if (!config) return;
    const selection = selectIndexes(config, query, aggregations);
    if (selection.served) {
      if (this.usageFile) for (const index of selection.indexes) this.record(compositeIndexKey(index));
      return;
    }
    const { error, plain } = missingIndex(
      database,
      config,
      selection.requirement,
      selection.multipleInequalities,
    );
    const where = query.allDescendants
      ? `collection group ${query.collectionId}${query.parentPath ? ` under /${query.parentPath}` : ''}`
      : `/${query.parentPath ? `${query.parentPath}/` : ''}${query.collectionId}`;
    if (this.enforce) {
      this.logger.warn(`MISSING INDEX query on ${where} (project ${database.projectId}): ${plain}`);
      throw error;
    }
    this.logger.warn(
      `MISSING INDEX query on ${where} (project ${database.projectId}) runs only because index ` +
        `enforcement is off; production refuses it: ${plain}`,
    );
  }

  private record(key: string): void {
    if (this.recorded.has(key)) return;
    this.recorded.add(key);
    try {
      appendFileSync(this.usageFile as string, key + '\n');
    } catch (error) {
      this.logger.error(
        `Cannot record index usage in ${this.usageFile as string}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** Loads firestore.indexes.json into the registry now and whenever it changes. */
export function loadIndexesFile(
  path: string,
  registry: IndexRegistry,
  logger: Logger,
  options: { watch?: boolean } = {},
): Promise<FileWatcher> {
  return loadWatchedFile(path, logger, {
    what: 'indexes',
    invalid: `Indexes file ${path} is not valid`,
    apply: (source) => registry.setConfig(parseIndexesFile(source)),
    watch: options.watch,
  });
}
