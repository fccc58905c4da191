import { useCallable } from '@/lib/firebase/use-callable';

/**
 * Our `saveAnswer` callable: one question's chosen options, saved as they are chosen. A plain
 * call, not a mutation: the page keeps a save state per question (hooks/use-answer-autosave.ts).
 */
export const useSaveAnswerCall = () => useCallable('saveAnswer');
