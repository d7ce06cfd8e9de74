import { describe, expect, it } from 'vitest';
import { nextChoice } from '../color-mode';

describe('the colour toggle with the system mode', () => {
  it("cycles light → dark → system → light, as theme-classic 3.8+'s ColorModeToggle does", () => {
    expect(nextChoice('light')).toBe('dark');
    expect(nextChoice('dark')).toBe('system');
    expect(nextChoice('system')).toBe('light');
  });
});
