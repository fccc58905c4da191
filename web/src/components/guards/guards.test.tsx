import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

describe('guards', () => {
  describe('admin only', () => {
    it('sends a signed-out visitor to /login, remembering the page', async () => {
      const { router } = renderApp('/jobs/show/job-1', { session: testSessions.signedOut });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('?redirectTo=%2Fjobs%2Fshow%2Fjob-1');
      expect(screen.queryByRole('heading', { name: 'Job Details' })).not.toBeInTheDocument();
    });

    it('tells a candidate the page is for administrators, with a way home (403)', async () => {
      const { router } = renderApp('/jobs/show/job-1', { session: testSessions.candidate });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page is for administrators' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/signed in with an account that cannot manage jobs/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      // Inside the public layout: the candidate's own header, no admin navigation.
      expect(screen.getByRole('banner')).toHaveTextContent('Logged in as Ayesha');
      expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Job Details' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/jobs/show/job-1');
      await waitFor(() => {
        expect(document.title).toBe('This page is for administrators — Textile Group');
      });
    });

    it('lets an admin in', async () => {
      const { router } = renderApp('/jobs', { session: testSessions.admin });
      expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/jobs');
    });

    it('shows a progress indicator, not the page, while the session loads', async () => {
      const { router } = renderApp('/jobs', { session: testSessions.loading });
      expect(await screen.findByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/jobs');
    });
  });

  describe('signed in only', () => {
    it('sends a signed-out visitor to /login with the page to return to', async () => {
      const { router } = renderApp('/user_tests/new/test/job-1/test-1/instructions', {
        session: testSessions.signedOut,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.search).toBe(
        '?redirectTo=%2Fuser_tests%2Fnew%2Ftest%2Fjob-1%2Ftest-1%2Finstructions',
      );
    });

    it('lets an admin preview a test', async () => {
      renderApp('/user_tests/new/test/1/test-1', { session: testSessions.admin });
      expect(
        await screen.findByRole('heading', { level: 1, name: /^Test Preview/ }, { timeout: 4000 }),
      ).toBeInTheDocument();
    });

    it('shows a progress indicator while the session loads', async () => {
      renderApp('/profile-step-2', { session: testSessions.loading });
      expect(await screen.findByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });
  });

  describe('hide from admin', () => {
    it('sends an admin to /dashboard', async () => {
      const { router } = renderApp('/profile-step-1', { session: testSessions.admin });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('shows the page to a candidate', async () => {
      renderApp('/profile-step-5', { session: testSessions.candidate });
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    });
  });
});
