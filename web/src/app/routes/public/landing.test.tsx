import { LANDING } from '@careers/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { departmentsQueryKey } from '@/features/departments/api/get-departments';
import { HERO_PHRASES, heroPhrasesSentence } from '@/features/landing/components/hero-banner';
import { makeDepartment } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';

const departments = Array.from({ length: 12 }, (_, index) => makeDepartment(index + 1));

const renderLanding = (seed = departments) =>
  renderApp('/', { queryClient: createTestQueryClient([[departmentsQueryKey, seed]]) });

const setReducedMotion = (reduce: boolean) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
};

describe('landing page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has every section of spec section 1', async () => {
    renderLanding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weave your future with us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/careers');

    const why = screen.getByRole('region', { name: 'Why join us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...LANDING.whyJoinUs]);

    const process = screen.getByRole('region', { name: 'Our recruitment process' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...LANDING.recruitmentPhases]);

    expect(screen.getAllByText(/Nearly 60% of our senior management are women/).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: /^Life at/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Lahore/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /\+92/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    await waitFor(() => {
      expect(document.title).toBe('Careers — Textile Group');
    });
  });

  it('shows tabs for the first nine departments by order, the fifth active', async () => {
    // Stored out of order: the page sorts by `order`.
    renderLanding([...departments].reverse());
    const tablist = await screen.findByRole('tablist', { name: 'Departments' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(departments.slice(0, 9).map((d) => d.title));
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel', { name: 'Department 5' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Department 5' })).toBeInTheDocument();
    expect(within(panel).getByText('What department 5 does.')).toBeInTheDocument();
    const picture = within(panel).getByRole('img', { name: 'Department 5: our teams at work' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '400');
    expect(within(panel).getByRole('link', { name: 'Apply Now: Department 5 openings' })).toHaveAttribute(
      'href',
      '/careers/department-5',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderLanding();
    const tablist = await screen.findByRole('tablist', { name: 'Departments' });
    await user.click(within(tablist).getByRole('tab', { name: 'Department 5' }));

    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Department 6' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(tablist).getByRole('tab', { name: 'Department 6' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Department 6' })).toBeInTheDocument();
  });

  it('activates the last tab when there are fewer than five departments', async () => {
    renderLanding(departments.slice(0, 3));
    const tablist = await screen.findByRole('tablist', { name: 'Departments' });
    expect(within(tablist).getByRole('tab', { name: 'Department 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('gives screen readers the whole sentence instead of the typing', async () => {
    renderLanding();
    const hero = await screen.findByRole('region', { name: 'Weave your future with us' });
    expect(within(hero).getByText(heroPhrasesSentence(HERO_PHRASES))).toBeInTheDocument();
    expect(heroPhrasesSentence(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the typing banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const typedText = () => document.querySelector('#hero-title + p > span[aria-hidden]')?.textContent ?? '';
  /** Advances the clock in small steps, letting React render between the typewriter's timers. */
  const advance = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 15) {
      await act(async () => vi.advanceTimersByTimeAsync(15));
    }
  };

  it('holds each phrase for the 1000 ms period, then erases and types the next', async () => {
    setReducedMotion(false);
    renderApp('/');
    await act(async () => vi.advanceTimersByTimeAsync(50));
    await act(async () => vi.dynamicImportSettled());
    expect(typedText()).toBe(HERO_PHRASES[0]);

    await advance(LANDING.typingPeriodMs - 100);
    expect(typedText()).toBe(HERO_PHRASES[0]);

    // Then it erases the phrase…
    await advance(300);
    expect(typedText().length).toBeLessThan(HERO_PHRASES[0].length);
    expect(HERO_PHRASES[0].startsWith(typedText())).toBe(true);
    // …and types the next one letter by letter.
    await advance(1000);
    expect(typedText().length).toBeGreaterThan(0);
    expect(HERO_PHRASES[1].startsWith(typedText())).toBe(true);
    await advance(1000);
    expect(typedText()).toBe(HERO_PHRASES[1]);
  });

  it('does not animate for visitors who prefer reduced motion', async () => {
    setReducedMotion(true);
    renderApp('/');
    await act(async () => vi.advanceTimersByTimeAsync(50));
    await act(async () => vi.dynamicImportSettled());
    await advance(3000);
    expect(typedText()).toBe(HERO_PHRASES[0]);
  });
});
