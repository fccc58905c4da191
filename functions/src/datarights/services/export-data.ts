import {
  CANDIDATE_EXPORT_FORMAT,
  MESSAGES,
  type Application,
  type CandidateDataExport,
  type CandidateSnapshot,
  type ExportedFile,
  type ExportedFileRef,
  type ExportedInterview,
  type ExportedPersonalDetails,
  type FileRef,
  type Interview,
  type WithId,
} from '@careers/domain';

import { interviewsOfCandidate } from '../../applicants/index.ts';
import { readApplicationsOfCandidate, reviewRef } from '../../applications/index.ts';
import { appendAuditEntry } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { mailOfCandidate } from '../../mail/index.ts';
import { readConsents, typedProfileDocument } from '../../profiles/index.ts';

// The candidate's archive (issue 21): everything held about them as JSON (CandidateDataExport,
// validated by the domain's candidateDataExportSchema) and the list of their files, which the web
// app downloads and zips. Test results carry the score, time used and focus counts, never a
// question or its key. Every export is audited (who exported whose data, when).

/** Whose data the caller may export: a candidate their own, an admin anyone's. */
export const subjectOf = (caller: Caller, uid: string | undefined, othersMessage: string): string => {
  if (caller.admin) {
    if (!uid)
      throw refuse('invalid-input', MESSAGES.candidateNotFound, {
        fields: { uid: 'Candidate is required.' },
      });
    return uid;
  }
  if (uid && uid !== caller.uid) throw refuse('not-yours', othersMessage);
  return caller.uid;
};

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

const fileRef = (file: FileRef | null | undefined): ExportedFileRef | null =>
  file
    ? {
        path: file.path,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        uploadedAt: file.uploadedAt.toISOString(),
      }
    : null;

const personal = (details: CandidateSnapshot): ExportedPersonalDetails => ({
  firstName: details.firstName ?? '',
  middleName: details.middleName ?? '',
  lastName: details.lastName ?? '',
  email: details.email ?? '',
  phoneNumber: details.phoneNumber ?? '',
  city: details.city ?? '',
  address: details.address ?? '',
  avatar: fileRef(details.avatar),
  resume: fileRef(details.resume),
  totalExperience: details.totalExperience ?? 0,
  education: (details.education ?? []).map((entry) => ({ ...entry })),
  career: (details.career ?? []).map((entry) => ({ ...entry })),
});

/** A file name safe inside a zip (no folders, no control characters). */
const safeName = (name: string): string =>
  [...name].map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char)).join('') ||
  'file';

const exportedApplication = async (
  deps: Deps,
  application: WithId<Application>,
  interview: Interview | undefined,
) => {
  const review = application.test ? (await reviewRef(deps.db, application.id).get()).data() : undefined;
  const details = review?.testDetails;
  return {
    id: application.id,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    status: application.status,
    statusHistory: application.statusHistory.map((change) => ({
      status: change.status,
      at: change.at.toISOString(),
    })),
    appliedAt: application.appliedAt.toISOString(),
    answers: application.answers.map((answer) => ({ ...answer })),
    candidate: personal(application.candidate),
    privacyPolicyVersion: application.privacyPolicyVersion,
    test: application.test
      ? {
          testId: application.test.testId,
          invitedAt: application.test.invitedAt.toISOString(),
          taken: application.test.taken,
          takenAt: iso(application.test.takenAt),
          score: review?.score ?? null,
          totalQuestions: review?.totalQuestions ?? null,
          timeUsedSeconds: details?.timeUsedSeconds ?? null,
          answered: details?.answered ?? null,
          focusLosses: details?.focusLosses ?? null,
          tabSwitches: details?.tabSwitches ?? null,
          completion: details?.completion ?? null,
        }
      : null,
    interview: application.interviewInvitedAt
      ? {
          invitedAt: application.interviewInvitedAt.toISOString(),
          record: interview ? exportedInterview(interview) : null,
        }
      : null,
  };
};

/** What the archive holds of an interview record (ExportedInterview says what it leaves out). */
const exportedInterview = (interview: Interview): NonNullable<ExportedInterview['record']> => ({
  status: interview.status,
  date: interview.date,
  time: interview.time,
  durationMinutes: interview.durationMinutes,
  startsAt: interview.startsAt.toISOString(),
  endsAt: interview.endsAt.toISOString(),
  place: interview.place,
  videoLink: interview.videoLink,
  interviewers: interview.interviewers,
  note: interview.note,
  outcome: interview.outcome
    ? {
        attendance: interview.outcome.attendance,
        score: interview.outcome.score,
        notes: interview.outcome.notes,
        recordedAt: interview.outcome.recordedAt.toISOString(),
      }
    : null,
});

/** `exportCandidateData` and `GET /api/users/{id}/export`. */
export const exportCandidateData = async (
  deps: Deps,
  caller: Caller,
  input: { uid?: string | undefined },
): Promise<CandidateDataExport> => {
  const uid = subjectOf(caller, input.uid, MESSAGES.exportOthersData);
  const user = await deps.auth.getUser(uid).catch(() => null);
  const profile = (await typedProfileDocument(deps.db, uid).get()).data() ?? null;
  if (!user && !profile) throw refuse('not-found', MESSAGES.candidateNotFound);
  const email = user?.email ?? profile?.email ?? null;

  const applications = await readApplicationsOfCandidate(deps.db, uid);
  const mails = await mailOfCandidate(deps.db, { uid, email });
  const interviews = new Map(
    (await interviewsOfCandidate(deps.db, uid)).map((interview) => [interview.applicationId, interview]),
  );

  const files: ExportedFile[] = [];
  const profileResume = fileRef(profile?.resume);
  if (profileResume) {
    files.push({
      ...profileResume,
      kind: 'resume',
      applicationId: null,
      archivePath: `files/profile/${safeName(profileResume.fileName)}`,
    });
  }
  const profileAvatar = fileRef(profile?.avatar);
  if (profileAvatar) {
    files.push({
      ...profileAvatar,
      kind: 'avatar',
      applicationId: null,
      archivePath: `files/profile/${safeName(profileAvatar.fileName)}`,
    });
  }
  for (const application of applications) {
    const copy = fileRef(application.candidate.resume);
    if (copy) {
      files.push({
        ...copy,
        kind: 'application-resume',
        applicationId: application.id,
        archivePath: `files/applications/${application.id}/${safeName(copy.fileName)}`,
      });
    }
  }

  const now = nowOf(deps);
  const archive: CandidateDataExport = {
    format: CANDIDATE_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      uid,
      email: email ?? '',
      emailVerified: user?.emailVerified ?? false,
      createdAt: user ? new Date(user.metadata.creationTime).toISOString() : null,
      lastSignInAt: user?.metadata.lastSignInTime
        ? new Date(user.metadata.lastSignInTime).toISOString()
        : null,
    },
    profile: profile
      ? {
          ...personal(profile),
          privacyPolicyVersion: profile.privacyPolicyVersion ?? null,
          termsAcceptedAt: iso(profile.termsAcceptedAt),
          consents: (await readConsents(deps.db, uid)).map((consent) => ({
            version: consent.version,
            acceptedAt: consent.acceptedAt.toISOString(),
          })),
          submittedAt: iso(profile.submittedAt),
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    applications: await Promise.all(
      applications.map((application) =>
        exportedApplication(deps, application, interviews.get(application.id)),
      ),
    ),
    mails: mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    files,
  };

  const batch = deps.db.batch();
  appendAuditEntry(
    batch,
    deps.db,
    { uid: caller.uid, email: caller.email },
    {
      action: 'export',
      target: { type: 'candidate', id: uid, title: null },
      before: null,
      after: { files: files.length, applications: applications.length },
    },
  );
  await batch.commit();
  return archive;
};
