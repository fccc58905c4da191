import { MESSAGES, type EducationAndCareerRequest, type FieldErrors, type StepResult } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { catalogTitles } from '../../catalogs/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { invalidInput } from '../../lib/service-error.ts';
import { candidateOf, completenessOf, requireOwnEmail } from './candidate.ts';
import { saveProfileChanges } from './profile-writes.ts';

const normalizedTitle = (title: string) => title.trim().toLowerCase();

/** The titles of the degrees catalog (the step's degree dropdown), normalized for comparison. */
const degreeTitles = async (db: Firestore): Promise<Set<string>> =>
  new Set((await catalogTitles(db, 'degrees')).map(normalizedTitle));

/**
 * Step 2 (spec section 5), `saveEducationAndCareer` and `POST /api/users/create/step-two`: overall
 * experience, education and career lists, validated in full with the domain's schema (description
 * at most 140 characters, years 1900–2074, from ≤ to, a career entry unless experience is 0). Each
 * education entry's degree must be one of the degrees catalog (the form offers only those).
 * Errors are per field, e.g. `career[0].description`; nothing is saved then.
 */
export const saveEducationAndCareer = async (
  deps: Deps,
  caller: Caller,
  { email, totalExperience, education, career }: EducationAndCareerRequest,
): Promise<StepResult> => {
  const candidate = candidateOf(caller);
  requireOwnEmail(candidate, email);

  const degrees = await degreeTitles(deps.db);
  const unknownDegrees: FieldErrors = {};
  education.forEach((entry, index) => {
    if (!degrees.has(normalizedTitle(entry.degree))) {
      unknownDegrees[`education[${index}].degree`] = MESSAGES.degreeNotInCatalog;
    }
  });
  if (Object.keys(unknownDegrees).length > 0) throw invalidInput(unknownDegrees);

  const profile = await saveProfileChanges(
    deps,
    candidate,
    { totalExperience, education, career },
    { now: nowOf(deps) },
  );
  return { completeness: completenessOf(profile) };
};
