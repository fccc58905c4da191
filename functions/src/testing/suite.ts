import { afterAll, beforeAll } from 'vitest';

/**
 * What a suite shares — a test bed, seeded catalogs — made once before its first test and, when it
 * has a `close`, closed after its last. The object is returned at once and filled in by `beforeAll`,
 * so the suite holds it in a `const` and reads its fields inside tests and later hooks (hooks run in
 * the order they are declared, so a second `suiteFixture` may read the first).
 */
export const suiteFixture = <Fixture extends object>(
  make: () => Promise<Fixture>,
  timeoutMs?: number,
): Fixture => {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    const made = await make();
    // Copying fields keeps a plain object whole; a class instance would lose its methods.
    if (Object.getPrototypeOf(made) !== Object.prototype) {
      throw new Error('suiteFixture holds plain objects only (their fields are copied).');
    }
    Object.assign(fixture, made);
  }, timeoutMs);
  afterAll(async () => {
    const { close } = fixture as { close?: unknown };
    if (typeof close === 'function') await (close as () => Promise<void>)();
  });
  return fixture;
};
