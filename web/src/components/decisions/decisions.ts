import { lazy } from 'react';

/** The per-person decisions (issue 20): the same three from the table's bar and the pipeline's moves. */
export type Decision = 'select' | 'not-selected' | 'undo';

const DECISIONS: readonly string[] = ['select', 'not-selected', 'undo'] satisfies Decision[];

/** Whether an open dialog (a batch action's, a review button's, or none) is one of the decisions. */
export const isDecision = (dialog: unknown): dialog is Decision =>
  typeof dialog === 'string' && DECISIONS.includes(dialog);

// Kept apart from the dialog's module: that one (ConfirmDialog, the callables' hooks) loads only when
// a decision is first opened, and a static import of it would put it in the job page's first load
// (scripts/budget).
export const LazyDecisionDialog = lazy(async () => ({
  default: (await import('./decision-dialog')).DecisionDialog,
}));
