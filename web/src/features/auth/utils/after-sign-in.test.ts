// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { destinationAfterSignIn } from './after-sign-in';

describe('destinationAfterSignIn', () => {
  it('follows the spec without a page to return to', () => {
    expect(destinationAfterSignIn({ role: 'admin', termsAccepted: false })).toBe('/dashboard');
    expect(destinationAfterSignIn({ role: 'user', termsAccepted: true })).toBe('/careers');
    expect(destinationAfterSignIn({ role: 'user', termsAccepted: false })).toBe('/profile-step-1');
  });

  it('returns to the page that asked for a sign-in', () => {
    expect(
      destinationAfterSignIn({ role: 'admin', termsAccepted: false, redirectTo: '/jobs/show/j1?tab=2' }),
    ).toBe('/jobs/show/j1?tab=2');
    expect(
      destinationAfterSignIn({
        role: 'user',
        termsAccepted: false,
        redirectTo: '/user_tests/new/test/j/t/instructions',
      }),
    ).toBe('/user_tests/new/test/j/t/instructions');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the unsafe redirect %s',
    (redirectTo) => {
      expect(destinationAfterSignIn({ role: 'user', termsAccepted: true, redirectTo })).toBe('/careers');
    },
  );

  it.each([
    '/login',
    '/login?redirectTo=%2Fjobs',
    '/register',
    '/reset/abc',
    '/confirm/abc',
    '/forgot-password',
  ])('does not return to the account page %s', (redirectTo) => {
    expect(destinationAfterSignIn({ role: 'admin', termsAccepted: false, redirectTo })).toBe('/dashboard');
  });
});
