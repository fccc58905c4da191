// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { testSessions } from '@/testing/sessions';

import { accountArea } from './account-links';

const labels = (area: ReturnType<typeof accountArea>) => area?.links.map((link) => link.label);

describe('accountArea', () => {
  it('offers nothing while the session loads, to avoid a flash of Log in', () => {
    expect(accountArea(testSessions.loading, null)).toBeNull();
  });

  it('offers Log in and Register to visitors', () => {
    expect(labels(accountArea(testSessions.signedOut, null))).toEqual(['Log in', 'Register']);
  });

  it('gives candidates their menu, with Test Invite only when there is one', () => {
    const area = accountArea(testSessions.candidate, null);
    expect(area?.greeting).toBe('Logged in as Ayesha');
    expect(labels(area)).toEqual(['Profile', 'My applications', 'Change password', 'My data', 'Log out']);

    const inviteHref = '/user_tests/new/test/j1/t1/instructions';
    const withInvite = accountArea(testSessions.candidate, inviteHref);
    expect(withInvite?.links).toContainEqual({
      kind: 'link',
      label: 'Test Invite',
      href: inviteHref,
      emphasis: 'primary',
    });
  });

  it('falls back to the email when the candidate has no display name', () => {
    const session = { ...testSessions.candidate, firstName: null };
    expect(accountArea(session, null)?.greeting).toBe('Logged in as ayesha@example.com');
  });

  it('gives admins the dashboard, not the candidate menu', () => {
    const area = accountArea(testSessions.admin, null);
    expect(area?.greeting).toBeNull();
    expect(labels(area)).toEqual(['Dashboard', 'Log out']);
  });
});
