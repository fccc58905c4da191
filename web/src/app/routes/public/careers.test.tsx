import { couldNotLoadMessage, MESSAGES } from '@careers/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { jobIndexQueryKey } from '@/features/careers/api/get-job-index';
import { getPublicDocument } from '@/lib/firebase/public-document';
import { makeApplication, makeJobIndex, makeListing } from '@/testing/fixtures';
import { createTestQueryClient, uidOf } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

// The careers listing in the real route table, over a seeded `jobIndex/open`: every control must
// end up in the URL, and the URL alone must decide what the page shows.

// The index comes from the seeded cache; a department's own document (read only when no open job
// names it) comes from here, so the tests see which reads the page makes.
vi.mock('@/lib/firebase/public-document', () => ({ getPublicDocument: vi.fn() }));
beforeEach(() => {
  vi.mocked(getPublicDocument)
    .mockReset()
    .mockImplementation((path: string) => Promise.reject(new Error(`Unexpected read of ${path}`)));
});

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

  it("names the phone filters' result count with the noun its number takes", async () => {
    const { user, router } = renderCareers();
    await expectOpenings('Job Openings 1-10 of 12');
    // jsdom applies the button's desktop rule (display: none from md up) whatever the width, and a
    // hidden button has no accessible name: found by its text.
    await user.click(screen.getByText('Filters', { selector: 'button' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Show 12 jobs' })).toBeInTheDocument();

    // The listing behind the open drawer updates as the query changes.
    await router.navigate('/careers?q=Officer%2001');
    expect(await within(drawer).findByRole('button', { name: 'Show 1 job' })).toBeInTheDocument();
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

describe('careers listing of one department', () => {
  const dyeing = {
    id: 'dyeing',
    title: 'Dyeing & Printing',
    description: 'Colour for every fabric we make.',
    image: null,
    order: 4,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
  const robotsMeta = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

  it('costs no extra read when the index has open jobs in the department', async () => {
    renderCareers('/careers/garments');
    await expectOpenings('Job Openings 1-3 of 3');
    expect(getPublicDocument).not.toHaveBeenCalled();
  });

  it('says a department does not exist instead of "0 of 0", with a link to every opening', async () => {
    vi.mocked(getPublicDocument).mockResolvedValue(null);
    renderCareers('/careers/knitting');

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'We could not find that department',
    });
    expect(getPublicDocument).toHaveBeenCalledTimes(1);
    expect(getPublicDocument).toHaveBeenCalledWith('departments/knitting');
    const section = screen.getByRole('region', { name: 'We could not find that department' });
    expect(section).toContainElement(heading);
    expect(within(section).getByRole('link', { name: 'See all job openings' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(screen.queryByText(/0 of 0/)).not.toBeInTheDocument();
    // Nothing to filter or sort in a department that does not exist.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Department not found — Career Opportunities — Textile Group');
    });
    expect(robotsMeta()).toBe('noindex');
  });

  it('says so without a read when the address cannot be a department id', async () => {
    renderCareers('/careers/weaving.old');
    await screen.findByRole('heading', { level: 2, name: 'We could not find that department' });
    expect(getPublicDocument).not.toHaveBeenCalled();
  });

  it('names a department that exists but has no open job, and keeps it as a filter', async () => {
    vi.mocked(getPublicDocument).mockResolvedValue(dyeing as never);
    renderCareers('/careers/dyeing');

    const results = await screen.findByRole('region', { name: 'Job Openings 0 of 0' });
    expect(
      within(results).getByRole('heading', { name: 'No open positions in Dyeing & Printing right now' }),
    ).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'See all job openings' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(within(filters()).getByRole('checkbox', { name: 'Dyeing & Printing (0)' })).toBeChecked();
    await waitFor(() => {
      expect(document.title).toBe('Dyeing & Printing jobs — Career Opportunities — Textile Group');
    });
    expect(robotsMeta()).toBeUndefined();
  });

  it('offers a retry when the department cannot be read', async () => {
    vi.mocked(getPublicDocument).mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue(null);
    const { user } = renderCareers('/careers/knitting');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(couldNotLoadMessage('the job openings'));
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'We could not find that department' });
    expect(getPublicDocument).toHaveBeenCalledTimes(2);
  });
});
