import { describe, expect, it } from 'vitest';
import { cardIconAndTitle, firstLink, leadingEmoji } from '../doc-card';

describe("DocCard's icon, title and target (theme-classic 3.10's rules)", () => {
  it("takes the label's leading emoji as the icon, joined emoji and variation selectors included", () => {
    expect(leadingEmoji('🪔 Lamps')).toEqual({ emoji: '🪔', rest: ' Lamps' });
    expect(leadingEmoji('❤️ Care')).toEqual({ emoji: '❤️', rest: ' Care' });
    expect(leadingEmoji('👩‍🔧 Repairs')).toEqual({ emoji: '👩‍🔧', rest: ' Repairs' });
    expect(leadingEmoji('Lamps 🪔')).toEqual({ emoji: undefined, rest: 'Lamps 🪔' });
    expect(cardIconAndTitle({ type: 'link', label: '🪔 Lamps', href: '/docs/lamps' })).toEqual({ icon: '🪔', title: 'Lamps' });
  });
  it('falls back to a box for a category, a page for a link of the site and a chain link for another site', () => {
    expect(cardIconAndTitle({ type: 'category', label: 'Wicks' }).icon).toBe('🗃');
    expect(cardIconAndTitle({ type: 'link', label: 'Wicks', href: '/docs/wicks' }).icon).toBe('📄️');
    expect(cardIconAndTitle({ type: 'link', label: 'Supplier', href: 'https://wicks.example' }).icon).toBe('🔗');
    expect(cardIconAndTitle({ type: 'link', label: 'Mail', href: 'mailto:shop@wicks.example' }).icon).toBe('🔗');
  });
  it("sends a category to its own page, else to its first item's link, depth first", () => {
    expect(firstLink({ type: 'category', label: 'A', href: '/docs/a', items: [{ type: 'link', label: 'b', href: '/docs/b' }] })).toBe('/docs/a');
    expect(
      firstLink({
        type: 'category',
        label: 'A',
        items: [
          { type: 'category', label: 'B', items: [] },
          { type: 'category', label: 'C', items: [{ type: 'link', label: 'd', href: '/docs/d' }] },
        ],
      }),
    ).toBe('/docs/d');
    expect(firstLink({ type: 'category', label: 'A', items: [] })).toBeUndefined();
  });
  it('passes over unlisted docs: a category whose own doc is unlisted sends to its first listed item', () => {
    const hub = {
      type: 'category',
      label: 'Hub',
      href: '/docs/hub',
      linkUnlisted: true,
      items: [
        { type: 'link', label: 's', href: '/docs/s', unlisted: true },
        { type: 'link', label: 't', href: '/docs/t' },
      ],
    };
    expect(firstLink(hub)).toBe('/docs/t');
    expect(firstLink({ type: 'link', label: 's', href: '/docs/s', unlisted: true })).toBeUndefined();
  });
});
