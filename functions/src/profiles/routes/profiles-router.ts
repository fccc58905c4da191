import {
  educationAndCareerRequestSchema,
  MESSAGES,
  personalDetailsRequestSchema,
  privacyAcceptanceRequestSchema,
} from '@careers/domain';
import { Router } from 'express';

import type { Deps } from '../../deps.ts';
import { callerOf, requireCandidate } from '../../lib/authenticate.ts';
import { isMultipartRequest } from '../../lib/multipart-upload.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { acceptPrivacyPolicy } from '../services/accept-privacy-policy.ts';
import { saveEducationAndCareer } from '../services/save-education-and-career.ts';
import { missingResume, savePersonalDetails } from '../services/save-personal-details.ts';
import { submitStepOneForm } from '../services/step-one-submission.ts';
import { receiveStepOneForm } from './step-one-form.ts';

/**
 * The wizard's routes of spec section 7, on the same services as the callables, for the signed-in
 * candidate's own profile (the body's `email` must be the account's: 400 when missing or malformed,
 * 403 when another). 401 without a valid Bearer ID token, 403 for an admin; 400 with per-field
 * messages (`resume`, `phoneNumber`, `career[0].description`, `termsAndConditions`…).
 */
export const createProfilesRouter = (deps: () => Deps): Router => {
  const router = Router();
  router.use('/users/create', ...requireCandidate(deps, MESSAGES.profileForCandidatesOnly));

  // Multipart: firstName, middleName, lastName, city, address, phoneNumber, email, resume, avatar.
  // A JSON body (fields only) saves the fields when the profile already has its CV.
  router.post('/users/create/step-one', async (req, res) => {
    const caller = callerOf(res);
    if (!isMultipartRequest(req)) {
      const input = await parseInput(personalDetailsRequestSchema, req.body, () =>
        missingResume(deps(), caller.uid),
      );
      res.json(await savePersonalDetails(deps(), caller, input));
      return;
    }
    res.json(await submitStepOneForm(deps(), caller, (uid) => receiveStepOneForm(req, deps().bucket, uid)));
  });

  // email, totalExperience, education[], career[].
  router.post('/users/create/step-two', async (req, res) => {
    const input = await parseInput(educationAndCareerRequestSchema, req.body);
    res.json(await saveEducationAndCareer(deps(), callerOf(res), input));
  });

  // email, termsAndConditions: the privacy policy step.
  router.post('/users/create/step-four', async (req, res) => {
    const input = await parseInput(privacyAcceptanceRequestSchema, req.body);
    res.json(await acceptPrivacyPolicy(deps(), callerOf(res), input));
  });

  return router;
};
