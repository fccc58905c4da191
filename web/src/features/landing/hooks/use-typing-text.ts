import { useEffect, useState } from 'react';

export type TypingTiming = {
  /** How long a fully typed phrase stays before it is erased (spec: the banner's 1000 ms period). */
  periodMs: number;
  typeMs: number;
  eraseMs: number;
};

type TypingState = { index: number; length: number; erasing: boolean };

/** The next state of the typewriter and how long to wait before showing it. */
export const nextTypingStep = (
  state: TypingState,
  phrases: readonly string[],
  timing: TypingTiming,
): { state: TypingState; delayMs: number } => {
  const phrase = phrases[state.index] ?? '';
  if (!state.erasing) {
    if (state.length < phrase.length) {
      return { state: { ...state, length: state.length + 1 }, delayMs: timing.typeMs };
    }
    return { state: { ...state, erasing: true }, delayMs: timing.periodMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: timing.eraseMs };
  return {
    state: { index: (state.index + 1) % phrases.length, length: 0, erasing: false },
    delayMs: timing.typeMs * 4,
  };
};

/**
 * A typewriter over `phrases`: types one, holds it for `periodMs`, erases it, types the next.
 * Starts with the first phrase fully shown (nothing blank on first paint). With `enabled` false
 * (reduced motion) the first phrase simply stays.
 */
export const useTypingText = (phrases: readonly string[], timing: TypingTiming, enabled: boolean): string => {
  const [state, setState] = useState<TypingState>({
    index: 0,
    length: phrases[0]?.length ?? 0,
    erasing: false,
  });

  useEffect(() => {
    if (!enabled || phrases.length === 0) return;
    const { state: next, delayMs } = nextTypingStep(state, phrases, timing);
    const timer = window.setTimeout(() => {
      setState(next);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, phrases, timing, enabled]);

  if (!enabled) return phrases[0] ?? '';
  return (phrases[state.index] ?? '').slice(0, state.length);
};
