// A configuration file the emulator loads at start-up and again whenever it changes: the rules
// files (rules-registry.ts) and firestore.indexes.json (../firestore/index-registry.ts) share this
// loader, so both reload the same way.

import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import type { Logger } from './logger.ts';

export type FileWatcher = { close(): void };

export type WatchedFileOptions = {
  /** What the file holds, in log lines: "rules", "indexes". */
  what: string;
  /**
   * Parses and installs the file's content; throws (with a message that says where) when the
   * content is not valid, and then nothing is installed.
   */
  apply(source: string): void;
  /** Start of the error for content that `apply` rejected: "Rules file does not compile". */
  invalid: string;
  /** Reload on change (default true). */
  watch?: boolean;
};

/** How long a changed file must stay quiet before it is read (editors write in several steps). */
const SETTLE_MS = 50;
/** An empty file is usually one being rewritten (truncated, not yet written): wait this long more. */
const EMPTY_SETTLE_MS = 250;

/**
 * Loads a file now (throwing if it cannot be read or applied) and again whenever it changes. A
 * change that does not apply keeps what was installed before and logs why. Watches the
 * directory, not the file, because editors replace files on save (which ends a watch on the file
 * itself).
 *
 * A rewrite in place is two events (truncate, then write), and under load the read can fall
 * between them: reads run one at a time and in order (so an older read never lands after a newer
 * one), content already read is not applied again, and an empty file is read once more after a
 * pause before it is reported (a file truly left empty is then reported as invalid).
 */
export async function loadWatchedFile(
  path: string,
  logger: Logger,
  options: WatchedFileOptions,
): Promise<FileWatcher> {
  const absolute = resolve(path);
  /** The content of the last read, applied or not. */
  let lastSource: string | null = null;
  const read = async (initial: boolean): Promise<string | null> => {
    try {
      return await readFile(absolute, 'utf8');
    } catch (error) {
      const message = `Cannot read ${options.what} file ${absolute}: ${error instanceof Error ? error.message : String(error)}`;
      if (initial) throw new Error(message, { cause: error });
      logger.error(`${message}; keeping the previous ${options.what}.`);
      return null;
    }
  };
  const apply = (source: string, initial: boolean): void => {
    lastSource = source;
    try {
      options.apply(source);
      logger.info(`${initial ? 'Loaded' : 'Reloaded'} ${options.what} from ${path}`);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      if (initial) throw new Error(`${options.invalid}: ${detail}`, { cause: error });
      logger.error(`${options.invalid}, keeping the previous ${options.what}: ${detail}`);
    }
  };
  apply((await read(true)) as string, true);
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
    apply(source, false);
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
