import {
  jobSearchTokens,
  OFFICE_LOCATIONS,
  type CatalogRef,
  type Company,
  type Degree,
  type Department,
  type FieldErrors,
  type Job,
  type JobInput,
  type JobTestRef,
  type ScreeningQuestion,
  type ScreeningQuestionRef,
  type Test,
} from '@careers/domain';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';

import { testRef } from '../../assessments/index.ts';
import { catalogEntryRef } from '../../catalogs/index.ts';
import { invalidInput } from '../../lib/service-error.ts';
import type { AuditActor } from '../../audit/index.ts';

/** The catalog entries a job names, frozen into it as they are now. */
export type JobReferences = {
  company: CatalogRef;
  department: CatalogRef;
  educations: CatalogRef[];
  screeningQuestions: ScreeningQuestionRef[];
  test: JobTestRef | null;
};

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * Reads, in the job's transaction, every catalog entry and the test the input names, and answers
 * 'invalid-argument' with one message per field that names something missing (or a test that does
 * not fit the job). Reading them in the transaction means a catalog entry deleted meanwhile makes the
 * transaction retry and then fail here, never a job pointing at nothing.
 */
export const readJobReferences = async (
  transaction: Transaction,
  db: Firestore,
  input: JobInput,
): Promise<JobReferences> => {
  const educationIds = unique(input.educationIds);
  const questionIds = unique(input.screeningQuestionIds);
  const refs = [
    catalogEntryRef(db, 'companies', input.companyId),
    catalogEntryRef(db, 'departments', input.departmentId),
    ...educationIds.map((id) => catalogEntryRef(db, 'degrees', id)),
    ...questionIds.map((id) => catalogEntryRef(db, 'screeningQuestions', id)),
    ...(input.testId ? [testRef(db, input.testId) as DocumentReference] : []),
  ];
  const snapshots = await transaction.getAll(...refs);
  const at = (index: number): DocumentSnapshot => snapshots[index]!;
  const errors: FieldErrors = {};

  const company = at(0).data() as Company | undefined;
  if (!company) errors['companyId'] = 'No such company.';
  const department = at(1).data() as Department | undefined;
  if (!department) errors['departmentId'] = 'No such department.';

  const educations: CatalogRef[] = [];
  educationIds.forEach((id, offset) => {
    const degree = at(2 + offset).data() as Degree | undefined;
    if (degree) educations.push({ id, title: degree.title });
    else errors[`educationIds[${String(input.educationIds.indexOf(id))}]`] = 'No such degree.';
  });

  const screeningQuestions: ScreeningQuestionRef[] = [];
  questionIds.forEach((id, offset) => {
    const question = at(2 + educationIds.length + offset).data() as ScreeningQuestion | undefined;
    if (question) screeningQuestions.push({ id, title: question.title, limit: question.limit });
    else
      errors[`screeningQuestionIds[${String(input.screeningQuestionIds.indexOf(id))}]`] =
        'No such employment question.';
  });

  let test: JobTestRef | null = null;
  if (input.testId) {
    const stored = at(refs.length - 1).data() as Test | undefined;
    if (!stored) errors['testId'] = 'No such test.';
    else if (stored.status !== 'active') errors['testId'] = 'This test is inactive. Choose an active test.';
    // The job form's test selector offers the department's tests of the job's career level (spec
    // section 5); the server holds to the same so an API client cannot attach another one.
    else if (stored.department.id !== input.departmentId || stored.level !== input.careerLevel.toLowerCase())
      errors['testId'] = "Choose a test of the job's department and career level.";
    else
      test = {
        id: input.testId,
        title: stored.title,
        level: stored.level,
        timeMinutes: stored.timeMinutes,
        totalQuestions: stored.totalQuestions,
      };
  }

  if (Object.keys(errors).length > 0 || !company || !department) throw invalidInput(errors);
  return {
    company: { id: input.companyId, title: company.title },
    department: { id: input.departmentId, title: department.title },
    educations,
    screeningQuestions,
    test,
  };
};

/**
 * The stored job for validated input and its references. `existing` keeps what an edit does not
 * change: who created it and when, when it was posted, and its hidden / deleted markers.
 */
export const buildJob = (
  input: JobInput,
  references: JobReferences,
  context: { actor: AuditActor; now: Date; existing: Job | null },
): Job => {
  const { actor, now, existing } = context;
  const office = OFFICE_LOCATIONS.find((candidate) => candidate.label === input.location);
  // The schema accepts only these labels; a miss here is a programming error, not bad input.
  if (!office) throw new Error(`Unknown office location '${input.location}'.`);
  return {
    title: input.title,
    description: input.description,
    company: references.company,
    department: references.department,
    educations: references.educations,
    educationIds: references.educations.map((degree) => degree.id),
    screeningQuestions: references.screeningQuestions,
    screeningQuestionIds: references.screeningQuestions.map((question) => question.id),
    searchTokens: jobSearchTokens({ title: input.title, department: references.department }),
    skills: input.skills,
    cgpa: input.cgpa ?? null,
    percentage: input.percentage ?? null,
    experience: input.experience,
    careerLevel: input.careerLevel,
    jobType: input.jobType,
    postedAt: existing?.postedAt ?? now,
    startDate: input.startDate,
    endDate: input.endDate,
    location: office.label,
    coordinates: { lat: office.lat, lng: office.lng },
    conductTest: references.test !== null,
    test: references.test,
    status: input.status,
    hidden: existing?.hidden ?? false,
    deleted: existing?.deleted ?? false,
    deletedAt: existing?.deletedAt ?? null,
    createdBy: existing?.createdBy ?? actor.uid,
    updatedBy: actor.uid,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
};
