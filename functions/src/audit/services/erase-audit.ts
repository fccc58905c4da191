import { COLLECTIONS, ERASED_TEXT, type AuditEntry, type AuditValue } from '@careers/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

// Erasure (issue 21) in the audit log: entries keep who did what and when, not the person's data.
// An erased candidate's uid becomes their pseudonym wherever it appears (as the actor, in a target
// id such as an application's `{jobId}_{uid}`, in a list of application ids), their address is
// dropped, and the free text admins typed about them (FREE_TEXT_FIELDS) becomes ERASED_TEXT in the
// entries about them, whatever it says: it is not searched for their name (issue 31).

type Who = { uid: string; email: string | null };

/**
 * The changes whose values are an admin's free text about the candidate: remarks, a custom mail's
 * subject, an interview's cancellation note, a legal hold's reason, the erasure's reason.
 */
const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set(['remarks', 'subject', 'note', 'legalHold', 'reason']);

const erasedText = (value: AuditValue): AuditValue => (value === null || value === '' ? value : ERASED_TEXT);

const IN_QUERY_MAX = 30;

const replaceDeep = (value: unknown, who: Who, pseudonym: string): unknown => {
  if (typeof value === 'string') {
    if (who.email && value.toLowerCase() === who.email.toLowerCase()) return null;
    return value.split(who.uid).join(pseudonym);
  }
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, who, pseudonym));
  return value;
};

const scrubbed = (entry: AuditEntry, who: Who, pseudonym: string, aboutThem: boolean) => {
  const changes: AuditEntry['changes'] = {};
  for (const [field, change] of Object.entries(entry.changes ?? {})) {
    if (aboutThem && FREE_TEXT_FIELDS.has(field)) {
      changes[field] = { before: erasedText(change.before), after: erasedText(change.after) };
      continue;
    }
    changes[field] = {
      before: replaceDeep(change.before, who, pseudonym) as AuditEntry['changes'][string]['before'],
      after: replaceDeep(change.after, who, pseudonym) as AuditEntry['changes'][string]['after'],
    };
  }
  const isSubject = entry.actor.uid === who.uid;
  return {
    actor: isSubject ? { uid: pseudonym, email: null } : entry.actor,
    target: { ...entry.target, id: String(replaceDeep(entry.target.id, who, pseudonym)) },
    changes,
  };
};

/**
 * Rewrites the entries by or about the candidate: those they wrote, those targeting them (by uid or
 * pseudonym: the erasure's own entry) or one of `targetIds` (their applications' ids before the
 * move), and `alsoOnTargets` (e.g. the CV downloads of their jobs, which list application ids).
 * Free text is replaced only in the entries they wrote or that target them or their applications,
 * never in a job's. Idempotent.
 */
export const pseudonymiseAuditEntries = async (
  db: Firestore,
  who: Who,
  pseudonym: string,
  scope: { targetIds: readonly string[]; alsoOnTargets: readonly string[] },
): Promise<number> => {
  const log = db.collection(COLLECTIONS.auditLog);
  const targets = [...new Set([who.uid, pseudonym, ...scope.targetIds, ...scope.alsoOnTargets])];
  const theirs = new Set([who.uid, pseudonym, ...scope.targetIds]);
  const isAboutThem = (entry: AuditEntry) =>
    entry.actor.uid === who.uid ||
    entry.actor.uid === pseudonym ||
    theirs.has(entry.target.id) ||
    // Their applications' entries once moved: `{jobId}_{pseudonym}`.
    (entry.target.type === 'application' && entry.target.id.endsWith(`_${pseudonym}`));
  const queries = [log.where('actor.uid', '==', who.uid).get()];
  for (let start = 0; start < targets.length; start += IN_QUERY_MAX) {
    queries.push(log.where('target.id', 'in', targets.slice(start, start + IN_QUERY_MAX)).get());
  }
  const docs = new Map<string, DocumentSnapshot>();
  for (const snapshot of await Promise.all(queries)) for (const doc of snapshot.docs) docs.set(doc.id, doc);
  let changed = 0;
  for (const doc of docs.values()) {
    const entry = doc.data() as AuditEntry;
    const next = scrubbed(entry, who, pseudonym, isAboutThem(entry));
    if (
      JSON.stringify(next) ===
      JSON.stringify({ actor: entry.actor, target: entry.target, changes: entry.changes })
    ) {
      continue;
    }
    await doc.ref.update(next);
    changed += 1;
  }
  return changed;
};
