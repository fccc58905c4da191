import { describe, expect, it } from 'vitest';

import { readGridUrlState, writeGridUrlState } from './grid-url-state';

describe('grid state in the URL', () => {
  it('round-trips filters, sort and page, keeping the page’s other parameters', () => {
    const written = writeGridUrlState(new URLSearchParams('from=2026-01-01'), {
      filterModel: { items: [{ id: 1, field: 'title', operator: 'contains', value: 'Weaver' }] },
      sortModel: [{ field: 'createdAt', sort: 'desc' }],
      paginationModel: { page: 2, pageSize: 25 },
    });
    expect(written.get('from')).toBe('2026-01-01');
    expect(readGridUrlState(written)).toEqual({
      filterModel: { items: [{ field: 'title', operator: 'contains', value: 'Weaver' }] },
      sortModel: [{ field: 'createdAt', sort: 'desc' }],
      paginationModel: { page: 2, pageSize: 25 },
    });
  });

  it('drops what does not parse instead of failing', () => {
    const state = readGridUrlState(
      new URLSearchParams('filters=%7Bnot-json&sort=title:sideways&page=-3&pageSize=x'),
    );
    expect(state).toEqual({
      filterModel: { items: [] },
      sortModel: [],
      paginationModel: { page: 0, pageSize: 10 },
    });
  });

  it('uses the defaults until the URL says otherwise', () => {
    const defaults = {
      sortModel: [{ field: 'title', sort: 'asc' as const }],
      paginationModel: { page: 0, pageSize: 25 },
    };
    expect(readGridUrlState(new URLSearchParams(), defaults).sortModel).toEqual(defaults.sortModel);
    expect(readGridUrlState(new URLSearchParams(), defaults).paginationModel.pageSize).toBe(25);
    expect(readGridUrlState(new URLSearchParams('sort='), defaults).sortModel).toEqual([]);
  });

  it('clears the parameters of an empty filter and the first page', () => {
    const written = writeGridUrlState(new URLSearchParams('filters=%5B%5D&page=3'), {
      filterModel: { items: [] },
      paginationModel: { page: 0, pageSize: 10 },
    });
    expect(written.has('filters')).toBe(false);
    expect(written.has('page')).toBe(false);
  });
});
