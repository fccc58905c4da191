import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ADMIN_SECTIONS } from '@/components/layouts/admin-sections';
import { jobQueryKey } from '@/features/jobs/api/get-job';
import { createTestQueryClient } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

describe('router', () => {
  it.each([
    ['/careers', 'Career Opportunities'],
    ['/careers/dep-1', 'Career Opportunities'],
    ['/register?jobId=job-1', 'Create your account'],
    ['/reset/some-token', 'Reset password'],
  ])('renders the public page at %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${heading} — Textile Group`);
    });
  });

  it('renders the job page at /job-detail/{id}', async () => {
    // No such open job in the (seeded) data: the page says so instead of failing.
    renderApp('/job-detail/job-1', { queryClient: createTestQueryClient([[jobQueryKey('job-1'), null]]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('This job is no longer open — Textile Group');
    });
  });

  it.each([
    ['/profile-step-1', 'Personal Information / CV Upload'],
    ['/jobs/apply/job-1/employmentQuestions', 'Employment Questions'],
    ['/user_tests/new/test/job-1/test-1/instructions', 'Test Instructions'],
    ['/user_tests/new/test/job-1/test-1', 'Test'],
  ])('renders the candidate page at %s', async (path, heading) => {
    renderApp(path, { session: testSessions.candidate });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/jobs/new', 'New Job', 'Jobs'],
    ['/jobs/edit/job-1', 'Edit Job', 'Jobs'],
    ['/jobs/job-1/applicant/user-1', 'Applicant Review', 'Jobs'],
    ['/create-test', 'Create a Test', 'Tests'],
    ['/tests/show/test-1', 'Test Details', 'Tests'],
    ['/user_tests/new/test/1/test-1', 'Test Preview', 'Tests'],
    ['/employment_questions/edit/q-1', 'Edit Employment Question', 'Employment Questions'],
    ['/companies/new', 'Add a Company', 'Companies'],
    ['/departments/new', 'Add a Department', 'Departments'],
    ['/educations', 'Degrees', 'Add Degrees'],
    ['/mail-log', 'Mail Log', 'Mail Log'],
    ['/candidates', 'Candidates', 'Candidates'],
    ['/team', 'Team', 'Team'],
    ['/insights', 'Insights', 'Insights'],
  ])('renders the admin page at %s inside the admin layout', async (path, heading, section) => {
    renderApp(path, { session: testSessions.admin });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent(section);
    expect(within(nav).getAllByRole('link')).toHaveLength(ADMIN_SECTIONS.length);
    // The admin interface has no candidate menu and no public footer.
    expect(screen.queryByRole('button', { name: /Logged in as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the dashboard with no section highlighted', async () => {
    renderApp('/dashboard', { session: testSessions.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('renders change password in the admin layout for admins', async () => {
    renderApp('/change_password', { session: testSessions.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Change Password');
  });

  it('renders change password in the public layout for candidates', async () => {
    renderApp('/change_password', { session: testSessions.candidate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logged in as Ayesha' })).toBeInTheDocument();
  });

  it('renders a 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Page not found — Textile Group');
    });
  });

  it('navigates between admin sections from the side navigation', async () => {
    const { user, router } = renderApp('/dashboard', { session: testSessions.admin });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'Departments' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Departments' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/departments');
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Departments');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
