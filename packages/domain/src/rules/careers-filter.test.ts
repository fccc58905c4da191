import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../constants/limits.ts';
import { jobOpeningsRangeMessage } from '../constants/messages.ts';
import type { JobIndexEntry } from '../types/job.ts';
import {
  CAREERS_SEARCH_MAX_LENGTH,
  DEFAULT_CAREERS_QUERY,
  countFacets,
  datePostedCutoff,
  filterJobs,
  paginate,
  parseCareersQuery,
  runCareersQuery,
  serializeCareersQuery,
  sortJobs,
  toggleValue,
  updateCareersQuery,
} from './careers-filter.ts';
import type { CareersQuery, SearchParamsLike } from './careers-filter.ts';
import { makeIndexEntry } from '../testing/jobs.ts';
import { generateIndexEntries } from './fixtures/job-fixtures.ts';

// The package compiles against the ES library only; URLSearchParams is reached through globalThis.
const searchParams = (init = ''): SearchParamsLike =>
  new (globalThis as unknown as { URLSearchParams: new (init: string) => SearchParamsLike }).URLSearchParams(
    init,
  );

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 22, 7, 0); // 22-11-2026 12:00 in Karachi
const query = (changes: Partial<CareersQuery> = {}): CareersQuery => ({
  ...DEFAULT_CAREERS_QUERY,
  ...changes,
});
const ids = (entries: readonly JobIndexEntry[]) => entries.map((entry) => entry.id);

const spinning = { id: 'spinning', title: 'Spinning' };
const weaving = { id: 'weaving', title: 'Weaving' };
const finance = { id: 'finance', title: 'Finance and Accounts' };

const ENTRIES: JobIndexEntry[] = [
  makeIndexEntry({
    id: 'a',
    title: 'Senior Spinning Engineer',
    location: 'HTD site',
    department: spinning,
    jobType: 'Permanent',
    postedAt: NOW - 2 * HOUR,
  }),
  makeIndexEntry({
    id: 'b',
    title: 'Loom Fixer',
    location: 'Spinning and Weaving site',
    department: weaving,
    jobType: 'Contractual',
    postedAt: NOW - 3 * DAY,
  }),
  makeIndexEntry({
    id: 'c',
    title: 'Weaving Supervisor',
    location: 'Spinning and Weaving site',
    department: weaving,
    jobType: 'Permanent',
    postedAt: NOW - 10 * DAY,
  }),
  makeIndexEntry({
    id: 'd',
    title: 'Accountant',
    location: 'Head Office',
    department: finance,
    jobType: 'Permanent',
    postedAt: NOW - 20 * DAY,
  }),
  makeIndexEntry({
    id: 'e',
    title: 'Spinning Trainee',
    location: 'HTD site',
    department: spinning,
    jobType: 'Contractual',
    postedAt: NOW - 45 * DAY,
  }),
];

describe('parseCareersQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseCareersQuery(searchParams())).toEqual(DEFAULT_CAREERS_QUERY);
  });

  it('reads every parameter', () => {
    const parsed = parseCareersQuery(
      searchParams(
        'q=+Engineer+&location=HTD&type=Permanent&department=weaving&posted=7d&sort=oldest&page=3',
      ),
    );
    expect(parsed).toEqual({
      keyword: 'Engineer',
      location: 'HTD',
      jobTypes: ['Permanent'],
      departmentIds: ['weaving'],
      datePosted: '7d',
      sort: 'oldest',
      page: 3,
    });
  });

  it('accepts repeated keys, comma lists and both mixed; dedupes and sorts', () => {
    const parsed = parseCareersQuery(
      searchParams('department=weaving,spinning&department=finance&department=weaving'),
    );
    expect(parsed.departmentIds).toEqual(['finance', 'spinning', 'weaving']);
    expect(parseCareersQuery(searchParams('type=Contractual,Permanent')).jobTypes).toEqual([
      'Contractual',
      'Permanent',
    ]);
  });

  it('canonicalises job types case-insensitively and drops unknown ones', () => {
    expect(parseCareersQuery(searchParams('type=permanent&type=INTERNSHIP&type=')).jobTypes).toEqual([
      'Permanent',
    ]);
  });

  it.each([
    ['posted=90d', { datePosted: 'all' }],
    ['sort=random', { sort: 'newest' }],
    ['sort=OLDEST', { sort: 'oldest' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['department=../../etc&department=ok_id-1', { departmentIds: ['ok_id-1'] }],
  ])('falls back to defaults for invalid values: %s', (init, expected) => {
    expect(parseCareersQuery(searchParams(init))).toEqual({ ...DEFAULT_CAREERS_QUERY, ...expected });
  });

  it('cuts overlong search text instead of rejecting it', () => {
    const parsed = parseCareersQuery(searchParams(`q=${'x'.repeat(500)}`));
    expect(parsed.keyword).toHaveLength(CAREERS_SEARCH_MAX_LENGTH);
  });

  it('uses the route department only while the URL has no department parameter', () => {
    expect(parseCareersQuery(searchParams(), 'spinning').departmentIds).toEqual(['spinning']);
    expect(parseCareersQuery(searchParams('department=weaving'), 'spinning').departmentIds).toEqual([
      'weaving',
    ]);
    expect(parseCareersQuery(searchParams(), 'not a valid id!').departmentIds).toEqual([]);
  });

  it('never throws, whatever the URL holds', () => {
    for (const init of [
      '%',
      'q=%E0%A4%A',
      'type=,,,',
      'posted=&sort=&page=',
      '&&&=',
      'q=' + '%00'.repeat(10),
    ]) {
      expect(() => parseCareersQuery(searchParams(init))).not.toThrow();
    }
  });
});

describe('serializeCareersQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeCareersQuery(query()).toString()).toBe('');
  });

  it('writes only non-default values in a stable key order, lists as sorted repeated keys', () => {
    const text = serializeCareersQuery({
      page: 2,
      sort: 'oldest',
      datePosted: '30d',
      departmentIds: ['weaving', 'finance'],
      jobTypes: ['Permanent'],
      location: ' Head Office ',
      keyword: 'engineer',
    }).toString();
    expect(text).toBe(
      'q=engineer&location=Head+Office&type=Permanent&department=finance&department=weaving&posted=30d&sort=oldest&page=2',
    );
  });

  it('round-trips through parseCareersQuery', () => {
    const original = query({
      keyword: 'loom fixer',
      location: 'site',
      jobTypes: ['Contractual', 'Permanent'],
      departmentIds: ['finance', 'weaving'],
      datePosted: '14d',
      sort: 'oldest',
      page: 4,
    });
    expect(parseCareersQuery(serializeCareersQuery(original))).toEqual(original);
  });

  it('equal filters give equal URLs whatever the tick order', () => {
    const first = serializeCareersQuery(query({ departmentIds: ['b', 'a'] })).toString();
    const second = serializeCareersQuery(query({ departmentIds: ['a', 'b', 'a'] })).toString();
    expect(first).toBe(second);
  });
});

describe('updateCareersQuery and toggleValue', () => {
  it('goes back to page 1 when a filter changes but not when only the page does', () => {
    const onPage3 = query({ page: 3 });
    expect(updateCareersQuery(onPage3, { keyword: 'loom' })).toMatchObject({ keyword: 'loom', page: 1 });
    expect(updateCareersQuery(onPage3, { page: 4 }).page).toBe(4);
  });

  it('ticks and unticks a value without mutating the list', () => {
    const ticked = ['Permanent'];
    expect(toggleValue(ticked, 'Contractual')).toEqual(['Permanent', 'Contractual']);
    expect(toggleValue(ticked, 'Permanent')).toEqual([]);
    expect(ticked).toEqual(['Permanent']);
  });

  it('the default query cannot be mutated by accident', () => {
    expect(() => DEFAULT_CAREERS_QUERY.jobTypes.push('Permanent')).toThrow(TypeError);
  });
});

describe('filterJobs', () => {
  it('returns everything for the default query, in the given order', () => {
    expect(ids(filterJobs(ENTRIES, query(), NOW))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('matches the keyword as a trimmed, case-insensitive substring of the title only', () => {
    expect(ids(filterJobs(ENTRIES, query({ keyword: '  SPINNING ' }), NOW))).toEqual(['a', 'e']);
    expect(ids(filterJobs(ENTRIES, query({ keyword: 'ing eng' }), NOW))).toEqual(['a']);
    // 'Spinning and Weaving site' is a location, not a title.
    expect(ids(filterJobs(ENTRIES, query({ keyword: 'site' }), NOW))).toEqual([]);
  });

  it('matches the location as a trimmed, case-insensitive substring', () => {
    expect(ids(filterJobs(ENTRIES, query({ location: ' weaving SITE' }), NOW))).toEqual(['b', 'c']);
    expect(ids(filterJobs(ENTRIES, query({ location: 'office' }), NOW))).toEqual(['d']);
  });

  it('ORs values within a group and ANDs across groups', () => {
    expect(ids(filterJobs(ENTRIES, query({ departmentIds: ['spinning', 'finance'] }), NOW))).toEqual([
      'a',
      'd',
      'e',
    ]);
    expect(
      ids(
        filterJobs(ENTRIES, query({ departmentIds: ['spinning', 'finance'], jobTypes: ['Permanent'] }), NOW),
      ),
    ).toEqual(['a', 'd']);
    expect(
      ids(filterJobs(ENTRIES, query({ jobTypes: ['Permanent', 'Contractual'], keyword: 'spinning' }), NOW)),
    ).toEqual(['a', 'e']);
  });

  it.each([
    ['hour', []],
    ['24h', ['a']],
    ['7d', ['a', 'b']],
    ['14d', ['a', 'b', 'c']],
    ['30d', ['a', 'b', 'c', 'd']],
    ['all', ['a', 'b', 'c', 'd', 'e']],
  ] as const)('Date Posted %s', (datePosted, expected) => {
    expect(ids(filterJobs(ENTRIES, query({ datePosted }), NOW))).toEqual(expected);
  });

  it("'Last 30 days' is 30 days (not 14) and has no 5-hour shift", () => {
    const entries = [
      makeIndexEntry({ id: 'day20', postedAt: NOW - 20 * DAY }),
      makeIndexEntry({ id: 'day29h23', postedAt: NOW - 30 * DAY + HOUR }),
      makeIndexEntry({ id: 'day30h1', postedAt: NOW - 30 * DAY - HOUR }),
    ];
    expect(ids(filterJobs(entries, query({ datePosted: '30d' }), NOW))).toEqual(['day20', 'day29h23']);
    expect(datePostedCutoff('30d', NOW)).toBe(NOW - 30 * DAY);
  });

  it('includes a job posted exactly at the boundary and excludes one a millisecond older', () => {
    const entries = [
      makeIndexEntry({ id: 'boundary', postedAt: NOW - 7 * DAY }),
      makeIndexEntry({ id: 'older', postedAt: NOW - 7 * DAY - 1 }),
    ];
    expect(ids(filterJobs(entries, query({ datePosted: '7d' }), new Date(NOW)))).toEqual(['boundary']);
  });

  it('includes future-dated jobs under every Date Posted filter', () => {
    const future = [makeIndexEntry({ id: 'tomorrow', postedAt: NOW + DAY })];
    for (const datePosted of ['hour', '24h', '7d', '14d', '30d', 'all'] as const) {
      expect(ids(filterJobs(future, query({ datePosted }), NOW))).toEqual(['tomorrow']);
    }
  });

  it('does not change its input', () => {
    const copy = JSON.parse(JSON.stringify(ENTRIES)) as JobIndexEntry[];
    filterJobs(ENTRIES, query({ keyword: 'spin', datePosted: '7d' }), NOW);
    expect(ENTRIES).toEqual(copy);
  });
});

describe('jobs past their end date', () => {
  // NOW is 22-11-2026 12:00 in Karachi; end dates are stored as UTC midnight of the chosen day.
  const ended = makeIndexEntry({
    id: 'ended',
    title: 'Dyeing Supervisor',
    department: { id: 'dyeing', title: 'Dyeing' },
    jobType: 'Contractual',
    postedAt: NOW - 2 * DAY,
    endDate: Date.UTC(2026, 10, 21),
  });
  const endsToday = makeIndexEntry({ id: 'today', postedAt: NOW - DAY, endDate: Date.UTC(2026, 10, 22) });

  it('are not listed from the day after their end date (company time); a job ending today still is', () => {
    const entries = [ended, endsToday, ...ENTRIES];
    expect(ids(filterJobs(entries, query(), NOW))).toEqual(['today', 'a', 'b', 'c', 'd', 'e']);
    const result = runCareersQuery(entries, query(), NOW);
    expect(result.total).toBe(6);
    expect(ids(result.items)).not.toContain('ended');
    // 23:59 on the end date in Karachi it is still listed; at midnight it is gone.
    const lastMinute = Date.UTC(2026, 10, 21, 18, 59);
    expect(ids(filterJobs([ended], query(), lastMinute))).toEqual(['ended']);
    expect(ids(filterJobs([ended], query(), lastMinute + 60_000))).toEqual([]);
  });

  it('are left out of the facets too: no department or job type that only they had', () => {
    const facets = countFacets([ended, ...ENTRIES], query(), NOW);
    expect(facets.departments.map(({ value }) => value)).not.toContain('dyeing');
    expect(facets.jobTypes.find(({ value }) => value === 'Contractual')?.count).toBe(2);
  });
});

describe('countFacets', () => {
  it('counts every value present in the data, sorted by label, with department titles', () => {
    const facets = countFacets(ENTRIES, query(), NOW);
    expect(facets.jobTypes).toEqual([
      { value: 'Contractual', label: 'Contractual', count: 2, selected: false },
      { value: 'Permanent', label: 'Permanent', count: 3, selected: false },
    ]);
    expect(facets.departments).toEqual([
      { value: 'finance', label: 'Finance and Accounts', count: 1, selected: false },
      { value: 'spinning', label: 'Spinning', count: 2, selected: false },
      { value: 'weaving', label: 'Weaving', count: 2, selected: false },
    ]);
  });

  it("ignores its own group: ticking 'Permanent' does not zero 'Contractual'", () => {
    const facets = countFacets(ENTRIES, query({ jobTypes: ['Permanent'] }), NOW);
    expect(facets.jobTypes.map(({ value, count, selected }) => [value, count, selected])).toEqual([
      ['Contractual', 2, false],
      ['Permanent', 3, true],
    ]);
    // The other group does apply it: only permanent jobs are counted per department.
    expect(facets.departments.map(({ value, count }) => [value, count])).toEqual([
      ['finance', 1],
      ['spinning', 1],
      ['weaving', 1],
    ]);
  });

  it('applies keyword, location and date to both groups, keeping zero-count values listed', () => {
    const facets = countFacets(ENTRIES, query({ datePosted: '7d', departmentIds: ['weaving'] }), NOW);
    expect(facets.jobTypes.map(({ value, count }) => [value, count])).toEqual([
      ['Contractual', 1], // b
      ['Permanent', 0], // c is 10 days old
    ]);
    expect(facets.departments.map(({ value, count }) => [value, count])).toEqual([
      ['finance', 0],
      ['spinning', 1], // a
      ['weaving', 1], // b
    ]);
  });

  it('the counts predict the result: a facet count equals the total after ticking that value alone', () => {
    const entries = generateIndexEntries(300, { seed: 7, now: NOW });
    const base = query({ keyword: 'engineer', datePosted: '30d', jobTypes: ['Permanent'] });
    for (const facet of countFacets(entries, base, NOW).departments) {
      const ticked = filterJobs(entries, { ...base, departmentIds: [facet.value] }, NOW);
      expect(ticked).toHaveLength(facet.count);
    }
  });

  it('keeps a ticked value that is absent from the data so it can be unticked', () => {
    const facets = countFacets(ENTRIES, query({ departmentIds: ['dyeing'] }), NOW);
    expect(facets.departments.find((facet) => facet.value === 'dyeing')).toEqual({
      value: 'dyeing',
      label: 'dyeing',
      count: 0,
      selected: true,
    });
  });

  it("labels a department by its newest job's title when snapshots disagree", () => {
    const entries = [
      makeIndexEntry({ id: 'old', department: { id: 'qa', title: 'QA' }, postedAt: NOW - 5 * DAY }),
      makeIndexEntry({
        id: 'new',
        department: { id: 'qa', title: 'Quality Assurance' },
        postedAt: NOW - DAY,
      }),
    ];
    expect(countFacets(entries, query(), NOW).departments).toEqual([
      { value: 'qa', label: 'Quality Assurance', count: 2, selected: false },
    ]);
  });
});

describe('sortJobs', () => {
  const sameDay = NOW - DAY;
  const entries = [
    makeIndexEntry({ id: 'z2', title: 'Weaver', postedAt: sameDay }),
    makeIndexEntry({ id: 'old', title: 'Accountant', postedAt: NOW - 9 * DAY }),
    makeIndexEntry({ id: 'z1', title: 'Weaver', postedAt: sameDay }),
    makeIndexEntry({ id: 'new', title: 'Zonal Manager', postedAt: NOW }),
    makeIndexEntry({ id: 'apr', title: 'apprentice', postedAt: sameDay }),
  ];

  it('newest first, ties by title (case-insensitive) then id', () => {
    expect(ids(sortJobs(entries, 'newest'))).toEqual(['new', 'apr', 'z1', 'z2', 'old']);
  });

  it('oldest first, with the same tie-breaks', () => {
    expect(ids(sortJobs(entries, 'oldest'))).toEqual(['old', 'apr', 'z1', 'z2', 'new']);
  });

  it('returns a copy and gives the same order whatever the input order', () => {
    const before = ids(entries);
    const reversed = [...entries].reverse();
    expect(ids(sortJobs(reversed, 'newest'))).toEqual(ids(sortJobs(entries, 'newest')));
    expect(ids(entries)).toEqual(before);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('returns the page and the 1-based range for the header', () => {
    const page = paginate(items, 2, 10);
    expect(page).toEqual({
      items: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      page: 2,
      pageCount: 3,
      from: 11,
      to: 20,
      total: 23,
      hasPrevious: true,
      hasNext: true,
    });
    expect(jobOpeningsRangeMessage(page.from, page.to, page.total)).toBe('Job Openings 11-20 of 23');
  });

  it('the last page may be short', () => {
    expect(paginate(items, 3, 10)).toMatchObject({ items: [21, 22, 23], from: 21, to: 23, hasNext: false });
  });

  it.each([
    [0, 1],
    [-5, 1],
    [4, 3],
    [Number.NaN, 1],
    [2.7, 2],
  ])('clamps page %s to %s', (requested, expected) => {
    expect(paginate(items, requested, 10).page).toBe(expected);
  });

  it('an empty list is page 1 of 1 with a 0-0 range', () => {
    const page = paginate([], 3, 10);
    expect(page).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
      hasNext: false,
    });
    expect(jobOpeningsRangeMessage(page.from, page.to, page.total)).toBe('Job Openings 0 of 0');
  });

  it('treats a non-positive page size as 1 rather than looping or dividing by zero', () => {
    expect(paginate(items, 1, 0)).toMatchObject({ items: [1], pageCount: 23 });
  });
});

describe('runCareersQuery', () => {
  it('composes filter, facets, sort and paging', () => {
    const result = runCareersQuery(ENTRIES, query({ jobTypes: ['Permanent'], sort: 'oldest' }), NOW, 2);
    expect(ids(result.items)).toEqual(['d', 'c']);
    expect(result).toMatchObject({ page: 1, pageCount: 2, from: 1, to: 2, total: 3 });
    expect(result.facets).toEqual(countFacets(ENTRIES, query({ jobTypes: ['Permanent'] }), NOW));
  });

  it('clamps a page beyond the end to the last page', () => {
    const result = runCareersQuery(ENTRIES, query({ page: 9 }), NOW, 2);
    expect(result).toMatchObject({ page: 3, from: 5, to: 5, total: 5 });
    expect(ids(result.items)).toEqual(['e']);
  });

  it('agrees with the separate functions on a realistic index', () => {
    const entries = generateIndexEntries(500, { seed: 3, now: NOW });
    const cases: CareersQuery[] = [
      query(),
      query({ keyword: 'senior', page: 2 }),
      query({ location: 'site', jobTypes: ['Contractual'], datePosted: '14d', sort: 'oldest' }),
      query({ departmentIds: [entries[0]!.department.id, entries[1]!.department.id], datePosted: '30d' }),
    ];
    for (const current of cases) {
      const result = runCareersQuery(entries, current, NOW);
      const expected = paginate(
        sortJobs(filterJobs(entries, current, NOW), current.sort),
        current.page,
        PAGE_SIZES.careers,
      );
      expect(ids(result.items)).toEqual(ids(expected.items));
      expect(result.total).toBe(expected.total);
      expect(result.facets).toEqual(countFacets(entries, current, NOW));
    }
  });

  it('pages cover every match exactly once', () => {
    const entries = generateIndexEntries(137, { seed: 11, now: NOW });
    const seen: string[] = [];
    const first = runCareersQuery(entries, query(), NOW);
    for (let page = 1; page <= first.pageCount; page += 1) {
      seen.push(...ids(runCareersQuery(entries, query({ page }), NOW).items));
    }
    expect(seen).toHaveLength(137);
    expect(new Set(seen).size).toBe(137);
  });
});
