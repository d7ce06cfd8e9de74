import { describe, expect, it } from 'vitest';
import { idealImageOptions } from '../ideal-image';

const entry = (options: Record<string, unknown>) => ({ name: '@docusaurus/plugin-ideal-image', from: 'plugins[0]', options });

describe('idealImageOptions', () => {
  it('reads the resizing options, numeric strings as the loader parses them', () => {
    const unapplied: string[] = [];
    expect(idealImageOptions(entry({ quality: '70', max: 1030, min: 640, steps: 2, sizes: [300, '600'], size: 800, disableInDev: false }), unapplied)).toEqual({
      quality: 70,
      max: 1030,
      min: 640,
      steps: 2,
      sizes: [300, 600],
      size: 800,
      disableInDev: false,
    });
    expect(unapplied).toEqual([]);
  });

  it('names what it does not apply: other options and values that are no widths or qualities', () => {
    const unapplied: string[] = [];
    expect(idealImageOptions(entry({ name: 'ideal-img/[name].[ext]', quality: 120, min: -1, sizes: 'big', max: 900 }), unapplied)).toEqual({ max: 900 });
    expect(unapplied).toEqual([
      'plugins[0] (@docusaurus/plugin-ideal-image) option name',
      'plugins[0] (@docusaurus/plugin-ideal-image) option quality 120 (not a whole number from 1 to 100)',
      'plugins[0] (@docusaurus/plugin-ideal-image) option min -1 (not a positive whole number)',
      'plugins[0] (@docusaurus/plugin-ideal-image) option sizes "big" (not a list of positive whole numbers)',
    ]);
  });
});
