import {
  catalogInUseMessage,
  catalogSavedMessage,
  DEPARTMENT_ORDER_MESSAGES,
  companySchema,
  degreeSchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  screeningQuestionSchema,
  type CatalogKind,
  type CatalogUpdateResult,
  type CatalogWriteResult,
  type Job,
  type ReorderDepartmentsResult,
  type WithId,
} from '@careers/domain';

import { testsOfDepartment } from '../../assessments/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { adminConverter } from '../../lib/converter.ts';
import { parseInput, type InputSchema } from '../../lib/parse-input.ts';
import { invalidInput, refuse, type ServiceError } from '../../lib/service-error.ts';
import { CATALOG_KIND_DEFINITIONS, type StoredCatalogEntry } from '../repositories/catalog-kinds.ts';
import { verifyDepartmentPicture, type DepartmentPicture } from './department-picture.ts';
import { propagateCatalogEntry } from './propagate-snapshots.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

// One service for the four catalogs of spec section 2 (departments, educations = degrees, companies,
// employment questions = screening questions). Writes go through here, never from the browser: a
// write may have to refresh job snapshots (rename) or be refused because jobs use the entry
// (delete), and each one is in the audit log.

/** How many jobs a refused delete names before '… and N more'. */
const NAMED_USERS = 3;

const CREATE_SCHEMAS: Record<CatalogKind, InputSchema> = {
  departments: departmentCreateSchema,
  degrees: degreeSchema,
  companies: companySchema,
  screeningQuestions: screeningQuestionSchema,
};

const UPDATE_SCHEMAS: Record<CatalogKind, InputSchema> = {
  ...CREATE_SCHEMAS,
  departments: departmentUpdateSchema,
};

const entryConverter = adminConverter<StoredCatalogEntry>();

const collectionOf = (deps: Pick<Deps, 'db'>, kind: CatalogKind) =>
  deps.db.collection(CATALOG_KIND_DEFINITIONS[kind].collection).withConverter(entryConverter);

/** An entry's fields, checked with its catalog's schema (messages keyed `title`, `limit`…). */
const validEntry = async (schema: InputSchema, entry: unknown): Promise<Record<string, unknown>> =>
  (await parseInput(schema, entry)) as Record<string, unknown>;

const notFound = (kind: CatalogKind) =>
  refuse('not-found', `No such ${CATALOG_KIND_DEFINITIONS[kind].label.toLowerCase()}.`);

/** The fields an admin sets, per catalog (timestamps and the department's order are added here). */
const editableFields = (
  kind: CatalogKind,
  input: Record<string, unknown>,
  picture: DepartmentPicture | null,
): StoredCatalogEntry => {
  // The schema has checked these: a title is trimmed text, a limit a whole number.
  const title = String(input['title']);
  switch (kind) {
    case 'departments':
      return { title, description: String(input['description']), ...(picture ? { image: picture } : {}) };
    case 'screeningQuestions':
      return { title, limit: Number(input['limit']) };
    default:
      return { title };
  }
};

/** Every entry of a catalog: departments in landing-page order, the others by title. */
export const listCatalogEntries = async (
  deps: Pick<Deps, 'db'>,
  kind: CatalogKind,
): Promise<WithId<StoredCatalogEntry>[]> => {
  const snapshot = await collectionOf(deps, kind)
    .orderBy(kind === 'departments' ? 'order' : 'title')
    .get();
  return snapshot.docs.map((doc) => doc.data() as WithId<StoredCatalogEntry>);
};

export const getCatalogEntry = async (
  deps: Pick<Deps, 'db'>,
  kind: CatalogKind,
  id: string,
): Promise<WithId<StoredCatalogEntry>> => {
  const snapshot = await collectionOf(deps, kind).doc(id).get();
  if (!snapshot.exists) throw notFound(kind);
  return snapshot.data() as WithId<StoredCatalogEntry>;
};

/**
 * Creates an entry. A department names its id (chosen by the browser, which uploaded the picture
 * to `departments/{id}/…` first) and its picture's path, checked before anything is written; the
 * other catalogs get an auto id. Returns 'Department has been created.' and the like.
 */
export const createCatalogEntry = async (
  deps: Deps,
  actor: AuditActor,
  kind: CatalogKind,
  entry: unknown,
): Promise<CatalogWriteResult> => {
  const definition = CATALOG_KIND_DEFINITIONS[kind];
  const fields = await validEntry(CREATE_SCHEMAS[kind], entry);
  const collection = collectionOf(deps, kind);
  const ref = kind === 'departments' ? collection.doc(String(fields['id'])) : collection.doc();
  const picture =
    kind === 'departments'
      ? await verifyDepartmentPicture(deps.bucket, ref.id, String(fields['picturePath']))
      : null;

  await deps.db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists)
      throw refuse('already-exists', `This ${definition.label.toLowerCase()} already exists.`);
    let order: number | undefined;
    if (kind === 'departments') {
      // New departments go last on the landing page; admins reorder later.
      const last = await transaction.get(collection.orderBy('order', 'desc').limit(1));
      order = Number(last.docs[0]?.data()['order'] ?? 0) + 1;
    }
    const now = nowOf(deps);
    const data: StoredCatalogEntry = {
      ...editableFields(kind, fields, picture),
      ...(kind === 'departments' ? { order } : {}),
      createdAt: now,
      updatedAt: now,
    };
    transaction.set(ref, data);
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'create',
      target: { type: definition.auditType, id: ref.id, title: data.title },
      before: null,
      after: data,
    });
  });
  return { id: ref.id, message: catalogSavedMessage(definition.label, 'created') };
};

/**
 * Updates an entry, then copies its title (a question's limit too) into the jobs that use it and
 * their index entries (propagateCatalogEntry). A department's picture changes only when a new path
 * is sent; the replaced picture is deleted.
 */
export const updateCatalogEntry = async (
  deps: Deps,
  actor: AuditActor,
  kind: CatalogKind,
  entryId: string,
  entry: unknown,
): Promise<CatalogUpdateResult> => {
  const definition = CATALOG_KIND_DEFINITIONS[kind];
  const fields = await validEntry(UPDATE_SCHEMAS[kind], entry);
  const ref = collectionOf(deps, kind).doc(entryId);
  const picturePath = typeof fields['picturePath'] === 'string' ? fields['picturePath'] : '';
  const picture =
    kind === 'departments' && picturePath
      ? await verifyDepartmentPicture(deps.bucket, entryId, picturePath)
      : null;

  const replacedPicture = await deps.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const before = snapshot.data();
    if (!before) throw notFound(kind);
    const { id: _id, ...stored } = before as WithId<StoredCatalogEntry>;
    const after = {
      ...stored,
      ...editableFields(kind, fields, picture),
      updatedAt: nowOf(deps),
    } as StoredCatalogEntry;
    transaction.set(ref, after);
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'update',
      target: { type: definition.auditType, id: entryId, title: after.title },
      before: stored,
      after,
    });
    const oldImage = stored.image;
    return picture && oldImage && oldImage.path !== picture.path ? oldImage.path : null;
  });

  if (replacedPicture) {
    // Nothing points at it any more; a failure only leaves an unused file behind.
    await deps.bucket
      .file(replacedPicture)
      .delete({ ignoreNotFound: true })
      .catch((error: unknown) =>
        console.warn(`Could not delete the replaced picture ${replacedPicture}`, error),
      );
  }
  const jobsUpdated = await propagateCatalogEntry(deps, kind, entryId);
  return { id: entryId, message: catalogSavedMessage(definition.label, 'updated'), jobsUpdated };
};

/** The refusal naming the jobs (or, for a department, tests) that use an entry. */
const inUseError = async (
  deps: Deps,
  kind: CatalogKind,
  id: string,
  title: string,
  noun: 'job' | 'test',
): Promise<ServiceError> => {
  const query =
    noun === 'job' ? CATALOG_KIND_DEFINITIONS[kind].jobsUsing(deps.db, id) : testsOfDepartment(deps.db, id);
  const [count, first] = await Promise.all([query.count().get(), query.limit(NAMED_USERS).get()]);
  const titles = first.docs.map((doc) => {
    const user = doc.data() as Partial<Job>;
    return `${String(user.title ?? doc.id)}${user.deleted ? ' (deleted)' : ''}`;
  });
  return refuse(
    'in-use',
    catalogInUseMessage(CATALOG_KIND_DEFINITIONS[kind].label, title, {
      noun,
      titles,
      count: Math.max(count.data().count, titles.length),
    }),
  );
};

/**
 * Deletes an entry that nothing uses. An entry named by a job (deleted jobs included: they can be
 * restored) is refused with 'failed-precondition' naming the first jobs and their count; a
 * department named by a test likewise. The check and the delete are one transaction, so a job
 * saved meanwhile with this entry makes the delete retry and then refuse.
 */
export const deleteCatalogEntry = async (
  deps: Deps,
  actor: AuditActor,
  kind: CatalogKind,
  entryId: string,
): Promise<CatalogWriteResult> => {
  const definition = CATALOG_KIND_DEFINITIONS[kind];
  const ref = collectionOf(deps, kind).doc(entryId);

  const outcome = await deps.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const before = snapshot.data();
    if (!before) throw notFound(kind);
    const { id: _id, ...stored } = before as WithId<StoredCatalogEntry>;
    const usedByJob = await transaction.get(definition.jobsUsing(deps.db, entryId).limit(1));
    if (!usedByJob.empty) return { inUse: 'job' as const, title: stored.title };
    if (kind === 'departments') {
      const usedByTest = await transaction.get(testsOfDepartment(deps.db, entryId).limit(1));
      if (!usedByTest.empty) return { inUse: 'test' as const, title: stored.title };
    }
    transaction.delete(ref);
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'delete',
      target: { type: definition.auditType, id: entryId, title: stored.title },
      before: stored,
      after: null,
    });
    return { inUse: null, title: stored.title };
  });

  if (outcome.inUse) throw await inUseError(deps, kind, entryId, outcome.title, outcome.inUse);
  if (kind === 'departments') {
    // Its pictures are public files nothing points at any more.
    await deps.bucket
      .deleteFiles({ prefix: `departments/${entryId}/` })
      .catch((error: unknown) =>
        console.warn(`Could not delete the pictures of department ${entryId}`, error),
      );
  }
  return { id: entryId, message: catalogSavedMessage(definition.label, 'deleted') };
};

/**
 * Sets the landing page's department order (its first 9 get tabs): `ids` names every department,
 * first tab first. Each department whose place changed gets `order` = its position (1-based) and an
 * audit entry, in one transaction; a list that is not exactly the departments (one was added or
 * deleted meanwhile) is refused with 'invalid-input' on `ids`, and nothing moves.
 */
export const reorderDepartments = async (
  deps: Deps,
  actor: AuditActor,
  input: { ids: readonly string[] },
): Promise<ReorderDepartmentsResult> => {
  const definition = CATALOG_KIND_DEFINITIONS.departments;
  const collection = collectionOf(deps, 'departments');
  const moved = await deps.db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(collection);
    const stored = new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as WithId<StoredCatalogEntry>]));
    if (stored.size !== input.ids.length || input.ids.some((id) => !stored.has(id)))
      throw invalidInput({ ids: DEPARTMENT_ORDER_MESSAGES.stale });
    let count = 0;
    input.ids.forEach((id, index) => {
      const before = stored.get(id);
      const order = index + 1;
      if (!before || before.order === order) return;
      count += 1;
      transaction.update(collection.doc(id), { order, updatedAt: nowOf(deps) });
      appendAuditEntry(transaction, deps.db, actor, {
        action: 'reorder',
        target: { type: definition.auditType, id, title: before.title },
        before: { order: before.order ?? null },
        after: { order },
      });
    });
    return count;
  });
  return { message: DEPARTMENT_ORDER_MESSAGES.saved, moved };
};
