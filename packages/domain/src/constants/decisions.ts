// The per-person decisions of the applicants table and the pipeline (issue 20): their words, shared
// by the functions (skip reasons, refusals), the web (confirmations) and the mails.

export const DECISION_MESSAGES = {
  alreadySelected: 'Already selected.',
  alreadyNotSelected: 'Already marked not selected.',
  notNotSelected: 'Not marked not selected: nothing to undo.',
  /** The refusal of an undo: the candidate has been told (reason 'decision-mailed'). */
  decisionMailed:
    'The "not selected" mail has gone to this candidate, so the decision cannot be undone. Email them instead.',
  selected: (count: string) => `${count} selected.`,
  notSelected: (count: string) => `${count} marked not selected.`,
  undone: (count: string) => `${count} back where they were.`,
} as const;
