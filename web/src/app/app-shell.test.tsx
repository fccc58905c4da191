import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectHrefs } from '@/testing/links';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

describe('app shell', () => {
  it('renders the landing page inside the header, main and footer landmarks', async () => {
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weave your future with us' }),
    ).toBeInTheDocument();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Textile Group/ })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(footer).getByText(/Lahore/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');

    await waitFor(() => {
      expect(document.title).toBe('Careers — Textile Group');
    });
  });

  it('puts a skip link first that moves focus to the main content', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the candidate menu to a signed-in candidate', async () => {
    const { user, signOut } = renderApp('/careers', { session: testSessions.candidate });
    await screen.findByRole('heading', { level: 1, name: 'Career Opportunities' });

    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Logged in as Ayesha' }));

    const menu = await screen.findByRole('menu');
    expectHrefs(menu, 'menuitem', {
      Profile: '/profile-step-5',
      'My applications': '/my-applications',
      'Change password': '/change_password',
    });
    // No invitation data yet: the Test Invite link stays hidden rather than pointing nowhere.
    expect(within(menu).queryByRole('menuitem', { name: 'Test Invite' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('gives an admin the dashboard link instead of the candidate menu', async () => {
    renderApp('/careers', { session: testSessions.admin });
    await screen.findByRole('heading', { level: 1, name: 'Career Opportunities' });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).queryByRole('button', { name: /Logged in as/ })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with the same links', async () => {
    const { user } = renderApp('/', { session: testSessions.candidate });
    await screen.findByRole('heading', { level: 1 });

    // The menu button is for narrow screens: jsdom applies the wide-screen styles and treats it as
    // hidden, so it is found by its label rather than its role.
    await user.click(screen.getByLabelText('Open menu', { selector: 'button' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByText('Logged in as Ayesha')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile-step-5');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
