import { applicationId, type Application } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import {
  startApplicantsTestBed,
  type ApplicantsTestBed,
} from '../../applicants/testing/applicants-test-bed.ts';
import { applyToJob } from '../../applications/callables/applications-callables.ts';
import { readApplicationsOfJob, reviewRef } from '../../applications/index.ts';
import { TEST_ADMIN, unique } from '../../testing/admin-console.ts';
import { seedTestWithBank } from '../../testing/assessments.ts';
import { authOf } from '../../testing/callers.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import * as checked from '../../testing/checked-services.ts';

// Test support for the data rights: a candidate with everything the portal can hold about them —
// a profile with unique personal details, a CV, two applications (one tested, one invited to an
// interview) with their CV copies, mails, remarks and audit entries — among other applicants.

export type PersonalDetails = {
  firstName: string;
  middleName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
};

export type FullCandidate = TestCandidate & {
  details: PersonalDetails;
  testedJobId: string;
  interviewJobId: string;
  applicationIds: [string, string];
};

export type DataRightsTestBed = ApplicantsTestBed & { jobs: { tested: string; interview: string } };

export const startDataRightsTestBed = async (label: string): Promise<DataRightsTestBed> => {
  const bed = await startApplicantsTestBed(label);
  const bank = await seedTestWithBank(bed.deps.db, {
    aptitude: 12,
    technical: 14,
    departmentId: bed.catalogs.departmentId,
  });
  const questions = { screeningQuestionIds: [...bed.catalogs.questionIds] };
  const tested = await bed.postJob({ ...questions, testId: bank.testId });
  const interview = await bed.postJob(questions);
  // Other applicants on both jobs: their counts and scores must not move.
  for (const jobId of [tested, interview]) {
    const other = await bed.seedApplicant({ jobId, status: 'shortlisted' });
    await reviewRef(bed.deps.db, other.id).set({
      remarks: 'Strong spinning background.',
      score: 14,
      totalQuestions: 20,
      updatedAt: bed.clock.now,
      updatedBy: TEST_ADMIN.uid,
    });
  }
  return { ...bed, jobs: { tested, interview } };
};

/** Digits only, unique per candidate (the profile's rules). */
const uniquePhone = (): string => `03${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export const createFullCandidate = async (bed: DataRightsTestBed): Promise<FullCandidate> => {
  // Letters only (names take no digits), one per hex digit of the unique id: replacing the digits
  // with one letter made two candidates share a name about once a hundred runs, and the erasure
  // scan then found the other one's traces.
  const suffix = unique().replace(/[0-9a-f]/g, (digit) =>
    String.fromCharCode(97 + Number.parseInt(digit, 16)),
  );
  const details: PersonalDetails = {
    firstName: `Zarmeen${suffix}`,
    middleName: `Noorjahan${suffix}`,
    lastName: `Qureshi${suffix}`,
    phoneNumber: uniquePhone(),
    address: `${suffix} Jail Road`,
  };
  const candidate = await createCandidate(bed.deps, {
    label: `erase${suffix}`,
    profile: details,
    now: bed.clock.now,
  });
  const { deps, catalogs, jobs } = bed;
  const answers = [
    { questionId: catalogs.questionIds[0], answer: `Ask ${details.firstName} about notice.` },
    { questionId: catalogs.questionIds[1], answer: 'Your mills train their engineers.' },
  ];
  for (const jobId of [jobs.tested, jobs.interview]) {
    await applyToJob.handle({ auth: authOf(candidate.caller), data: { jobId, answers } }, () => deps);
  }
  const tested = applicationId(jobs.tested, candidate.uid);
  const interview = applicationId(jobs.interview, candidate.uid);

  await checked.shortlistApplicants(deps, TEST_ADMIN, { jobId: jobs.tested, applicationIds: [tested] });
  await checked.shortlistApplicants(deps, TEST_ADMIN, { jobId: jobs.interview, applicationIds: [interview] });
  await checked.inviteApplicantsToTest(deps, TEST_ADMIN, { jobId: jobs.tested, applicationIds: [tested] });
  const application = (await deps.db.collection('applications').doc(tested).get()).data() as Application;
  let view = await checked.startTest(
    deps,
    { uid: candidate.uid },
    { jobId: jobs.tested, testId: application.test!.testId },
  );
  while (view.state === 'in-progress') {
    view = await checked.submitStep(
      deps,
      { uid: candidate.uid },
      { jobId: jobs.tested, step: view.step, tabSwitches: 1 },
    );
  }
  await checked.inviteApplicantsToInterview(deps, TEST_ADMIN, {
    jobId: jobs.interview,
    applicationIds: [interview],
    date: '2026-12-02',
    time: '14:30',
    place: 'Head Office',
    note: 'Gate 2.',
  });
  await checked.emailApplicants(deps, TEST_ADMIN, {
    jobId: jobs.interview,
    applicationIds: [interview],
    subject: 'Documents for your interview',
    body: `Dear ${details.firstName} ${details.lastName}, please bring your degree.`,
  });
  for (const id of [tested, interview]) {
    await checked.saveRemarks(deps, TEST_ADMIN, {
      applicationId: id,
      remarks: `Called ${details.firstName} ${details.lastName} on ${details.phoneNumber}.`,
    });
  }
  return {
    ...candidate,
    details,
    testedJobId: jobs.tested,
    interviewJobId: jobs.interview,
    applicationIds: [tested, interview],
  };
};

/** What the admin pages show of a job: how many applicants in each status, and their scores. */
export const jobFigures = async (db: Firestore, jobId: string) => {
  const applications = await readApplicationsOfJob(db, jobId);
  const reviews = await Promise.all(
    applications.map(async (application) => (await reviewRef(db, application.id).get()).data()),
  );
  return {
    statuses: applications.map((application) => application.status).sort(),
    scores: reviews.map((review) => `${review?.score ?? '-'}/${review?.totalQuestions ?? '-'}`).sort(),
  };
};

/** Every document of every collection (and subcollection) of `db`, as path and JSON. */
export const everyDocument = async (db: Firestore): Promise<{ path: string; json: string }[]> => {
  const found: { path: string; json: string }[] = [];
  const walk = async (collections: FirebaseFirestore.CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        const snapshot = await ref.get();
        if (snapshot.exists) found.push({ path: ref.path, json: JSON.stringify(snapshot.data()) });
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return found;
};
