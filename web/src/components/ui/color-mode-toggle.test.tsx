import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { TestProviders } from '@/testing/render-app';

import { ColorModeToggle } from './color-mode-toggle';

describe('ColorModeToggle', () => {
  it('follows the device by default and remembers a chosen mode', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ColorModeToggle />
      </TestProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'Theme: Same as device' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Same as device' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});
