import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import type { CallableFunction } from '@/lib/firebase/use-callable';

export type SaveState = 'saving' | 'saved' | 'failed';
export type AnswerEntry = { options: string[]; state: SaveState };

/** Wait before the one automatic retry of a failed save (a dropped connection often comes back). */
export const AUTO_RETRY_DELAY_MS = 2_000;

/**
 * The step's answers outside React state: a choice and its save state re-render only what shows
 * them (the question's options, its save line, the count of answered questions), not the whole
 * step with its other nine questions (issue 23: a keystroke in the test cost 35–47 ms).
 */
export type AnswerStore = {
  subscribe: (listener: () => void) => () => void;
  entry: (questionId: string) => AnswerEntry | undefined;
  /** How many of these questions have at least one option chosen. */
  answered: (questionIds: readonly string[]) => number;
  /** Some answer is still on its way, or failed. */
  unsaved: () => boolean;
};

type WritableAnswerStore = AnswerStore & {
  set: (questionId: string, entry: AnswerEntry) => void;
};

const createAnswerStore = (initial: Readonly<Record<string, readonly string[]>>): WritableAnswerStore => {
  let entries: Readonly<Record<string, AnswerEntry>> = Object.fromEntries(
    Object.entries(initial).map(([id, options]) => [id, { options: [...options], state: 'saved' as const }]),
  );
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    entry: (questionId) => entries[questionId],
    answered: (questionIds) =>
      questionIds.filter((questionId) => (entries[questionId]?.options.length ?? 0) > 0).length,
    unsaved: () => Object.values(entries).some((entry) => entry.state !== 'saved'),
    set: (questionId, entry) => {
      entries = { ...entries, [questionId]: entry };
      for (const listener of listeners) listener();
    },
  };
};

type Options = {
  jobId: string;
  /** Choices already saved on the server for the questions on screen (a reload or another device). */
  initial: Readonly<Record<string, readonly string[]>>;
  save: CallableFunction<'saveAnswer'>;
  /** The server refused an answer because the time is over. */
  onTimeOver: () => void;
  isTimeOver: (error: unknown) => boolean;
};

/**
 * Each answer saved as it is chosen, with a save state per question. A question's latest choice
 * always wins: an older save that settles late does not overwrite its state. A failed save is
 * retried once by itself, then offered to the candidate with Retry; the choice stays on screen and
 * goes with 'Save this Part' in any case, so an answer is never lost. Everything it returns stays
 * the same for the life of the step; components read the answers with the hooks below.
 */
export const useAnswerAutosave = ({ jobId, initial, save, onTimeOver, isTimeOver }: Options) => {
  const [store] = useState(() => createAnswerStore(initial));
  // The version of each question's latest choice: older saves settle without effect.
  const versions = useRef(new Map<string, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);
  const callbacks = useRef({ save, onTimeOver, isTimeOver });
  useEffect(() => {
    callbacks.current = { save, onTimeOver, isTimeOver };
  });
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const send = useCallback(
    (questionId: string, options: string[], version: number) => {
      const settle = (state: SaveState) => {
        const entry = store.entry(questionId);
        if (!mounted.current || versions.current.get(questionId) !== version || !entry) return;
        store.set(questionId, { ...entry, state });
      };
      const attempt = (count: number) => {
        callbacks.current.save({ jobId, questionId, options }).then(
          () => {
            settle('saved');
          },
          (error: unknown) => {
            if (callbacks.current.isTimeOver(error)) {
              callbacks.current.onTimeOver();
              return;
            }
            if (count === 0 && mounted.current && versions.current.get(questionId) === version) {
              const timer = setTimeout(() => {
                timers.current.delete(timer);
                if (versions.current.get(questionId) === version) attempt(1);
              }, AUTO_RETRY_DELAY_MS);
              timers.current.add(timer);
              return;
            }
            settle('failed');
          },
        );
      };
      attempt(0);
    },
    [jobId, store],
  );

  const choose = useCallback(
    (questionId: string, options: string[]) => {
      const version = (versions.current.get(questionId) ?? 0) + 1;
      versions.current.set(questionId, version);
      store.set(questionId, { options, state: 'saving' });
      send(questionId, options, version);
    },
    [send, store],
  );

  const retry = useCallback(
    (questionId: string) => {
      const entry = store.entry(questionId);
      if (entry) choose(questionId, entry.options);
    },
    [choose, store],
  );

  return { answers: store as AnswerStore, choose, retry };
};

const NO_OPTIONS: readonly string[] = [];

/** The options chosen for a question (the same array while only its save state changes). */
export const useChosenOptions = (answers: AnswerStore, questionId: string): readonly string[] =>
  useSyncExternalStore(answers.subscribe, () => answers.entry(questionId)?.options) ?? NO_OPTIONS;

/** A question's save state; null before it is answered. */
export const useSaveState = (answers: AnswerStore, questionId: string): SaveState | null =>
  useSyncExternalStore(answers.subscribe, () => answers.entry(questionId)?.state ?? null);

/** How many of these questions are answered (re-renders only when the number changes). */
export const useAnsweredCount = (answers: AnswerStore, questionIds: readonly string[]): number =>
  useSyncExternalStore(answers.subscribe, () => answers.answered(questionIds));
