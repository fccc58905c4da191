import { visuallyHiddenStyle } from './visually-hidden';

/**
 * A polite live region for the outcome of an action, hidden on screen (the page shows the outcome
 * its own way: a toast, a report). It is in the page before the outcome arrives and only its text
 * changes: screen readers announce a change of a region they already know, often not a region
 * inserted with its text. Clear `message` before the next action, so the same words are announced
 * again.
 */
export function LiveStatus({ message, label }: { message: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-label={label} style={visuallyHiddenStyle}>
      {message}
    </div>
  );
}
