import { applicationId } from '@careers/domain';

import { idOf } from '../../lib/api-body.ts';
import { inputObject, refuse, ServiceError } from '../../lib/service-error.ts';

// Spec section 7 names an applicant by its user id and the job as `job` (send-rejection-email:
// body, emails, job, applicantIds); the services take the application ids `{jobId}_{uid}` and
// `jobId` (the callables' names). These map the first onto the second, so both shapes work on the
// routes, and per-field errors come back under the names the client sent.

export type ApiSelection = {
  /** The services' input: `jobId`, `applicationIds` and the other fields as sent. */
  input: Record<string, unknown>;
  /** Field names to report errors under: the service's name → the client's. */
  fieldNames: Record<string, string>;
};

/**
 * `{ job, applicantIds: [uid…] }` (spec) or `{ jobId, applicationIds }` (callables), with the
 * action's own fields. `emails` is ignored: mail goes to the address each candidate applied with,
 * never to an address the request names.
 */
export const selectionFromApiBody = (body: unknown): ApiSelection => {
  const { emails: _ignored, job, applicantIds, ...rest } = inputObject(body);
  const fieldNames: Record<string, string> = {};
  const jobId = idOf(rest['jobId'] ?? job);
  if (rest['jobId'] === undefined && job !== undefined) fieldNames['jobId'] = 'job';
  let applicationIds = rest['applicationIds'];
  if (applicationIds === undefined && applicantIds !== undefined) {
    fieldNames['applicationIds'] = 'applicantIds';
    applicationIds =
      Array.isArray(applicantIds) && typeof jobId === 'string'
        ? applicantIds.map((uid: unknown) => {
            const id = idOf(uid);
            return typeof id === 'string' ? applicationId(jobId, id) : id;
          })
        : applicantIds;
  }
  return { input: { ...rest, jobId, applicationIds }, fieldNames };
};

/** One applicant of the path (`/{jobId}/{applicantId}`: the candidate's uid). */
type PathParams = Readonly<Record<string, string | string[]>>;

/** A named path parameter ('' when absent: the schema then refuses it as required). */
export const pathParam = (params: PathParams, name: string): string => {
  const value = params[name];
  return typeof value === 'string' ? value : '';
};

export const applicantOfPath = (params: PathParams): string =>
  applicationId(pathParam(params, 'jobId'), pathParam(params, 'applicantId'));

/**
 * Runs a service and reports its per-field errors under the client's field names: `names` maps a
 * whole path (`applicationIds[0]`) or a field's name (`applicationIds`, keeping `[3]`).
 */
export const withFieldNames = async <T>(names: Record<string, string>, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ServiceError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([path, message]) => {
        const whole = names[path];
        if (whole) return [whole, message];
        const [head = path, tail = ''] = /^([^.[]+)(.*)$/.exec(path)?.slice(1) ?? [];
        return [`${names[head] ?? head}${tail}`, message];
      }),
    );
    throw refuse(error.reason, error.message, { fields });
  }
};
