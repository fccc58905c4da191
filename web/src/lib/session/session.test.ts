// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { firstNameOf, roleFromClaims, signedInSession } from './session';

describe('session', () => {
  it('gives the admin role only for an admin claim that is exactly true', () => {
    expect(roleFromClaims({ admin: true })).toBe('admin');
    expect(roleFromClaims({ admin: 'true' })).toBe('user');
    expect(roleFromClaims({ role: 'admin' })).toBe('user');
    expect(roleFromClaims({})).toBe('user');
  });

  it('takes the first name from the display name', () => {
    expect(firstNameOf('  Ayesha   Noor Khan ')).toBe('Ayesha');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('builds a signed-in session', () => {
    const user = {
      uid: 'u1',
      email: 'a@example.com',
      displayName: 'Ayesha Khan',
      emailVerified: true,
    };
    expect(signedInSession(user, 'user')).toEqual({
      status: 'signedIn',
      user,
      role: 'user',
      firstName: 'Ayesha',
    });
  });
});
