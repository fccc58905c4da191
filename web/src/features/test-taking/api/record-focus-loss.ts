import { useCallable } from '@/lib/firebase/use-callable';

/** Our `recordFocusLoss` callable: the test page was hidden (tab switch) or lost focus (another window). */
export const useRecordFocusLossCall = () => useCallable('recordFocusLoss');
