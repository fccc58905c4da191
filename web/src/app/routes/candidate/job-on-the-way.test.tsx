import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { jobQueryKey } from '@/features/jobs/api/get-job';
import { DAY_MS, makeApplication, makeJob } from '@/testing/fixtures';
import { createTestQueryClient, uidOf, type QuerySeed } from '@/testing/query-client';
import { renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { JobOnTheWay } from './job-on-the-way';

// 'Applying for: <title>' above the wizard, from the profile's job ids, the job and the
// candidate's applications (all seeded: no Firestore).

const UID = uidOf(testSessions.candidate);

const renderNotice = (
  profile: { pendingJobId?: string | null; firstJobId?: string | null },
  seed: QuerySeed,
) => {
  renderInRouter(<JobOnTheWay profile={profile} />, {
    session: testSessions.candidate,
    queryClient: createTestQueryClient(seed),
  });
};

const job = (id: string, title: string, overrides = {}) =>
  [jobQueryKey(id), { ...makeJob({ title, ...overrides }), id }] as const;

describe('JobOnTheWay', () => {
  it('names the pending job, linking to it', async () => {
    renderNotice({ pendingJobId: 'weaving-master', firstJobId: 'spinning' }, [
      job('weaving-master', 'Weaving Master'),
      job('spinning', 'Spinning Engineer'),
    ]);
    const note = await screen.findByRole('note', { name: 'Applying for: Weaving Master' });
    expect(note).toHaveTextContent('Applying for: Weaving Master');
    expect(screen.getByRole('link', { name: 'Weaving Master' })).toHaveAttribute(
      'href',
      '/job-detail/weaving-master',
    );
  });

  it('falls back to the registration job, leaving out a job applied for', async () => {
    renderNotice({ pendingJobId: 'weaving-master', firstJobId: 'spinning' }, [
      job('weaving-master', 'Weaving Master'),
      job('spinning', 'Spinning Engineer'),
      [myApplicationsQueryKey(UID), [makeApplication('weaving-master', UID)]],
    ]);
    expect(await screen.findByRole('note', { name: 'Applying for: Spinning Engineer' })).toBeInTheDocument();
  });

  it.each([
    ['past its end date', { endDate: new Date(Date.now() - 2 * DAY_MS) }],
    ['closed', { status: 'closed' }],
  ])('says nothing for a job %s (the review’s Submit names it)', async (_case, overrides) => {
    renderNotice({ pendingJobId: 'weaving-master' }, [job('weaving-master', 'Weaving Master', overrides)]);
    // The job is in the cache: a render is all it takes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
