import { MESSAGES } from '@careers/domain/constants';
import type { Job } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { jobQueryKey } from '@/features/jobs/api/get-job';
import { profileQueryKey } from '@/features/profile/api/get-profile';
import { setPendingJob } from '@/features/profile/api/set-pending-job';
import { DAY_MS, makeApplication, makeJob } from '@/testing/fixtures';
import { createTestQueryClient, uidOf, type QuerySeed } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

// The one Firestore write behind Apply Now; everything else the page reads is seeded.
vi.mock('@/features/profile/api/set-pending-job', () => ({ setPendingJob: vi.fn() }));

type Options = {
  job?: (Job & { id: string }) | null;
  session?: (typeof testSessions)[keyof typeof testSessions];
  seed?: QuerySeed;
};

const JOB_ID = 'merchandiser-home';

const renderJob = ({ job = { ...makeJob(), id: JOB_ID }, session, seed = [] }: Options = {}) => {
  const queryClient = createTestQueryClient([[jobQueryKey(JOB_ID), job], ...seed]);
  return renderApp(`/job-detail/${JOB_ID}`, { session, queryClient });
};

const jobTitle = () => screen.findByRole('heading', { level: 1, name: 'Merchandiser — Home Textiles' });
const details = () => screen.getByRole('complementary', { name: 'Job details and actions' });
const jsonLd = (): Record<string, unknown> | null => {
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
};

describe('job detail', () => {
  beforeEach(() => {
    vi.mocked(setPendingJob).mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    // console.error, quietened where a test expects an error: the next file shares this console.
    vi.restoreAllMocks();
  });

  it("replaces a renamed job's old address with its current one, showing the job read already", async () => {
    const renamed = { ...makeJob(), id: JOB_ID, slug: 'senior-merchandiser-home' };
    const { router } = renderJob({ job: renamed });
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-detail/senior-merchandiser-home'));
    await jobTitle();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/job-detail/senior-merchandiser-home`,
    );
  });

  it('shows the facts, the sanitized description and key requirements', async () => {
    renderJob();
    await jobTitle();

    const facts = within(details());
    const fact = (term: string) => facts.getByText(term).nextElementSibling?.textContent;
    expect(fact('Job type')).toBe('Permanent');
    expect(fact('Location')).toBe('Head Office');
    expect(fact('Experience required')).toBe('3 years');
    expect(fact('Education required')).toBe('BBA, MBA');
    expect(fact('Apply before')).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    const description = screen.getByRole('region', { name: 'Job description' });
    expect(await within(description).findByText(/Own orders from enquiry to shipment/)).toBeInTheDocument();
    // DOMPurify removed the script and the inline handler.
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const requirements = screen.getByRole('region', { name: 'Key requirements' });
    expect(await within(requirements).findByText('3+ years in export merchandising')).toBeInTheDocument();
    expect(within(requirements).getByText('ERP')).toBeInTheDocument();

    await waitFor(() => {
      expect(document.title).toBe('Merchandiser — Home Textiles (Head Office) — Textile Group');
    });
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Own orders from enquiry to shipment'),
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/job-detail/${JOB_ID}`,
    );
  });

  it('describes the job for search engines as a schema.org JobPosting', async () => {
    const job = makeJob();
    renderJob({ job: { ...job, id: JOB_ID } });
    await jobTitle();

    await waitFor(() => {
      expect(jsonLd()).not.toBeNull();
    });
    const posting = jsonLd()!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Merchandiser — Home Textiles',
      datePosted: job.postedAt.toISOString(),
      validThrough: job.endDate.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Sunehri Home Textiles Limited' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Lahore',
          addressRegion: 'Punjab',
          addressCountry: 'PK',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 31.523551, longitude: 74.3555 },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      educationRequirements: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'bachelor degree',
      },
      identifier: { '@type': 'PropertyValue', name: 'Sunehri Home Textiles Limited', value: JOB_ID },
      url: `${window.location.origin}/job-detail/${JOB_ID}`,
    });
    const description = posting['description'] as string;
    expect(description).toContain('<p>Own orders from enquiry to shipment for our European buyers.</p>');
    expect(description).toContain('<li><p>3+ years in export merchandising</p></li>');
    expect(description).not.toMatch(/script|onclick/);
  });

  it.each([
    ['Contractual', 'CONTRACTOR'],
    ['Permanent', 'FULL_TIME'],
  ] as const)('maps a %s job to employmentType %s', async (jobType, employmentType) => {
    renderJob({ job: { ...makeJob({ jobType, experience: 0, educations: [] }), id: JOB_ID } });
    await jobTitle();
    await waitFor(() => {
      expect(jsonLd()).toMatchObject({
        employmentType,
        experienceRequirements: 'no requirements',
        educationRequirements: 'no requirements',
      });
    });
  });

  it('does not offer an expired job to search engines', async () => {
    renderJob({ job: { ...makeJob({ endDate: new Date(Date.now() - 60_000) }), id: JOB_ID } });
    await jobTitle();
    // The description (same Suspense boundary timing) has rendered: the JSON-LD would have too.
    await screen.findByText(/Own orders from enquiry/);
    expect(jsonLd()).toBeNull();
  });

  it.each([
    ['a visitor', testSessions.signedOut],
    ['a candidate', testSessions.candidate],
  ])(
    'says applications have closed in place of Apply Now for %s once the end date has passed',
    async (_who, session) => {
      // Still open (nothing has closed it yet) but it ended yesterday in Karachi.
      renderJob({ job: { ...makeJob({ endDate: new Date(Date.now() - 2 * DAY_MS) }), id: JOB_ID }, session });
      await jobTitle();
      expect(within(details()).getByRole('status')).toHaveTextContent(MESSAGES.applicationsHaveClosed);
      expect(within(details()).getByRole('link', { name: 'See open positions' })).toHaveAttribute(
        'href',
        '/careers',
      );
      expect(within(details()).queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(within(details()).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['closed', { ...makeJob({ status: 'closed' }), id: JOB_ID }],
    ['hidden', { ...makeJob({ hidden: true }), id: JOB_ID }],
    ['missing (or refused by the rules)', null],
  ])('says a %s job is no longer open, with a way to current openings', async (_case, job) => {
    renderJob({ job });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers');
    expect(jsonLd()).toBeNull();
    await waitFor(() => {
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  describe('Apply Now (spec section 4)', () => {
    it('sends a visitor to /register with the job id', async () => {
      const { user, router } = renderJob();
      await jobTitle();

      const apply = within(details()).getByRole('link', { name: 'Apply Now' });
      expect(apply).toHaveAttribute('href', `/register?jobId=${JOB_ID}`);
      await user.click(apply);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/register');
      });
      expect(router.state.location.search).toBe(`?jobId=${JOB_ID}`);
    });

    it('records the job and goes to /profile-step-5 when the terms are accepted', async () => {
      const uid = uidOf(testSessions.candidate);
      const { user, router } = renderJob({
        session: testSessions.candidate,
        seed: [[profileQueryKey(uid), { id: uid, termsAndConditions: true }]],
      });
      await jobTitle();

      await user.click(within(details()).getByRole('button', { name: 'Apply Now' }));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/profile-step-5');
      });
      expect(setPendingJob).toHaveBeenCalledExactlyOnceWith({ uid, jobId: JOB_ID });
    });

    it.each([
      ['has not accepted the terms, recording the job', { termsAndConditions: false }, true],
      ['has no profile yet (nothing to record the job on)', null, false],
    ])('asks a candidate who %s to complete the profile first', async (_case, profile, records) => {
      const uid = uidOf(testSessions.candidate);
      const { user, router } = renderJob({
        session: testSessions.candidate,
        seed: [[profileQueryKey(uid), profile && { id: uid, ...profile }]],
      });
      await jobTitle();

      await user.click(within(details()).getByRole('button', { name: 'Apply Now' }));
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/profile-step-1');
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.completeProfileFirst);
      if (records) expect(setPendingJob).toHaveBeenCalledExactlyOnceWith({ uid, jobId: JOB_ID });
      else expect(setPendingJob).not.toHaveBeenCalled();
    });

    it('tells the candidate when recording the job fails, and stays', async () => {
      const uid = uidOf(testSessions.candidate);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.mocked(setPendingJob).mockRejectedValue(new Error('permission-denied'));
      const { user, router } = renderJob({
        session: testSessions.candidate,
        seed: [[profileQueryKey(uid), { id: uid, termsAndConditions: true }]],
      });
      await jobTitle();

      await user.click(within(details()).getByRole('button', { name: 'Apply Now' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not start your application');
      expect(router.state.location.pathname).toBe(`/job-detail/${JOB_ID}`);
      expect(within(details()).getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    });

    it('is replaced by the applied check once the candidate has applied', async () => {
      const uid = uidOf(testSessions.candidate);
      renderJob({
        session: testSessions.candidate,
        seed: [[myApplicationsQueryKey(uid), [makeApplication(JOB_ID, uid)]]],
      });
      await jobTitle();

      expect(within(details()).getByText(MESSAGES.alreadyApplied)).toBeInTheDocument();
      expect(within(details()).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    });

    it('is not offered to admins, who get the job in the admin area instead', async () => {
      renderJob({ session: testSessions.admin });
      await jobTitle();

      expect(within(details()).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(within(details()).queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(within(details()).getByRole('link', { name: 'Manage this job' })).toHaveAttribute(
        'href',
        `/jobs/show/${JOB_ID}`,
      );
    });
  });
});
