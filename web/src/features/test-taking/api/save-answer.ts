import { useCallable } from '@/lib/firebase/use-callable';

export type SaveAnswerRequest = { jobId: string; questionId: string; options: string[] };
export type SavedAnswer = {
  questionId: string;
  options: string[];
  savedAt: number;
  deadline: number;
  serverNow: number;
};

/**
 * Our `saveAnswer` callable: one question's chosen options, saved as they are chosen. A plain
 * call, not a mutation: the page keeps a save state per question (hooks/use-answer-autosave.ts).
 */
export const useSaveAnswerCall = () => useCallable<SaveAnswerRequest, SavedAnswer>('saveAnswer');
