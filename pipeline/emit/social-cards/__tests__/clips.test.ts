import { describe, expect, it } from 'vitest';
import { dropMasksOfClips } from '../clips';
import { encodeCard, layoutCard, rasteriseCard, renderCard, satoriCard, type CardInput } from '../render';

const card = (title: string): CardInput => ({ title, section: 'Lights', siteTitle: 'Fixture docs', logo: null });

describe('dropMasksOfClips', () => {
  it('drops a mask of the same rectangle as its group’s clip, and keeps the clip', () => {
    const svg =
      '<svg><clipPath id="c"><rect x="80" y="248" width="1040" height="148"/></clipPath>' +
      '<mask id="m"><rect x="80" y="248" width="1040" height="148" fill="#fff"/></mask>' +
      '<g mask="url(#m)" clip-path="url(#c)"><path d="M0 0"/></g></svg>';
    expect(dropMasksOfClips(svg)).toBe(svg.replace(' mask="url(#m)"', ''));
  });

  it('keeps a mask that is not the clip’s rectangle, or not a plain rectangle', () => {
    const other =
      '<svg><clipPath id="c"><rect x="80" y="248" width="1040" height="148"/></clipPath>' +
      '<mask id="m"><rect x="80" y="248" width="1040" height="100" fill="#fff"/></mask>' +
      '<g mask="url(#m)" clip-path="url(#c)"><path d="M0 0"/></g></svg>';
    expect(dropMasksOfClips(other)).toBe(other);
    const rounded = other.replace('height="100" fill="#fff"/>', 'height="148" rx="8" fill="#fff"/>');
    expect(dropMasksOfClips(rounded)).toBe(rounded);
  });
});

describe('the card without the repeated mask', () => {
  // The title's clip cuts a text too long for the card; a short title's last line loses its
  // descenders' last row to it at the largest size. Both must be drawn exactly as before.
  const titles = ['Dim', 'Every gallery is a gypsy', 'A title '.repeat(40)];

  it.each(titles)('has the same pixels as satori’s SVG: %s', async (title) => {
    const svg = await satoriCard(card(title));
    expect(svg).toMatch(/<g mask="url\(#[^)]+\)" clip-path=/);
    const laid = await layoutCard(card(title));
    expect(laid).not.toMatch(/<g mask=/);
    expect((await rasteriseCard(laid)).equals(await rasteriseCard(svg))).toBe(true);
  });

  it('is drawn to the same bytes twice (the cache and the hashed name rely on it)', async () => {
    const [first, second] = [await renderCard(card(titles[1]!)), await renderCard(card(titles[1]!))];
    expect(first.equals(second)).toBe(true);
    expect(first.equals(await encodeCard(await rasteriseCard(await layoutCard(card(titles[1]!)))))).toBe(true);
  });
});
