import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { makeApplication, makeJobIndex, makeListing } from '@/testing/fixtures';
import { createTestQueryClient, uidOf } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { jobIndexQueryKey } from '../api/get-job-index';

// The careers listing in the real route table, over a seeded `jobIndex/open`: every control must
// end up in the URL, and the URL alone must decide what the page shows.

const renderCareers = (path = '/careers', options: Parameters<typeof renderApp>[1] = {}) => {
  const queryClient = createTestQueryClient([[jobIndexQueryKey, makeJobIndex(makeListing())]]);
  return renderApp(path, { queryClient, ...options });
};

const results = () => screen.getByRole('region', { name: /^Job Openings/ });
const openingsHeading = () => screen.findByRole('heading', { level: 2, name: /^Job Openings/ });
/** Waits for the results header to read `text` (navigations render asynchronously). */
const expectOpenings = async (text: string) => {
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 2, name: /^Job Openings/ })).toHaveTextContent(text);
  });
};
const cardTitles = () =>
  within(results())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const search = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search);

describe('careers listing', () => {
  it('lists the newest ten openings with the range header and live counts', async () => {
    renderCareers();

    await expectOpenings('Job Openings 1-10 of 12');
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()[0]).toBe('Spinning Officer 01');
    await waitFor(() => {
      expect(document.title).toBe('Career Opportunities — Textile Group');
    });

    const panel = filters();
    expect(within(panel).getByRole('checkbox', { name: 'Permanent (7)' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Contractual (5)' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Spinning (5)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Weaving (4)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Garments & Stitching (3)' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('searches by keyword and location through the URL', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    const form = screen.getByRole('search', { name: 'Search job openings' });
    await user.type(within(form).getByRole('searchbox', { name: 'Job title or keyword' }), '  Weaving ');
    // The location field suggests the offices (a datalist), which makes it a combobox.
    await user.type(within(form).getByRole('combobox', { name: 'Location' }), 'head');
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    expect(router.state.location.pathname).toBe('/careers');
    expect(search(router)).toBe('?q=Weaving&location=head');
    await expectOpenings('Job Openings 1-2 of 2');
    expect(cardTitles()).toEqual(['Weaving Officer 07', 'Weaving Officer 09']);
  });

  it('filters by job type and keeps the counts of the other group in step', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    await user.click(within(filters()).getByRole('checkbox', { name: 'Contractual (5)' }));

    expect(search(router)).toBe('?type=Contractual');
    await expectOpenings('Job Openings 1-5 of 5');
    const panel = filters();
    expect(within(panel).getByRole('checkbox', { name: 'Contractual (5)' })).toBeChecked();
    // A group's own counts ignore its own selection; the other group's counts follow it.
    expect(within(panel).getByRole('checkbox', { name: 'Permanent (7)' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Spinning (0)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Weaving (4)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Garments & Stitching (1)' })).toBeInTheDocument();
  });

  it('filters by department checkboxes and by the departments dropdown', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    await user.click(within(filters()).getByRole('checkbox', { name: 'Weaving (4)' }));
    expect(search(router)).toBe('?department=weaving');
    await expectOpenings('Job Openings 1-4 of 4');

    await user.click(within(filters()).getByRole('checkbox', { name: 'Spinning (5)' }));
    expect(search(router)).toBe('?department=spinning&department=weaving');
    await expectOpenings('Job Openings 1-9 of 9');
    const dropdown = within(filters()).getByRole('combobox', { name: 'Browse by department' });
    expect(dropdown).toHaveValue('__multiple');

    expect(within(dropdown).getByRole('option', { name: 'Garments & Stitching (3)' })).toHaveValue(
      'garments',
    );
    await user.selectOptions(dropdown, 'garments');
    expect(search(router)).toBe('?department=garments');
    await expectOpenings('Job Openings 1-3 of 3');
    await waitFor(() => {
      expect(document.title).toBe('Garments & Stitching jobs — Career Opportunities — Textile Group');
    });

    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Browse by department' }), '');
    expect(router.state.location.search).toBe('');
  });

  it('filters by date posted', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    await user.click(within(filters()).getByRole('radio', { name: 'Last 7 days' }));
    expect(search(router)).toBe('?posted=7d');
    await expectOpenings('Job Openings 1-7 of 7');

    await user.click(within(filters()).getByRole('radio', { name: 'Last 24 hours' }));
    expect(search(router)).toBe('?posted=24h');
    await expectOpenings('Job Openings 1-1 of 1');
  });

  it('sorts oldest first', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    expect(search(router)).toBe('?sort=oldest');
    await waitFor(() => {
      expect(cardTitles()[0]).toBe('Garments & Stitching Officer 12');
    });
  });

  it('pages with links, and any other change goes back to page 1', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    const pages = screen.getByRole('navigation', { name: 'Job openings pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/careers?page=2');

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(search(router)).toBe('?page=2');
    await expectOpenings('Job Openings 11-12 of 12');
    expect(cardTitles()).toEqual(['Garments & Stitching Officer 11', 'Garments & Stitching Officer 12']);
    // Focus follows to the new results, as after a page load.
    expect(screen.getByRole('heading', { level: 2, name: /^Job Openings/ })).toHaveFocus();
    expect(
      within(screen.getByRole('navigation', { name: 'Job openings pages' })).getByRole('button', {
        name: 'Next',
      }),
    ).toBeDisabled();

    await user.click(within(filters()).getByRole('checkbox', { name: 'Permanent (7)' }));
    expect(search(router)).toBe('?type=Permanent');
    await expectOpenings('Job Openings 1-7 of 7');
  });

  it('follows Back and Forward, form fields included', async () => {
    const { user, router } = renderCareers();
    await openingsHeading();

    const form = screen.getByRole('search');
    await user.type(within(form).getByRole('searchbox', { name: 'Job title or keyword' }), 'officer');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await user.click(within(filters()).getByRole('checkbox', { name: 'Contractual (5)' }));
    await expectOpenings('Job Openings 1-5 of 5');

    await router.navigate(-1);
    await waitFor(() => {
      expect(search(router)).toBe('?q=officer');
    });
    await expectOpenings('Job Openings 1-10 of 12');
    expect(within(filters()).getByRole('checkbox', { name: 'Contractual (5)' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('officer');

    await router.navigate(-1);
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    await waitFor(() => {
      expect(screen.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('');
    });

    await router.navigate(1);
    await waitFor(() => {
      expect(screen.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('officer');
    });
    await router.navigate(1);
    await waitFor(() => {
      expect(within(filters()).getByRole('checkbox', { name: 'Contractual (5)' })).toBeChecked();
    });
  });

  it('takes the department from /careers/{id} as a default the visitor can untick', async () => {
    const { user, router } = renderCareers('/careers/weaving');

    await expectOpenings('Job Openings 1-4 of 4');
    await waitFor(() => {
      expect(document.title).toBe('Weaving jobs — Career Opportunities — Textile Group');
    });
    const weaving = within(filters()).getByRole('checkbox', { name: 'Weaving (4)' });
    expect(weaving).toBeChecked();

    await user.click(weaving);
    expect(router.state.location.pathname).toBe('/careers');
    expect(router.state.location.search).toBe('');
    await expectOpenings('Job Openings 1-10 of 12');

    await router.navigate(-1);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/careers/weaving');
    });
    await expectOpenings('Job Openings 1-4 of 4');
  });

  it('says when nothing matches and clears every filter', async () => {
    const { user, router } = renderCareers('/careers?q=astronaut&type=Permanent&posted=7d');

    await expectOpenings('Job Openings 0 of 0');
    expect(screen.getByRole('heading', { name: 'No job openings match your search' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Job openings pages' })).not.toBeInTheDocument();

    await user.click(within(results()).getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.pathname).toBe('/careers');
    expect(router.state.location.search).toBe('');
    await expectOpenings('Job Openings 1-10 of 12');
  });

  it('says so when there are no open jobs at all', async () => {
    renderApp('/careers');
    await expectOpenings('Job Openings 0 of 0');
    expect(screen.getByRole('heading', { name: 'No open positions right now' })).toBeInTheDocument();
  });

  it("shows the applied check on the candidate's own applications and Apply Now elsewhere", async () => {
    const uid = uidOf(testSessions.candidate);
    const queryClient = createTestQueryClient([
      [jobIndexQueryKey, makeJobIndex(makeListing())],
      [myApplicationsQueryKey(uid), [makeApplication('job-02', uid)]],
    ]);
    renderApp('/careers', { session: testSessions.candidate, queryClient });
    await openingsHeading();

    const [first, second] = within(results()).getAllByRole('article');
    expect(within(second!).getByText(MESSAGES.alreadyApplied)).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Apply Now for Spinning Officer 01' })).toBeEnabled();
    expect(within(first!).queryByText(MESSAGES.alreadyApplied)).not.toBeInTheDocument();
  });
});
