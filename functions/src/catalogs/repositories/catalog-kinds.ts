import {
  CATALOG_LABELS,
  COLLECTIONS,
  type AuditTargetType,
  type CatalogKind,
  type Job,
} from '@careers/domain';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';

import { jobsNaming } from '../../jobs/index.ts';

// Where each catalog lives and how jobs refer to it. A job freezes a snapshot of every entry it
// names (Job in the domain) and keeps the ids queryable, so "which jobs use this entry?" is one
// query and a rename can refresh the snapshots.

/**
 * A stored entry of any catalog: every catalog has a title; a department has a description, a
 * picture and its landing-page order, a screening question its answer limit (Department, Degree,
 * Company and ScreeningQuestion in the domain).
 */
export type StoredCatalogEntry = {
  title: string;
  description?: string;
  image?: { path: string; url: string } | null;
  order?: number;
  limit?: number;
  createdAt?: Date;
  updatedAt?: Date;
};

export type CatalogKindDefinition = {
  collection: string;
  label: string;
  auditType: AuditTargetType;
  /** The jobs whose snapshots include the entry. */
  jobsUsing: (db: Firestore, id: string) => Query;
  /** The job's fields with the entry's snapshot refreshed, or null when it is already current. */
  refreshJob: (job: Job, id: string, entry: StoredCatalogEntry) => Partial<Job> | null;
};

export const CATALOG_KIND_DEFINITIONS: Record<CatalogKind, CatalogKindDefinition> = {
  departments: {
    collection: COLLECTIONS.departments,
    label: CATALOG_LABELS.departments,
    auditType: 'department',
    jobsUsing: (db, id) => jobsNaming(db, 'department', id),
    refreshJob: (job, id, entry) =>
      job.department.title === entry.title ? null : { department: { id, title: entry.title } },
  },
  companies: {
    collection: COLLECTIONS.companies,
    label: CATALOG_LABELS.companies,
    auditType: 'company',
    jobsUsing: (db, id) => jobsNaming(db, 'company', id),
    refreshJob: (job, id, entry) =>
      job.company.title === entry.title ? null : { company: { id, title: entry.title } },
  },
  degrees: {
    collection: COLLECTIONS.degrees,
    label: CATALOG_LABELS.degrees,
    auditType: 'degree',
    jobsUsing: (db, id) => jobsNaming(db, 'degree', id),
    refreshJob: (job, id, entry) =>
      job.educations.every((degree) => degree.id !== id || degree.title === entry.title)
        ? null
        : {
            educations: job.educations.map((degree) =>
              degree.id === id ? { id, title: entry.title } : degree,
            ),
          },
  },
  screeningQuestions: {
    collection: COLLECTIONS.screeningQuestions,
    label: CATALOG_LABELS.screeningQuestions,
    auditType: 'screeningQuestion',
    jobsUsing: (db, id) => jobsNaming(db, 'screeningQuestion', id),
    // The limit is part of the snapshot: the apply form bounds each answer by it.
    refreshJob: (job, id, entry) => {
      const limit = entry.limit ?? 0;
      const current = job.screeningQuestions.every(
        (question) => question.id !== id || (question.title === entry.title && question.limit === limit),
      );
      if (current) return null;
      return {
        screeningQuestions: job.screeningQuestions.map((question) =>
          question.id === id ? { id, title: entry.title, limit } : question,
        ),
      };
    },
  },
};

/** An entry of a catalog, read or written in another capability's transaction (a job freezing it). */
export const catalogEntryRef = (db: Firestore, kind: CatalogKind, id: string): DocumentReference =>
  db.collection(CATALOG_KIND_DEFINITIONS[kind].collection).doc(id);

/** The titles of a catalog's entries (another capability checking a choice against the catalog). */
export const catalogTitles = async (db: Firestore, kind: CatalogKind): Promise<string[]> =>
  (await db.collection(CATALOG_KIND_DEFINITIONS[kind].collection).select('title').get()).docs.map((doc) =>
    String(doc.get('title') ?? ''),
  );
