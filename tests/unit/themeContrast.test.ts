import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme.ts';

// WCAG AA for normal text. The status colours are text on outlined chips, buttons and captions.
const AA = 4.5;
const STATUS_COLOURS = ['primary', 'info', 'success', 'warning', 'error'] as const;
const { palette } = theme;
const backgrounds = { white: palette.background.paper, page: palette.background.default };

describe('theme colours', () => {
  it.each(STATUS_COLOURS)('%s is readable as text on white and on the page background', (name) => {
    for (const background of Object.values(backgrounds)) {
      expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each([...STATUS_COLOURS, 'secondary'] as const)('the text on a filled %s chip or button is readable', (name) => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
  });

  it('secondary text is readable on white and on the page background', () => {
    for (const background of Object.values(backgrounds)) {
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA);
    }
  });
});
