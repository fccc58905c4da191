import {
  PRIVACY_POLICY_VERSION,
  type AcceptPrivacyPolicyResult,
  type PrivacyAcceptanceRequest,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { addConsent, typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf, completenessOf, requireOwnEmail } from './candidate.ts';
import { saveProfileChanges } from './profile-writes.ts';

/**
 * The Privacy Policy step (spec section 5), `acceptPrivacyPolicy` and
 * `POST /api/users/create/step-four`: `termsAndConditions` must be true (the ticked agreement);
 * the profile records it with the version of the policy shown (PRIVACY_POLICY_VERSION, which an
 * application freezes) and the server's time, and appends the acceptance to the profile's consent
 * history (`profiles/{uid}/consents`). Without the tick: 'invalid-argument' on
 * `termsAndConditions`, nothing saved.
 */
export const acceptPrivacyPolicy = async (
  deps: Deps,
  caller: Caller,
  { email }: PrivacyAcceptanceRequest,
): Promise<AcceptPrivacyPolicyResult> => {
  const candidate = candidateOf(caller);
  requireOwnEmail(candidate, email);

  const now = nowOf(deps);
  // The profile's consent and its row in the consent history in one transaction, both with the
  // commit's time: a failure between two separate writes left a profile claiming a consent that no
  // record backs (or the reverse).
  const profile = await saveProfileChanges(
    deps,
    candidate,
    { termsAndConditions: true, privacyPolicyVersion: PRIVACY_POLICY_VERSION },
    {
      now,
      serverTimes: ['termsAcceptedAt'],
      alongside: (transaction) => addConsent(transaction, deps.db, candidate.uid, PRIVACY_POLICY_VERSION),
    },
  );
  const stored = (await typedProfileDocument(deps.db, candidate.uid).get()).data();
  const acceptedAt = stored?.termsAcceptedAt ?? now;
  return {
    completeness: completenessOf({ ...profile, termsAcceptedAt: acceptedAt }),
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
    termsAcceptedAt: acceptedAt.toISOString(),
  };
};
