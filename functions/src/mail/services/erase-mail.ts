import {
  COLLECTIONS,
  ERASED_TEXT,
  MAIL_KINDS_WITH_TYPED_SUBJECT,
  type Mail,
  type WithId,
} from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// The outbox's messages to or about one candidate: what their export lists, and what their
// erasure empties (recipient and body go, and a subject an admin typed; kind, the templates'
// subjects, dates and delivery state stay for the mail log's counts).

type Who = { uid: string; email: string | null };

/** Messages naming the candidate among their applicants or sent to their address, oldest first. */
export const mailOfCandidate = async (db: Firestore, who: Who): Promise<WithId<Mail>[]> => {
  const outbox = db.collection(COLLECTIONS.mail).withConverter(adminConverter<WithId<Mail>>());
  const [about, to] = await Promise.all([
    outbox.where('applicantIds', 'array-contains', who.uid).get(),
    who.email ? outbox.where('to', 'array-contains', who.email.toLowerCase()).get() : null,
  ]);
  const byId = new Map<string, WithId<Mail>>();
  for (const doc of [...about.docs, ...(to?.docs ?? [])]) byId.set(doc.id, doc.data());
  return [...byId.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};

/**
 * Empties the candidate's messages: no recipient, no body, the uid replaced by the pseudonym, and
 * a subject an admin typed (a custom mail's, "Ayesha, your documents") replaced by ERASED_TEXT
 * whatever it says: free text is not searched for the name.
 * A message not yet delivered is given up (no recipient is left to try). Idempotent: a scrubbed
 * message names the pseudonym, not the candidate.
 */
export const scrubMailOfCandidate = async (db: Firestore, who: Who, pseudonym: string): Promise<number> => {
  const mails = await mailOfCandidate(db, who);
  const outbox = db.collection(COLLECTIONS.mail);
  for (const mail of mails) {
    const { id, ...fields } = mail;
    const scrubbed = {
      ...fields,
      to: [],
      subject: MAIL_KINDS_WITH_TYPED_SUBJECT.includes(mail.kind) ? ERASED_TEXT : mail.subject,
      text: '',
      html: '',
      // An interview's invitation names the candidate as its attendee.
      calendar: null,
      applicantIds: mail.applicantIds.map((applicant) => (applicant === who.uid ? pseudonym : applicant)),
      createdBy: mail.createdBy === who.uid ? pseudonym : mail.createdBy,
      // An SMTP error can quote the address.
      lastError: mail.status === 'sent' ? null : 'Not delivered: the recipient was erased.',
      status: mail.status === 'sent' ? 'sent' : 'failed',
      nextAttemptAt: null,
    };
    // An outbox id can carry the uid (one CV-submitted mail per application, `{jobId}_{uid}`): the
    // message moves to the pseudonymous id in one batch, as the applications do.
    const batch = db.batch();
    if (id.includes(who.uid)) {
      batch.set(outbox.doc(id.split(who.uid).join(pseudonym)), scrubbed);
      batch.delete(outbox.doc(id));
    } else {
      batch.update(outbox.doc(id), scrubbed);
    }
    await batch.commit();
  }
  return mails.length;
};
