import { catalogIdSchema, COLLECTIONS, reorderDepartmentsSchema, type CatalogKind } from '@careers/domain';
import { Router, type Request, type Response } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireAdmin } from '../../lib/authenticate.ts';
import { isMultipartRequest } from '../../lib/multipart-upload.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { inputObject, invalidInput, ServiceError } from '../../lib/service-error.ts';
import {
  createCatalogEntry,
  deleteCatalogEntry,
  getCatalogEntry,
  listCatalogEntries,
  reorderDepartments,
  updateCatalogEntry,
} from '../services/catalog-service.ts';
import { receiveDepartmentForm } from './department-form.ts';

/** The spec's path of each catalog under `/api/admin` (section 7) → the catalog. */
const CATALOG_PATHS: Record<string, CatalogKind> = {
  departments: 'departments',
  educations: 'degrees',
  companies: 'companies',
  employment_questions: 'screeningQuestions',
};

/** The public catalogs' paths (companies are not public). */
const PUBLIC_CATALOG_PATHS: Record<string, CatalogKind> = {
  departments: 'departments',
  educations: 'degrees',
  employment_questions: 'screeningQuestions',
};

/**
 * The multipart form's picture errors are about its `picture` field; the service names the stored
 * path `picturePath`. Report them under the field the client sent.
 */
const asPictureField = (error: unknown): unknown => {
  if (!(error instanceof ServiceError) || !error.fields?.['picturePath']) return error;
  const { picturePath, ...others } = error.fields;
  return invalidInput({ ...others, picture: picturePath });
};

/**
 * A department's fields from a multipart form (streaming its picture to Storage first) or from a
 * JSON body (`picturePath` of a picture the client uploaded). Returns the input and, for a form,
 * the stored picture to remove if the service refuses the department.
 */
const departmentInput = async (
  req: Request,
  deps: Deps,
  id: string,
): Promise<{ input: Record<string, unknown>; uploaded: string | null }> => {
  if (!isMultipartRequest(req)) return { input: inputObject(req.body), uploaded: null };
  const form = await receiveDepartmentForm(req, deps.bucket, id);
  return {
    input: { ...form.fields, id, ...(form.picturePath ? { picturePath: form.picturePath } : {}) },
    uploaded: form.picturePath,
  };
};

const removeUpload = async (deps: Deps, path: string | null): Promise<void> => {
  if (path)
    await deps.bucket
      .file(path)
      .delete({ ignoreNotFound: true })
      .catch(() => undefined);
};

/**
 * The catalog routes of spec section 7: for each of departments, educations, companies and
 * employment_questions: GET list, GET /{id}, POST /create, POST /update/{id}, DELETE /{id}.
 * Admins only (401 without a token, 403 for anyone else); 404 for an unknown id; 400 with per-field
 * messages; 412 when jobs use the entry being deleted (the message names them).
 */
export const createCatalogsRouter = (deps: () => Deps): Router => {
  const router = Router();

  for (const [path, kind] of Object.entries(CATALOG_PATHS)) {
    const base = `/admin/${path}`;
    router.use(base, ...requireAdmin(deps));

    router.get(base, async (_req, res) => {
      res.json(await listCatalogEntries(deps(), kind));
    });

    router.get(`${base}/:id`, async (req, res) => {
      const { id } = await parseInput(catalogIdSchema, req.params);
      res.json(await getCatalogEntry(deps(), kind, id));
    });

    router.post(`${base}/create`, async (req: Request, res: Response) => {
      if (kind !== 'departments') {
        res.status(201).json(await createCatalogEntry(deps(), callerOf(res), kind, req.body));
        return;
      }
      // A department made over the API gets its id here, before its picture is stored under it.
      const id = deps().db.collection(COLLECTIONS.departments).doc().id;
      const { input, uploaded } = await departmentInput(req, deps(), id).catch((error: unknown) => {
        throw asPictureField(error);
      });
      try {
        res.status(201).json(await createCatalogEntry(deps(), callerOf(res), kind, { id, ...input }));
      } catch (error) {
        await removeUpload(deps(), uploaded);
        throw isMultipartRequest(req) ? asPictureField(error) : error;
      }
    });

    router.post(`${base}/update/:id`, async (req: Request, res: Response) => {
      const { id } = await parseInput(catalogIdSchema, req.params);
      if (kind !== 'departments') {
        res.json(await updateCatalogEntry(deps(), callerOf(res), kind, id, req.body));
        return;
      }
      // The spec sends title and description; a multipart form may also bring a new picture.
      await getCatalogEntry(deps(), kind, id);
      const { input, uploaded } = await departmentInput(req, deps(), id).catch((error: unknown) => {
        throw asPictureField(error);
      });
      try {
        res.json(await updateCatalogEntry(deps(), callerOf(res), kind, id, input));
      } catch (error) {
        await removeUpload(deps(), uploaded);
        throw isMultipartRequest(req) ? asPictureField(error) : error;
      }
    });

    router.delete(`${base}/:id`, async (req, res) => {
      const { id } = await parseInput(catalogIdSchema, req.params);
      res.json(await deleteCatalogEntry(deps(), callerOf(res), kind, id));
    });
  }

  // Not in the spec (issue 20): the landing page's department order, `{ ids }` first tab first.
  // Behind the admin guard the loop above put on /admin/departments.
  router.post('/admin/departments/reorder', async (req, res) => {
    const input = await parseInput(reorderDepartmentsSchema, req.body);
    res.json(await reorderDepartments(deps(), callerOf(res), input));
  });

  // The "Public" catalog reads of spec section 7: no token needed, nothing shown that the web app
  // does not read directly from public documents. They answer the list itself, as the admin's do.
  for (const [path, kind] of Object.entries(PUBLIC_CATALOG_PATHS)) {
    router.get(`/public/${path}`, async (_req, res) => {
      res.json(await listCatalogEntries(deps(), kind));
    });
  }

  return router;
};
