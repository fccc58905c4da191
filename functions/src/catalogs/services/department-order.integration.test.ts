import { COLLECTIONS, DEPARTMENT_ORDER_MESSAGES } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { auditEntriesOf, emulatorAdminDeps, isolatedDb, TEST_ADMIN } from '../../testing/admin-console.ts';
import { serviceError } from '../../testing/refusals.ts';
import { listCatalogEntries, reorderDepartments } from './catalog-service.ts';

// The landing page's department order (issue 20) on a database of its own: the departments are
// exactly the ones each test writes.

const seedDepartments = async (titles: readonly string[]) => {
  const deps = emulatorAdminDeps(isolatedDb('department-order'));
  const now = new Date('2026-11-26T09:00:00Z');
  await Promise.all(
    titles.map((title, index) =>
      deps.db
        .collection(COLLECTIONS.departments)
        .doc(title.toLowerCase())
        .set({ title, description: title, image: null, order: index + 1, createdAt: now, updatedAt: now }),
    ),
  );
  return deps;
};

describe('reorderDepartments', () => {
  it('stores the new order, audits each department that moved, and lists in it', async () => {
    const deps = await seedDepartments(['Spinning', 'Weaving', 'Finishing']);

    const result = await reorderDepartments(deps, TEST_ADMIN, { ids: ['finishing', 'spinning', 'weaving'] });
    expect(result).toEqual({ message: DEPARTMENT_ORDER_MESSAGES.saved, moved: 3 });
    expect((await listCatalogEntries(deps, 'departments')).map((entry) => entry.id)).toEqual([
      'finishing',
      'spinning',
      'weaving',
    ]);
    const audit = await auditEntriesOf(deps.db, 'finishing');
    expect(audit.map((entry) => [entry['action'], entry['changes']])).toEqual([
      ['reorder', { order: { before: 3, after: 1 } }],
    ]);

    // The same order again moves nothing and audits nothing.
    expect(
      (await reorderDepartments(deps, TEST_ADMIN, { ids: ['finishing', 'spinning', 'weaving'] })).moved,
    ).toBe(0);
    expect(await auditEntriesOf(deps.db, 'finishing')).toHaveLength(1);
  });

  it('refuses a list that is not exactly the departments, moving nothing', async () => {
    const deps = await seedDepartments(['Spinning', 'Weaving']);
    for (const ids of [['weaving'], ['weaving', 'spinning', 'dyeing'], ['weaving', 'dyeing']]) {
      const refusal = await serviceError(reorderDepartments(deps, TEST_ADMIN, { ids }));
      expect(refusal.reason).toBe('invalid-input');
      expect(refusal.fields).toEqual({ ids: DEPARTMENT_ORDER_MESSAGES.stale });
    }
    expect((await listCatalogEntries(deps, 'departments')).map((entry) => entry.id)).toEqual([
      'spinning',
      'weaving',
    ]);
  });
});
