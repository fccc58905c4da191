import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const noop = (): void => undefined;

// Pages load their route module on first render; with the whole suite running in parallel on a
// small machine that can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Logic-only test files run in the `node` environment (`@vitest-environment node`): no DOM there.
if (typeof window !== 'undefined') {
  // jsdom has no layout: stub what MUI and react-router call.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => {
      // MUI's colour-scheme hook still subscribes with the older addListener API.
      const list = {
        matches: false,
        media: query,
        onchange: null,
        addListener: noop,
        removeListener: noop,
        addEventListener: noop,
        removeEventListener: noop,
        dispatchEvent: () => false,
      };
      return list as MediaQueryList;
    },
  });
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();

  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    document.title = '';
  });
}
