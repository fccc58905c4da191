// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { signedInSession } from './session';

describe('signedInSession', () => {
  it('carries the user, the role and the first name of the display name', () => {
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
    expect(signedInSession({ ...user, displayName: null }, 'admin')).toMatchObject({
      role: 'admin',
      firstName: null,
    });
  });
});
