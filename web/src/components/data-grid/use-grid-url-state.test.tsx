import type { GridFilterModel } from '@mui/x-data-grid';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useGridUrlState } from './use-grid-url-state';

const DEFAULTS = {};

/** The hook inside a memory router at `path`, with the router to read and move the URL. */
const renderGridState = (path: string) => {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const rendered: GridFilterModel[] = [];
  const hook = renderHook(
    () => {
      const state = useGridUrlState(DEFAULTS);
      rendered.push(state.filterModel);
      return state;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
        return <RouterProvider router={router} />;
      },
    },
  );
  if (!router) throw new Error('No router');
  return { ...hook, router, rendered };
};

describe('useGridUrlState', () => {
  it('writes a filter into the URL and gives the grid its own items back, ids included', () => {
    const { result, router } = renderGridState('/jobs?page=3&pageSize=25');
    const sent = { items: [{ id: 7, field: 'title', operator: 'startsWith', value: 'Loom' }] };
    act(() => {
      result.current.onFilterModelChange(sent);
    });

    const params = new URLSearchParams(router.state.location.search);
    expect(JSON.parse(params.get('filters') ?? '')).toEqual([
      { field: 'title', operator: 'startsWith', value: 'Loom' },
    ]);
    // A new filter starts again from the first page.
    expect(params.get('page')).toBeNull();
    // The grid's filter panel keys its rows on the ids: the same item must come back.
    expect(result.current.filterModel).toBe(sent);
  });

  it("never hands the grid the URL's old filter while the URL catches up with a change", () => {
    // The router applies the new URL in a transition, after the render the change itself causes:
    // a render in between with the old, id-less items rebuilt the filter panel under the admin's
    // hands, and the keys typed meanwhile were lost (the last query filtered on 'L' of 'Loom').
    const { result, rendered } = renderGridState('/jobs');
    const first = { items: [{ id: 7, field: 'title', operator: 'startsWith', value: undefined }] };
    act(() => {
      result.current.onFilterModelChange(first);
    });
    const typed = { items: [{ id: 7, field: 'title', operator: 'startsWith', value: 'L' }] };
    const from = rendered.length;
    act(() => {
      result.current.onFilterModelChange(typed);
    });
    expect(rendered.slice(from).length).toBeGreaterThan(0);
    for (const model of rendered.slice(from)) expect(model).toBe(typed);
  });

  it('follows the URL when it says something else (Back, a link, a reload)', async () => {
    const { result, router } = renderGridState('/jobs');
    act(() => {
      result.current.onFilterModelChange({
        items: [{ id: 7, field: 'title', operator: 'startsWith', value: 'Loom' }],
      });
    });
    const other = JSON.stringify([{ field: 'experience', operator: '>=', value: 3 }]);
    await act(() => router.navigate(`/jobs?filters=${encodeURIComponent(other)}`));
    expect(result.current.filterModel).toEqual({
      items: [{ field: 'experience', operator: '>=', value: 3 }],
    });
  });
});
