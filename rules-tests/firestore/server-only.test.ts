import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { UIDS } from '../support/actors.ts';
import { NOW, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';
import { requestsAs } from '../support/requests.ts';

const env = await rulesEnvForFile('server-only');

const documents: Record<string, Record<string, unknown>> = {
  mail: {
    kind: 'rejection',
    to: ['alice@example.com'],
    subject: 'Your application',
    text: 'x',
    html: 'x',
    status: 'sent',
    attempts: 1,
    error: null,
    jobId: 'job1',
    applicantIds: ['alice'],
    createdAt: NOW,
    sentAt: NOW,
    createdBy: 'root',
  },
  auditLog: {
    actor: { uid: 'root', email: 'root@example.com' },
    action: 'status',
    target: { type: 'job', id: 'job1', title: 'Spinning Shift Engineer' },
    changes: { status: { before: 'open', after: 'closed' } },
    at: NOW,
  },
  applicantSearch: {
    jobId: 'job1',
    jobTitle: 'Spinning Shift Engineer',
    // The owner's own entry: still not theirs to read.
    uid: 'alice',
    status: 'applied',
    name: 'Alice Owner',
    email: 'alice@example.com',
    scorePercent: 60,
    searchTokens: ['alice', 'owner'],
  },
  insightCounters: {
    day: '2026-11-20',
    jobs: { job1: { stages: { applied: 3, shortlisted: 1 }, sources: { LinkedIn: { applied: 2 } } } },
  },
};

// The outbox, the audit log, the insight counters and the applicant search are written by functions
// and read by admins only (the search's entries hold test scores: not even their candidate reads them).
for (const [name, data] of Object.entries(documents)) {
  describeMatrix(`${name}/{id}`, () => env, {
    seed: (seedEnv) => seedDocs(seedEnv, { [`${name}/m1`]: data }),
    operations: {
      get: (db) => db.get(`${name}/m1`),
      list: (db) => db.list(name),
      create: (db) => db.set(`${name}/m2`, data),
      update: (db) => db.update(`${name}/m1`, { status: 'queued' }),
      delete: (db) => db.delete(`${name}/m1`),
    },
    allowed: {
      signedOut: {},
      owner: {},
      other: {},
      admin: { get: true, list: true },
    },
  });
}

const teamDocuments: Record<string, Record<string, unknown>> = {
  admins: { email: 'root@example.com', addedAt: NOW, addedBy: null },
  adminInvitations: {
    email: 'new@example.com',
    status: 'pending',
    invitedBy: { uid: 'root', email: 'root@example.com' },
    createdAt: NOW,
    expiresAt: NOW,
    acceptedAt: null,
    acceptedBy: null,
  },
};

// The admin team's roster and invitations: only the team's functions read and write them; an
// admin's browser lists the team through the listAdmins callable, never these documents. The
// document is the owner's own (`admins/{uid}`): not even an admin reads their own entry.
for (const [name, data] of Object.entries(teamDocuments)) {
  const own = `${name}/${UIDS.owner}`;
  describeMatrix(`${name}/{id}`, () => env, {
    seed: (seedEnv) => seedDocs(seedEnv, { [own]: data }),
    operations: {
      get: (db) => db.get(own),
      list: (db) => db.list(name),
      create: (db) => db.set(`${name}/${UIDS.owner}-new`, data),
      update: (db) => db.update(own, { status: 'accepted' }),
      delete: (db) => db.delete(own),
    },
    allowed: { signedOut: {}, owner: {}, other: {}, admin: {} },
  });
}

// Data rights (issue 21): functions only, admins included (they go through audited callables).
const functionsOnly: Record<string, Record<string, unknown>> = {
  erasures: { pseudonym: 'erased-1', subject: null, state: 'done', stepsDone: [], startedAt: NOW },
  dataRights: {
    legalHold: { reason: 'Tribunal case', adminUid: 'root', at: NOW },
    retentionWarning: null,
    keptAt: null,
  },
  settings: { months: 24, updatedAt: NOW, updatedBy: 'root' },
};

for (const [name, data] of Object.entries(functionsOnly)) {
  describeMatrix(`${name}/{id}`, () => env, {
    seed: (seedEnv) => seedDocs(seedEnv, { [`${name}/alice`]: data }),
    operations: {
      get: (db) => db.get(`${name}/alice`),
      list: (db) => db.list(name),
      create: (db) => db.set(`${name}/bob`, data),
      update: (db) => db.update(`${name}/alice`, { keptAt: NOW }),
      delete: (db) => db.delete(`${name}/alice`),
    },
    allowed: { signedOut: {}, owner: {}, other: {}, admin: {} },
  });
}

describe('unknown collections are closed', () => {
  it('denies reads and writes of a collection the model does not have, even to admins', async () => {
    await env.clearFirestore();
    await seedDocs(env, { 'secrets/s1': { value: 1 } });
    const db = requestsAs(env, 'admin');
    await assertFails(db.get('secrets/s1'));
    await assertFails(db.set('secrets/s2', { value: 2 }));
  });
});
