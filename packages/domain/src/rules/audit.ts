import type { AuditChange, AuditValue } from '../types/audit.ts';

// The before → after summary of an audit entry. An entry must stay small and readable in a table:
// long text is cut, catalog snapshots become their titles, dates ISO strings. Whether a field changed
// is decided on the full values, so an edit past the cut is still recorded.

/** Longest text kept for one value of an audit summary. */
export const AUDIT_TEXT_LENGTH = 200;

const cut = (text: string): string =>
  text.length > AUDIT_TEXT_LENGTH ? `${text.slice(0, AUDIT_TEXT_LENGTH - 1)}…` : text;

const hasTitle = (value: unknown): value is { title: unknown } =>
  typeof value === 'object' && value !== null && 'title' in value;

const itemText = (item: unknown): string => {
  if (typeof item === 'string') return cut(item);
  if (hasTitle(item)) return cut(String(item.title));
  if (item instanceof Date) return item.toISOString();
  return cut(JSON.stringify(item) ?? String(item));
};

/** One field's value as an audit summary shows it. */
export const summarizeAuditValue = (value: unknown): AuditValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(itemText);
  return itemText(value);
};

const comparable = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) => (inner === undefined ? null : inner)) ?? 'null';

/** Bookkeeping fields that every write changes: never worth a line in the log. */
export const AUDIT_IGNORED_FIELDS = ['createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

/**
 * The changed fields between two versions of a document (`null` = it did not exist), each as
 * before → after summaries. Bookkeeping fields and those in `alsoIgnore` (e.g. fields derived from
 * others) are left out.
 */
export const auditChanges = (
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  alsoIgnore: readonly string[] = [],
): Record<string, AuditChange> => {
  const ignore: readonly string[] = [...AUDIT_IGNORED_FIELDS, ...alsoIgnore];
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditChange> = {};
  for (const key of [...keys].sort()) {
    if (ignore.includes(key)) continue;
    const old = before?.[key];
    const next = after?.[key];
    if (comparable(old) === comparable(next)) continue;
    changes[key] = { before: summarizeAuditValue(old), after: summarizeAuditValue(next) };
  }
  return changes;
};
