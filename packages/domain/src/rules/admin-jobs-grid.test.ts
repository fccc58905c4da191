import { describe, expect, it } from 'vitest';

import {
  JOBS_GRID_COLUMN_FILTERS,
  JOBS_GRID_DEFAULT_FILTER,
  JOBS_GRID_DEFAULT_SPEC,
  JOBS_GRID_SORT_FIELDS,
  JOBS_VIEWS,
  jobsColumnFilterOf,
  jobsGridPlan,
  jobsRangeError,
  jobsSortOf,
  startOfCompanyDate,
  type JobsGridColumnFilter,
  type JobsGridSpec,
  type JobsQueryPlan,
} from './admin-jobs-grid.ts';
// The deployed indexes (repository root): what the grid's queries need must be there.
import indexesFile from '../../../../firestore.indexes.json' with { type: 'json' };

type SpecChange = Partial<Omit<JobsGridSpec, 'filter'>> & { filter?: Partial<JobsGridSpec['filter']> };

const spec = (change: SpecChange): JobsGridSpec => ({
  ...JOBS_GRID_DEFAULT_SPEC,
  ...change,
  filter: { ...JOBS_GRID_DEFAULT_FILTER, ...change.filter },
});

describe('jobsGridPlan', () => {
  it('opens on every listed job of any status, newest posting first', () => {
    expect(jobsGridPlan(JOBS_GRID_DEFAULT_SPEC)).toEqual({
      where: [
        { field: 'deleted', op: '==', value: false },
        { field: 'hidden', op: '==', value: false },
        { field: 'status', op: 'in', value: ['open', 'closed', 'archived'] },
      ],
      orderBy: { field: 'postedAt', direction: 'desc' },
    });
  });

  it('shows hidden jobs that are not deleted, and deleted jobs whether hidden or not', () => {
    expect(jobsGridPlan(spec({ filter: { show: 'hidden' } })).where.slice(0, 2)).toEqual([
      { field: 'deleted', op: '==', value: false },
      { field: 'hidden', op: '==', value: true },
    ]);
    expect(jobsGridPlan(spec({ filter: { show: 'deleted' } })).where.slice(0, 2)).toEqual([
      { field: 'deleted', op: '==', value: true },
      { field: 'hidden', op: 'in', value: [false, true] },
    ]);
  });

  it('searches one word (the longest, normalised) of the search box, in place of the column filter', () => {
    const plan = jobsGridPlan(
      spec({
        filter: { status: 'open', search: 'Senior  ÉNGINEER' },
        column: { field: 'title', operator: 'startsWith', value: 'Loom' },
      }),
    );
    expect(plan.where.slice(2)).toEqual([
      { field: 'status', op: '==', value: 'open' },
      { field: 'searchTokens', op: 'array-contains', value: 'engineer' },
    ]);
    expect(jobsGridPlan(spec({ filter: { search: ' — ' } })).where).toHaveLength(3);
  });

  it('narrows to one status', () => {
    expect(jobsGridPlan(spec({ filter: { status: 'closed' } })).where[2]).toEqual({
      field: 'status',
      op: '==',
      value: 'closed',
    });
  });

  it('reads From / To as whole company days (Asia/Karachi, UTC+5), To included', () => {
    const { where } = jobsGridPlan(spec({ filter: { from: '2026-03-10', to: '2026-03-31' } }));
    expect(where.slice(3)).toEqual([
      { field: 'postedAt', op: '>=', value: new Date('2026-03-09T19:00:00.000Z') },
      { field: 'postedAt', op: '<', value: new Date('2026-03-31T19:00:00.000Z') },
    ]);
    // Across a month and a year end.
    const newYear = jobsGridPlan(spec({ filter: { from: '2026-12-31', to: '2026-12-31' } })).where;
    expect(newYear.at(-1)).toEqual({
      field: 'postedAt',
      op: '<',
      value: new Date('2026-12-31T19:00:00.000Z'),
    });
  });

  it('ignores dates that are no calendar day', () => {
    expect(jobsGridPlan(spec({ filter: { from: '2026-02-30', to: 'yesterday' } })).where).toHaveLength(3);
  });

  it('turns "title starts with" into a range on the title, and "equals" into a closed one', () => {
    const startsWith = jobsGridPlan(
      spec({ column: { field: 'title', operator: 'startsWith', value: 'Loom' } }),
    ).where.slice(3);
    expect(startsWith).toEqual([
      { field: 'title', op: '>=', value: 'Loom' },
      { field: 'title', op: '<', value: 'Loom\uf8ff' },
    ]);
    const equals = jobsGridPlan(spec({ column: { field: 'title', operator: 'equals', value: 'Loom' } }));
    expect(equals.where.slice(3)).toEqual([
      { field: 'title', op: '>=', value: 'Loom' },
      { field: 'title', op: '<=', value: 'Loom' },
    ]);
  });

  it('turns number filters into ranges on their field', () => {
    const plan = (column: JobsGridColumnFilter) => jobsGridPlan(spec({ column })).where.slice(3);
    expect(plan({ field: 'experience', operator: '=', value: 3 })).toEqual([
      { field: 'experience', op: '>=', value: 3 },
      { field: 'experience', op: '<=', value: 3 },
    ]);
    expect(plan({ field: 'cgpa', operator: '>=', value: 2.5 })).toEqual([
      { field: 'cgpa', op: '>=', value: 2.5 },
    ]);
    expect(plan({ field: 'experience', operator: '<=', value: 5 })).toEqual([
      { field: 'experience', op: '<=', value: 5 },
    ]);
  });

  it('orders by the chosen column', () => {
    expect(jobsGridPlan(spec({ sort: { field: 'title', direction: 'asc' } })).orderBy).toEqual({
      field: 'title',
      direction: 'asc',
    });
  });
});

describe('what the page passes in', () => {
  it('keeps a column filter Firestore can answer and drops anything else', () => {
    expect(jobsColumnFilterOf({ field: 'title', operator: 'startsWith', value: '  Loom ' })).toEqual({
      field: 'title',
      operator: 'startsWith',
      value: 'Loom',
    });
    expect(jobsColumnFilterOf({ field: 'experience', operator: '>=', value: 4 })).toEqual({
      field: 'experience',
      operator: '>=',
      value: 4,
    });
    expect(jobsColumnFilterOf({ field: 'cgpa', operator: '=', value: '2.5' })).toEqual({
      field: 'cgpa',
      operator: '=',
      value: 2.5,
    });
    // "contains" cannot be answered by an index; skills are rich text; values still being typed.
    expect(jobsColumnFilterOf({ field: 'title', operator: 'contains', value: 'Loom' })).toBeNull();
    expect(jobsColumnFilterOf({ field: 'firstSkill', operator: 'startsWith', value: 'Excel' })).toBeNull();
    expect(jobsColumnFilterOf({ field: 'title', operator: 'startsWith', value: '   ' })).toBeNull();
    expect(jobsColumnFilterOf({ field: 'experience', operator: '>=' })).toBeNull();
    expect(jobsColumnFilterOf({ field: 'experience', operator: '>=', value: 'many' })).toBeNull();
  });

  it('sorts by one offered column, else newest first', () => {
    expect(jobsSortOf([{ field: 'experience', sort: 'desc' }])).toEqual({
      field: 'experience',
      direction: 'desc',
    });
    expect(jobsSortOf([])).toEqual({ field: 'postedAt', direction: 'desc' });
    expect(jobsSortOf([{ field: 'status', sort: 'asc' }])).toEqual({ field: 'postedAt', direction: 'desc' });
    expect(jobsSortOf([{ field: 'title', sort: null }])).toEqual({ field: 'postedAt', direction: 'desc' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(jobsRangeError({ from: '2026-03-10', to: '2026-03-09' })).toBe('To cannot be before From.');
    expect(jobsRangeError({ from: '2026-03-10', to: '2026-03-10' })).toBeNull();
    expect(jobsRangeError({ from: '', to: '2026-03-09' })).toBeNull();
  });

  it('reads calendar days only', () => {
    expect(startOfCompanyDate('2026-03-10')).toEqual(new Date('2026-03-09T19:00:00.000Z'));
    expect(startOfCompanyDate('2026-13-01')).toBeNull();
    expect(startOfCompanyDate('10-03-2026')).toBeNull();
  });
});

// ------------------------------------------------------------ indexes

type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };

const order = (direction: 'asc' | 'desc'): IndexField['order'] =>
  direction === 'asc' ? 'ASCENDING' : 'DESCENDING';

/**
 * The composite index Firestore needs for a plan: equality (and `in`) fields, the ordered field,
 * then the other range fields in field-name order, in the ordered field's direction (Firestore
 * orders by the inequality fields after the explicit order).
 */
const indexOf = (plan: JobsQueryPlan): IndexField[] => {
  const fixed = new Set(['==', 'in', 'array-contains']);
  const equalities = plan.where.filter((condition) => condition.op === '==' || condition.op === 'in');
  const contains = plan.where.filter((condition) => condition.op === 'array-contains');
  const ranges = [
    ...new Set(
      plan.where
        .filter((condition) => !fixed.has(condition.op))
        .map((condition) => condition.field)
        .filter((field) => field !== plan.orderBy.field),
    ),
  ].sort();
  const direction = order(plan.orderBy.direction);
  return [
    ...equalities.map((condition) => ({ fieldPath: condition.field, order: 'ASCENDING' as const })),
    ...contains.map((condition) => ({ fieldPath: condition.field, arrayConfig: 'CONTAINS' as const })),
    { fieldPath: plan.orderBy.field, order: direction },
    ...ranges.map((field) => ({ fieldPath: field, order: direction })),
  ];
};

/** Every kind of page the grid can ask for: each view, status, range, column filter and sort. */
const everySpec = (): JobsGridSpec[] => {
  const columns: (JobsGridColumnFilter | null)[] = [
    null,
    ...Object.entries(JOBS_GRID_COLUMN_FILTERS).flatMap(([field, operators]) =>
      operators.map(
        ({ operator }) =>
          ({ field, operator, value: field === 'title' ? 'Loom' : 3 }) as JobsGridColumnFilter,
      ),
    ),
  ];
  const specs: JobsGridSpec[] = [];
  for (const show of JOBS_VIEWS)
    for (const status of ['all', 'open'] as const)
      for (const [from, to] of [
        ['', ''],
        ['2026-01-01', ''],
        ['', '2026-01-31'],
        ['2026-01-01', '2026-01-31'],
      ] as const)
        for (const search of ['', 'engineer'])
          for (const column of columns)
            for (const field of JOBS_GRID_SORT_FIELDS)
              for (const direction of ['asc', 'desc'] as const)
                specs.push({
                  filter: { show, status, from, to, search },
                  column,
                  sort: { field, direction },
                });
  return specs;
};

describe('firestore.indexes.json', () => {
  const file = indexesFile as {
    indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  };
  const key = (fields: IndexField[]) =>
    fields.map((field) => `${field.fieldPath}:${field.order ?? field.arrayConfig ?? ''}`).join(',');
  const jobIndexes = file.indexes.filter((index) => index.collectionGroup === 'jobs');
  // The one jobs query outside the grid: the sweep of jobs past their end date
  // (functions/src/jobs/services/close-ended-jobs.ts: status == 'open', endDate <, by endDate).
  const endedJobsSweep = 'status:ASCENDING,endDate:ASCENDING';
  const required = new Set([...everySpec().map((one) => key(indexOf(jobsGridPlan(one)))), endedJobsSweep]);

  it('has the index of every page the jobs grid can ask for and of the end-date sweep, and no other jobs index', () => {
    const declared = new Set(jobIndexes.map((index) => key(index.fields)));
    expect([...required].filter((fields) => !declared.has(fields))).toEqual([]);
    expect([...declared].filter((fields) => !required.has(fields))).toEqual([]);
    expect(jobIndexes.every((index) => index.queryScope === 'COLLECTION')).toBe(true);
    expect(declared.size).toBe(jobIndexes.length);
  });

  it('stays a small set: one shape of query, one column filter or search word and one sort at a time', () => {
    // 41 without the search; the search adds one per sort and date range (10), no column filter.
    expect(required.size).toBeLessThanOrEqual(51);
  });
});
