import { describe, expect, it } from 'vitest';
import { renderFixture, snapshotFixtures } from '../../../__tests__/fixture-snapshots';

/** fixtures/docusaurus-site-2's options: widths from 640 to 1030 in two steps. */
const IDEAL_IMAGE = { quality: 70, max: 1030, min: 640, steps: 2 };

describe('images', () => {
  snapshotFixtures(`${import.meta.dirname}`, { idealImage: IDEAL_IMAGE });

  it('without resizing options, an ideal image is copied at its own size with no srcSet', async () => {
    const html = await renderFixture(`${import.meta.dirname}/fixtures/ideal-image.mdx`);
    expect(html).toMatch(/<!-- image img\/wide\.png → \/assets\/content\/wide\.\w+\.png -->/);
    expect(html).not.toContain('<!-- resized');
    expect(html).not.toMatch(/srcset/i);
  });
});
