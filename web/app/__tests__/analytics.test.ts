import { describe, expect, it } from 'vitest';
import { analyticsScript } from '../analytics';

describe('analytics script', () => {
  it('loads from the origin the CSP allows, for each provider', () => {
    expect(analyticsScript({ provider: 'plausible', measurementId: 'lamps.example', origin: 'https://plausible.io' }, 'https://lamps.example')).toEqual({
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'lamps.example' },
    });
    expect(analyticsScript({ provider: 'ga4', measurementId: 'G-1 2', origin: 'https://www.googletagmanager.com' }, 'https://lamps.example').src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1%202',
    );
  });
});
