import { useCallable } from '@/lib/firebase/use-callable';

export type FocusEventKind = 'focus-loss' | 'tab-switch';

/** Our `recordFocusLoss` callable: the test page was hidden (tab switch) or lost focus (another window). */
export const useRecordFocusLossCall = () =>
  useCallable<{ jobId: string; kind: FocusEventKind }, { focusLosses: number; tabSwitches: number }>(
    'recordFocusLoss',
  );
