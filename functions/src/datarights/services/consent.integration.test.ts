import { PRIVACY_POLICY_VERSION } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { applyToJob } from '../../applications/callables/applications-callables.ts';
import { readConsents } from '../../profiles/index.ts';
import { acceptPrivacyPolicy } from '../../profiles/services/accept-privacy-policy.ts';
import { applicationsSuite } from '../../testing/applications.ts';
import { authOf } from '../../testing/callers.ts';
import { createCandidate } from '../../testing/candidates.ts';
import { callError } from '../../testing/refusals.ts';
import { exportCandidateData } from './export-data.ts';

// Consent (issue 21): every acceptance of the privacy policy is kept with its version and time, and
// a candidate who accepted an older version accepts the current one before they can apply.

const { bed, catalogs } = applicationsSuite('consent', 60_000);

describe('privacy policy versions', () => {
  it('refuses to apply on an older version, keeps every acceptance, then applies', async () => {
    const candidate = await createCandidate(bed.deps, {
      label: 'consent',
      profile: { privacyPolicyVersion: '2025-01' },
    });
    const jobId = await bed.postJob({ screeningQuestionIds: [...catalogs.questionIds] });
    const apply = () =>
      applyToJob.handle(
        { auth: authOf(candidate.caller), data: { jobId, answers: bed.answers() } },
        () => bed.deps,
      );

    const refused = await callError(apply());
    expect(refused.details?.reason).toBe('policy-not-accepted');

    await acceptPrivacyPolicy(bed.deps, candidate.caller, {
      email: candidate.email,
      termsAndConditions: true,
    });
    await acceptPrivacyPolicy(bed.deps, candidate.caller, {
      email: candidate.email,
      termsAndConditions: true,
    });
    const consents = await readConsents(bed.deps.db, candidate.uid);
    expect(consents.map((consent) => consent.version)).toEqual([
      PRIVACY_POLICY_VERSION,
      PRIVACY_POLICY_VERSION,
    ]);
    expect(consents.every((consent) => consent.acceptedAt instanceof Date)).toBe(true);
    // Written in the profile's transaction with the commit's time: the latest row is the profile's.
    const profile = (await bed.deps.db.doc(`profiles/${candidate.uid}`).get()).data();
    expect(consents.at(-1)?.acceptedAt.getTime()).toBe(profile?.termsAcceptedAt.toMillis());

    expect((await apply()).id).toContain(candidate.uid);
    const archive = await exportCandidateData(bed.deps, candidate.caller, {});
    expect(archive.profile?.consents).toHaveLength(2);
  }, 60_000);
});
