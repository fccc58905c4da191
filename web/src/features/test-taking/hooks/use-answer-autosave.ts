import { useCallback, useEffect, useRef, useState } from 'react';

import type { CallableFunction } from '@/lib/firebase/use-callable';

export type SaveState = 'saving' | 'saved' | 'failed';
export type AnswerEntry = { options: string[]; state: SaveState };

/** Wait before the one automatic retry of a failed save (a dropped connection often comes back). */
export const AUTO_RETRY_DELAY_MS = 2_000;

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
 * goes with 'Save this Part' in any case, so an answer is never lost.
 */
export const useAnswerAutosave = ({ jobId, initial, save, onTimeOver, isTimeOver }: Options) => {
  const [entries, setEntries] = useState<Record<string, AnswerEntry>>(() =>
    Object.fromEntries(
      Object.entries(initial).map(([id, options]) => [
        id,
        { options: [...options], state: 'saved' as const },
      ]),
    ),
  );
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

  const setState = (questionId: string, version: number, state: SaveState) => {
    if (!mounted.current || versions.current.get(questionId) !== version) return;
    setEntries((current) => {
      const entry = current[questionId];
      return entry ? { ...current, [questionId]: { ...entry, state } } : current;
    });
  };

  const send = useCallback(
    (questionId: string, options: string[], version: number) => {
      const attempt = (count: number) => {
        callbacks.current.save({ jobId, questionId, options }).then(
          () => {
            setState(questionId, version, 'saved');
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
            setState(questionId, version, 'failed');
          },
        );
      };
      attempt(0);
    },
    [jobId],
  );

  const choose = useCallback(
    (questionId: string, options: string[]) => {
      const version = (versions.current.get(questionId) ?? 0) + 1;
      versions.current.set(questionId, version);
      setEntries((current) => ({ ...current, [questionId]: { options, state: 'saving' } }));
      send(questionId, options, version);
    },
    [send],
  );

  // The same function whatever the answers (the question cards are memo): it reads the latest.
  const latestEntries = useRef(entries);
  useEffect(() => {
    latestEntries.current = entries;
  });
  const retry = useCallback(
    (questionId: string) => {
      const entry = latestEntries.current[questionId];
      if (entry) choose(questionId, entry.options);
    },
    [choose],
  );

  const unsaved = Object.values(entries).some((entry) => entry.state !== 'saved');
  return { entries, choose, retry, unsaved };
};
