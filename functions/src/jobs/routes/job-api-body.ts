import { idOf } from '../../lib/api-body.ts';
import { inputObject } from '../../lib/service-error.ts';

// The spec's API (section 7) sends a job as the old app did: snake_case names, the company and
// department as references, educations and employment_questions as lists of `{ _id }`. The jobs
// service takes the job form's fields (jobSchema); this maps the first onto the second, so both
// shapes work on `/api/admin/jobs/...`. Per-field errors are reported under the form's names.

const RENAMED: Record<string, string> = {
  career_level: 'careerLevel',
  job_type: 'jobType',
  start_date: 'startDate',
  end_date: 'endDate',
  conduct_test: 'conductTest',
  company: 'companyId',
  department: 'departmentId',
  test: 'testId',
  educations: 'educationIds',
  employment_questions: 'screeningQuestionIds',
};

export const jobInputFromApiBody = (body: unknown): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(inputObject(body))) {
    const name = RENAMED[key] ?? key;
    // A field sent under both names: the form's name wins.
    if (name !== key && name in inputObject(body)) continue;
    if (name === 'educationIds' || name === 'screeningQuestionIds') {
      input[name] = Array.isArray(value) ? value.map(idOf) : value;
    } else if (name === 'companyId' || name === 'departmentId' || name === 'testId') {
      // An empty test is not sent (spec section 5); null and '' mean none.
      input[name] = value === '' ? null : idOf(value);
    } else {
      input[name] = value;
    }
  }
  return input;
};

/** The spec sends "a list of job ids"; accept the list itself or `{ jobIds }` / `{ ids }`. */
export const jobIdsFromApiBody = (body: unknown): Record<string, unknown> => {
  if (Array.isArray(body)) return { jobIds: body };
  const record = inputObject(body);
  return 'jobIds' in record ? record : { ...record, jobIds: record['ids'] };
};
