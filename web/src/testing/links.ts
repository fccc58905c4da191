import { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts where each named link (or menu item) inside `container` points, as one table:
 * `expectHrefs(menu, 'menuitem', { Profile: '/profile-step-5' })`. A missing link throws (getByRole);
 * a wrong address shows the whole table's difference.
 */
export const expectHrefs = (
  container: HTMLElement,
  role: 'link' | 'menuitem',
  expected: Readonly<Record<string, string>>,
) => {
  const actual = Object.fromEntries(
    Object.keys(expected).map((name) => [
      name,
      within(container).getByRole(role, { name }).getAttribute('href'),
    ]),
  );
  expect(actual).toEqual(expected);
};
