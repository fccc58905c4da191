import { candidateDataExportSchema } from '@careers/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { startApplicantsTestBed } from '../../applicants/testing/applicants-test-bed.ts';
import { createApiApp } from '../../http/app.ts';
import { CANDIDATE_PASSWORD, createCandidate } from '../../testing/candidates.ts';
import { signInOnEmulator } from '../../testing/emulators.ts';
import { suiteFixture } from '../../testing/suite.ts';

// The data rights' routes over HTTP: the export's JSON and the erasure, with the callables' refusals.

const bed = suiteFixture(() => startApplicantsTestBed('data-rights-routes'), 60_000);
const app = createApiApp(() => bed.deps);

describe('GET /api/users/{id}/export and DELETE /api/users/{id}', () => {
  it("answers the caller's archive, refuses another's, and erases with the password", async () => {
    const candidate = await createCandidate(bed.deps, { label: 'routes' });
    const other = await createCandidate(bed.deps, { label: 'routes-other' });
    const token = await signInOnEmulator(candidate.email, CANDIDATE_PASSWORD);
    const bearer = { authorization: `Bearer ${token}` };

    const exported = await request(app).get(`/api/users/${candidate.uid}/export`).set(bearer).expect(200);
    expect(await candidateDataExportSchema.isValid(exported.body)).toBe(true);
    const notYours = await request(app).get(`/api/users/${other.uid}/export`).set(bearer).expect(403);
    expect(notYours.body.error.reason).toBe('not-yours');
    await request(app).get(`/api/users/${candidate.uid}/export`).expect(401);

    const wrong = await request(app)
      .delete(`/api/users/${candidate.uid}`)
      .set(bearer)
      .send({ password: 'not-it' })
      .expect(403);
    expect(wrong.body.error.reason).toBe('wrong-password');
    const erased = await request(app)
      .delete(`/api/users/${candidate.uid}`)
      .set(bearer)
      .send({ password: CANDIDATE_PASSWORD })
      .expect(200);
    expect(erased.body.state).toBe('done');
    await expect(bed.deps.auth.getUser(candidate.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  }, 60_000);
});
