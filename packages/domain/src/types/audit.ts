/** What an audit entry is about. Collections of the data model, in the singular. */
export const AUDIT_TARGET_TYPES = [
  'job',
  'department',
  'degree',
  'company',
  'screeningQuestion',
  'application',
  /** A test and its question bank (questions are audited as changes of their test). */
  'test',
  /** A member of the admin team (the target id is their uid) or an invitation to it. */
  'admin',
  /** A candidate's account: their data exported, erased, held (issue 21). */
  'candidate',
  /** An admin setting (`settings/{id}`, e.g. the retention period). */
  'setting',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A field's value in an audit summary: short text, numbers, flags, lists of titles, or nothing. */
export type AuditValue = string | number | boolean | null | string[];

export type AuditChange = { before: AuditValue; after: AuditValue };

/**
 * `auditLog/{id}`: one admin write, appended in the same transaction as the write it records, so
 * the log cannot miss a change nor record one that did not happen. Admins read it; only functions
 * write it.
 */
export type AuditEntry = {
  /** Who: the signed-in admin (uid from the verified ID token, email as it was then). */
  actor: { uid: string; email: string | null };
  /** What was done, e.g. 'create', 'update', 'delete', 'restore', 'hide', 'status'. */
  action: string;
  /** To what: the document's type and id, and its title when it has one (readable without a join). */
  target: { type: AuditTargetType; id: string; title: string | null };
  /** Before → after of each changed field, summarised (auditChanges in the domain's rules). */
  changes: Record<string, AuditChange>;
  /** When: the server's commit time. */
  at: Date;
};
