import type { Timestamps } from './common.ts';

/** `departments/{id}`: public. */
export type Department = Timestamps & {
  title: string;
  description: string;
  /** Storage path and a public download URL of the department's picture. */
  image: { path: string; url: string } | null;
  /** Display order on the landing page (ascending); the first 9 get tabs. */
  order: number;
};

/** `degrees/{id}`: the spec's "educations" catalog (degree options). */
export type Degree = Timestamps & { title: string };

/** `companies/{id}`: companies of the group that post jobs. */
export type Company = Timestamps & { title: string };

/** `screeningQuestions/{id}`: the spec's "employment questions". */
export type ScreeningQuestion = Timestamps & {
  title: string;
  /** Maximum answer length in characters. */
  limit: number;
};

/** What a catalog write answers: the entry and 'Department has been created.' and the like. */
export type CatalogWriteResult = { id: string; message: string };

/** An update also says how many jobs had their snapshot of the entry refreshed. */
export type CatalogUpdateResult = CatalogWriteResult & { jobsUpdated: number };

/** What reordering the departments answers: how many changed place. */
export type ReorderDepartmentsResult = { message: string; moved: number };
