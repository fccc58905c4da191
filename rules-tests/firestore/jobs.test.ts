import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type Actor } from '../support/actors.ts';

import { job, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';
import { requestsAs } from '../support/requests.ts';

const env = await rulesEnvForFile('jobs');

const seedJobs = (seedEnv: RulesTestEnvironment) =>
  seedDocs(seedEnv, {
    'jobs/open': job(),
    'jobs/closed': job({ status: 'closed' }),
    'jobs/hidden': job({ hidden: true }),
    'jobs/deleted': job({ deleted: true, deletedAt: job().updatedAt }),
    'jobIndex/open': { jobs: [], shardIds: [], updatedAt: job().updatedAt },
    'jobSlugs/senior-weaver': { jobId: 'open', createdAt: job().updatedAt },
  });

/** The careers page's query: the three filters the rules require of a public list. */
const PUBLIC_FILTERS = [
  where('status', '==', 'open'),
  where('hidden', '==', false),
  where('deleted', '==', false),
];

// Jobs are written only by the jobs service in functions (it keeps the public index consistent).
describeMatrix('jobs/{id}', () => env, {
  seed: seedJobs,
  operations: {
    get: (db) => db.get('jobs/open'),
    list: (db) => db.list('jobs', ...PUBLIC_FILTERS),
    create: (db) => db.set('jobs/new', job()),
    update: (db) => db.update('jobs/open', { title: 'Changed' }),
    delete: (db) => db.delete('jobs/open'),
  },
  allowed: {
    signedOut: { get: true, list: true },
    owner: { get: true, list: true },
    other: { get: true, list: true },
    admin: { get: true, list: true },
  },
});

describe('jobs/{id}: only open, visible jobs are public', () => {
  const readers: Actor[] = ['signedOut', 'owner'];
  for (const actor of readers) {
    it(`${actor} cannot get a closed job`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(requestsAs(env, actor).get('jobs/closed'));
    });

    it(`${actor} cannot get a hidden job`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(requestsAs(env, actor).get('jobs/hidden'));
    });

    it(`${actor} cannot get a deleted job, even one that is open and not hidden`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(requestsAs(env, actor).get('jobs/deleted'));
    });

    // Public means `false`, not "not true": a job whose flag is missing or null (written before the
    // field existed, or by a faulty migration) stays private.
    it(`${actor} cannot get a job whose hidden or deleted flag is missing or null`, async () => {
      await env.clearFirestore();
      const { hidden: _hidden, ...withoutHidden } = job();
      await seedDocs(env, {
        'jobs/unflagged': withoutHidden,
        'jobs/hiddenNull': job({ hidden: null }),
        'jobs/deletedNull': job({ deleted: null }),
      });
      const db = requestsAs(env, actor);
      await assertFails(db.get('jobs/unflagged'));
      await assertFails(db.get('jobs/hiddenNull'));
      await assertFails(db.get('jobs/deletedNull'));
    });

    it(`${actor} cannot list jobs without the public filters (rules are not filters)`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      const db = requestsAs(env, actor);
      await assertFails(db.list('jobs'));
      await assertFails(db.list('jobs', where('status', '==', 'open')));
      // Without `deleted == false` the query could return a deleted job: refused.
      await assertFails(db.list('jobs', where('status', '==', 'open'), where('hidden', '==', false)));
    });

    it(`${actor} lists exactly the public jobs with the three filters`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      const listed = await assertSucceeds(requestsAs(env, actor).list('jobs', ...PUBLIC_FILTERS));
      expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(['open']);
    });
  }

  it('an admin gets closed, hidden and deleted jobs and lists them all', async () => {
    await env.clearFirestore();
    await seedJobs(env);
    const db = requestsAs(env, 'admin');
    await assertSucceeds(db.get('jobs/closed'));
    await assertSucceeds(db.get('jobs/hidden'));
    await assertSucceeds(db.get('jobs/deleted'));
    const all = await assertSucceeds(db.list('jobs'));
    expect(all.size).toBe(4);
  });

  it('not even an admin writes a job directly', async () => {
    await env.clearFirestore();
    await seedJobs(env);
    await assertFails(requestsAs(env, 'admin').set('jobs/open', job({ title: 'x' })));
  });
});

describeMatrix('jobIndex/{docId}', () => env, {
  seed: seedJobs,
  operations: {
    get: (db) => db.get('jobIndex/open'),
    list: (db) => db.list('jobIndex'),
    create: (db) => db.set('jobIndex/other', { jobs: [] }),
    update: (db) => db.update('jobIndex/open', { jobs: [] }),
    delete: (db) => db.delete('jobIndex/open'),
  },
  allowed: {
    signedOut: { get: true, list: true },
    owner: { get: true, list: true },
    other: { get: true, list: true },
    admin: { get: true, list: true },
  },
});

// A job's addresses, old and new (issue 31): the public job page reads one by its slug to find a
// renamed job; nobody lists them, and only the jobs service writes them.
describeMatrix('jobSlugs/{slug}', () => env, {
  seed: seedJobs,
  operations: {
    get: (db) => db.get('jobSlugs/senior-weaver'),
    list: (db) => db.list('jobSlugs'),
    create: (db) => db.set('jobSlugs/taken', { jobId: 'open', createdAt: job().updatedAt }),
    update: (db) => db.update('jobSlugs/senior-weaver', { jobId: 'closed' }),
    delete: (db) => db.delete('jobSlugs/senior-weaver'),
  },
  allowed: {
    signedOut: { get: true },
    owner: { get: true },
    other: { get: true },
    admin: { get: true },
  },
});
