import { ROUTES } from '@careers/domain/constants';
import type { ApplicantSearchEntry, WithId } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderInRouter } from '@/testing/render-in-router';

import { CandidatesPage } from './candidates-page';

// The boundary is Firestore: the search entries a query answers, and the queries asked. The page,
// its form, the grid and the router are real.

const boundary = vi.hoisted(() => ({
  entries: [] as WithId<ApplicantSearchEntry>[],
  /** The searches the page asked for, in order. */
  searches: [] as unknown[],
}));

vi.mock('@/lib/firebase/load-firestore', () => {
  const base = { withConverter: () => base };
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        applicantSearchQuery: (_db: unknown, search: unknown) => {
          boundary.searches.push(search);
          return base;
        },
        query: () => base,
        limit: () => null,
        startAfter: () => null,
        getDocs: () =>
          Promise.resolve({
            docs: boundary.entries.map((entry) => ({ id: entry.id, data: () => entry })),
            size: boundary.entries.length,
          }),
        getCount: () => Promise.resolve({ data: () => ({ count: boundary.entries.length }) }),
      }),
  };
});

const entry = (id: string, change: Partial<ApplicantSearchEntry>): WithId<ApplicantSearchEntry> => ({
  id,
  jobId: 'ring-frame-engineer',
  jobTitle: 'Ring Frame Engineer',
  uid: id,
  status: 'applied',
  appliedAt: new Date('2026-11-20T05:00:00Z'),
  name: 'Ayesha Noor Siddiqui',
  email: 'ayesha@example.com',
  city: 'Faisalabad',
  experience: 4,
  cgpa: 3.41,
  degrees: ['BSc Textile Engineering'],
  scorePercent: null,
  searchTokens: [],
  updatedAt: new Date('2026-11-20T05:00:00Z'),
  ...change,
});

describe('/candidates', () => {
  beforeEach(() => {
    boundary.searches = [];
    boundary.entries = [
      entry('ring-frame-engineer_ayesha', {}),
      entry('dyeing-chemist_bilal', {
        jobId: 'dyeing-chemist',
        jobTitle: 'Dyeing Chemist',
        uid: 'bilal',
        name: 'Bilal Ahmed',
        email: 'bilal@example.com',
        status: 'shortlisted',
        experience: 1,
        cgpa: null,
      }),
    ];
  });

  it('lists every application across jobs, each name opening its review and each job its page', async () => {
    renderInRouter(<CandidatesPage />, { path: ROUTES.candidates.getHref() });
    const grid = await screen.findByRole('grid', { name: 'Candidates' });
    const ayesha = await within(grid).findByRole('link', { name: 'Ayesha Noor Siddiqui' });
    expect(ayesha).toHaveAttribute(
      'href',
      ROUTES.jobs.applicant.getHref('ring-frame-engineer', 'ring-frame-engineer_ayesha'),
    );
    expect(within(grid).getByRole('link', { name: 'Dyeing Chemist' })).toHaveAttribute(
      'href',
      ROUTES.jobs.show.getHref('dyeing-chemist'),
    );
    const bilal = within(grid).getByRole('row', { name: /Bilal Ahmed/ });
    expect(bilal).toHaveTextContent('bilal@example.com');
    expect(bilal).toHaveTextContent('1 year');
    expect(bilal).toHaveTextContent('Shortlisted');
    expect(boundary.searches.at(-1)).toMatchObject({
      view: 'active',
      text: '',
      experienceMin: null,
      cgpaMin: null,
    });
  });

  it('searches on Find with the word and floors, keeps them in the URL, and changes the status at once', async () => {
    const { user, router } = renderInRouter(<CandidatesPage />, { path: ROUTES.candidates.getHref() });
    const search = screen.getByRole('search', { name: 'Search candidates' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Name, email, city, degree or job' }),
      'Textile',
    );
    await user.type(within(search).getByRole('spinbutton', { name: 'Experience from (years)' }), '3');
    await user.type(within(search).getByRole('spinbutton', { name: 'CGPA from' }), '2.5');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.search).toBe('?find=Textile&expFrom=3&cgpaFrom=2.5'));
    await waitFor(() =>
      expect(boundary.searches.at(-1)).toMatchObject({ text: 'Textile', experienceMin: 3, cgpaMin: 2.5 }),
    );

    await user.click(within(search).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Shortlisted' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=shortlisted'));
    await waitFor(() =>
      expect(boundary.searches.at(-1)).toMatchObject({ view: 'shortlisted', text: 'Textile' }),
    );
  });

  it('says so when no candidate matches', async () => {
    boundary.entries = [];
    renderInRouter(<CandidatesPage />, { path: ROUTES.candidates.getHref() });
    expect(await screen.findByText('No candidate matches this search.')).toBeInTheDocument();
  });
});
