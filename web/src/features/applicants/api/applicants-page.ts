import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import { canUndoNotSelected, firstCgpa, type DecisionMail } from '@careers/domain/rules';
import type {
  Application,
  ApplicationReview,
  ApplicationStatus,
  FileRef,
  Mail,
  TestInvitation,
  WithId,
} from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import type { ApplicantsGridSpec } from '@/lib/firebase/queries/applicants-grid-spec';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

export const applicationConverter = firestoreConverter(CONVERTERS.applications);

/** One row of a job's applicants table: the application as the table shows it. */
export type ApplicantRow = {
  /** The application's id, `{jobId}_{uid}`. */
  id: string;
  uid: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  totalExperience: number;
  firstCgpa: number | null;
  /** From the admin-only review once the test is taken: `{ score, totalQuestions }`. */
  score: { score: number; totalQuestions: number } | null;
  status: ApplicationStatus;
  appliedAt: Date;
  /** The application's frozen CV copy. */
  resume: FileRef | null;
  test: TestInvitation | null;
  topCandidate: boolean;
  /** Since when it has its status (the pipeline's age in stage). */
  statusSince: Date;
  /** Marked not selected, its mail (if any) never delivered: "Undo not selected" may put it back. */
  undoable: boolean;
};

export const applicantRowOf = (
  application: WithId<Application>,
  review: Pick<ApplicationReview, 'score' | 'totalQuestions'> | null,
  /** The outbox record of its "not selected" mail (readDecisionMails), or null. */
  decisionMail: DecisionMail | null = null,
): ApplicantRow => {
  const { candidate } = application;
  return {
    id: application.id,
    uid: application.uid,
    name: [candidate.firstName, candidate.middleName, candidate.lastName].filter(Boolean).join(' '),
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email,
    phone: candidate.phoneNumber,
    totalExperience: candidate.totalExperience,
    firstCgpa: firstCgpa(candidate.education),
    score:
      review && typeof review.score === 'number' && typeof review.totalQuestions === 'number'
        ? { score: review.score, totalQuestions: review.totalQuestions }
        : null,
    status: application.status,
    appliedAt: application.appliedAt,
    resume: candidate.resume,
    test: application.test,
    topCandidate: application.topCandidate,
    statusSince: application.statusHistory.at(-1)?.at ?? application.appliedAt,
    undoable: canUndoNotSelected(application, decisionMail),
  };
};

export type ApplicantsPage = { rows: ApplicantRow[]; total: number; reads: number };

const readApplicantsPage = createPageReader<WithId<Application>>();

/**
 * One page of a job's applicants and how many the view holds (count(): one read per 1,000). The
 * score lives in the admin-only review, read only for applicants who have taken the test: a page of
 * 25 costs at most 25 + 25 + 1 reads.
 */
export const fetchApplicantsPage = async (
  spec: ApplicantsGridSpec,
  page: number,
  pageSize: number,
): Promise<ApplicantsPage> => {
  const sdk = await loadFirestore();
  const base = sdk.applicantsQuery(sdk.db, spec).withConverter(applicationConverter);
  const { docs, total, reads } = await readApplicantsPage(sdk, base, JSON.stringify(spec), page, pageSize);
  const scored = await withScores(
    sdk,
    docs.map((document) => document.data()),
  );
  return { rows: scored.rows, total, reads: reads + scored.reads };
};

type FirestoreSdk = Awaited<ReturnType<typeof loadFirestore>>;

/**
 * The outbox record of each application's "not selected" mail, in order (null without one): whether
 * the undo may act (canUndoNotSelected). Read only for applications marked not selected with a mail
 * (admins read `mail/{id}`); `reads` counts those reads.
 */
export const readDecisionMails = async (
  sdk: FirestoreSdk,
  applications: readonly WithId<Application>[],
): Promise<{ mails: (DecisionMail | null)[]; reads: number }> => {
  const mailIdOf = (application: WithId<Application>) =>
    application.status === 'not-selected' && typeof application.notSelectedMailId === 'string'
      ? application.notSelectedMailId
      : null;
  const mails = await Promise.all(
    applications.map(async (application) => {
      const id = mailIdOf(application);
      if (id === null) return null;
      const mail = (await sdk.getDoc(sdk.doc(sdk.db, COLLECTIONS.mail, id))).data() as Mail | undefined;
      return mail ? { status: mail.status, lease: mail.lease ?? null } : null;
    }),
  );
  return { mails, reads: applications.filter((application) => mailIdOf(application) !== null).length };
};

/**
 * The rows of `applications` with their test scores and whether "not selected" can be undone: the
 * score lives in the admin-only review, read only for applicants who have taken the test; the
 * decision's mail only for those marked not selected with one (`reads` counts those reads).
 */
export const withScores = async (
  sdk: FirestoreSdk,
  applications: readonly WithId<Application>[],
): Promise<{ rows: ApplicantRow[]; reads: number }> => {
  const [reviews, decisionMails] = await Promise.all([
    Promise.all(
      applications.map(async (application) => {
        if (!application.test?.taken) return null;
        const review = await sdk.getDoc(sdk.applicationReviewRef(sdk.db, application.id));
        return (review.data() as ApplicationReview | undefined) ?? null;
      }),
    ),
    readDecisionMails(sdk, applications),
  ]);
  return {
    rows: applications.map((application, index) =>
      applicantRowOf(application, reviews[index] ?? null, decisionMails.mails[index] ?? null),
    ),
    reads: applications.filter((application) => application.test?.taken).length + decisionMails.reads,
  };
};

export const applicantsQueryKey = (jobId: string) => ['admin', 'applicants', jobId] as const;

export const useApplicantsPage = (spec: ApplicantsGridSpec, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...applicantsQueryKey(spec.jobId), spec, page, pageSize],
    queryFn: () => fetchApplicantsPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });

/**
 * Every application of the job the default view lists, oldest first: the CVs of all-documents.zip
 * (one read per application, only when the admin builds the zip).
 */
export const fetchAllApplicants = async (jobId: string): Promise<ApplicantRow[]> => {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk
      .applicantsQuery(sdk.db, { jobId, view: 'active', sort: { field: 'appliedAt', direction: 'asc' } })
      .withConverter(applicationConverter),
  );
  return snapshot.docs.map((document) => applicantRowOf(document.data(), null));
};
