// @vitest-environment node

import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { brandColors, getTheme } from './theme';

describe.each(['light', 'dark'] as const)('%s palette', (mode) => {
  const palette = brandColors[mode];

  it.each([
    ['primary text on the page', palette.text.primary, palette.background.default],
    ['primary text on paper', palette.text.primary, palette.background.paper],
    ['secondary text on the page', palette.text.secondary, palette.background.default],
    ['secondary text on paper', palette.text.secondary, palette.background.paper],
    ['links (primary) on the page', palette.primary.main, palette.background.default],
    ['links (primary) on paper', palette.primary.main, palette.background.paper],
    ['primary button label', palette.primary.contrastText, palette.primary.main],
    ['secondary button label', palette.secondary.contrastText, palette.secondary.main],
  ])('keeps %s at 4.5:1 or more', (_label, foreground, background) => {
    expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme', () => {
  it('has light and dark schemes and sentence-case buttons', () => {
    const theme = getTheme();
    expect(Object.keys(theme.colorSchemes)).toEqual(expect.arrayContaining(['light', 'dark']));
    expect(theme.typography.button.textTransform).toBe('none');
  });
});
