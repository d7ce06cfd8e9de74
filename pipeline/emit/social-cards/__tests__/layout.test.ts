import { describe, expect, it } from 'vitest';
import { cardLayout, lineMetrics, SECTION_STYLE, titleStyle, wrapText, type Measure } from '../layout';

/** Every character half the font size wide: widths a test can count. */
const measure: Measure = (text, style) => text.length * style.size * 0.5;
const card = (title: string, more: Partial<Parameters<typeof cardLayout>[0]> = {}) =>
  cardLayout({ title, section: 'Docs', siteTitle: 'Fixture docs', hasLogo: false, ...more }, measure);

describe('the card layout', () => {
  it('sizes the title by its length: 76 px up to 40 characters, 64 px up to 70, 52 px beyond', () => {
    expect([40, 41, 70, 71].map((n) => titleStyle('x'.repeat(n)).size)).toEqual([76, 64, 64, 52]);
  });

  it('puts lines and baselines where satori did (the rows its SVG had)', () => {
    // Title at 76 px: line boxes of 87.4 px, baseline 71 px down; at 52 px 59.8 and 48; the section (32 px, `normal`) 30.
    expect(lineMetrics(titleStyle('x'))).toEqual({ height: 76 * 1.15, baseline: 71 });
    expect(lineMetrics(titleStyle('x'.repeat(71))).baseline).toBe(48);
    expect(lineMetrics(SECTION_STYLE).baseline).toBe(30);
    // A one-line title between the section and the footer: satori's clip of it was y 279, 87 high.
    expect(card('H').page.titleClip).toEqual({ x: 80, y: 279, width: 1040, height: 87 });
    expect(card('H').page.section).toEqual([{ text: 'DOCS', x: 80, y: 118, style: SECTION_STYLE }]);
    expect(card('H').site.runs).toMatchObject([{ text: 'Fixture docs', x: 80, y: 550 }]);
  });

  it('wraps at break opportunities, a trailing space hanging past the edge, and does not cut a long word', () => {
    const style = titleStyle('x'); // 38 px a character in this measure
    expect(wrapText('aaaa bbbb cccc', 38 * 9, style, measure)).toEqual([['aaaa ', 'bbbb '], ['cccc']]);
    expect(wrapText('aaaa  bbbb\ncccc', 38 * 14, style, measure)).toEqual([['aaaa ', 'bbbb ', 'cccc']]);
    expect(wrapText('alpha-beta gamma', 38 * 8, style, measure)).toEqual([['alpha-'], ['beta '], ['gamma']]);
    expect(wrapText('x'.repeat(40) + ' y', 38 * 10, style, measure)).toEqual([['x'.repeat(40) + ' '], ['y']]);
  });

  it('draws each line whole from the left edge, without the space it may end with', () => {
    // 62 characters: 64 px (32 px a character here), lines of 74 px, the baseline 60 px down.
    const runs = card('One two three four five six seven eight nine ten eleven twelve').page.title;
    expect(runs.map((r) => [r.text, r.x, r.y])).toEqual([
      ['One two three four five six', 80, 211 + 60],
      ['seven eight nine ten eleven', 80, 211 + 60 + 74],
      ['twelve', 80, 211 + 60 + 2 * 74],
    ]);
  });

  it('cuts the title at 300 px, and centres what is left between the section and the footer', () => {
    const long = card('word '.repeat(200));
    expect(long.page.titleClip).toEqual({ x: 80, y: 172, width: 1040, height: 300 });
    expect(long.page.title.length).toBeGreaterThan(5); // more lines than the 5 that show: the clip cuts them
  });

  it('makes room for the logo: a 64 px box left of the site name, the footer as high as it', () => {
    const withLogo = card('H', { hasLogo: true });
    expect(withLogo.site.logo).toEqual({ x: 80, y: 494, size: 64 });
    expect(withLogo.site.runs[0]).toMatchObject({ x: 168 });
    expect(card('H').site.logo).toBeNull();
    expect(withLogo.page.titleClip.y).toBeLessThan(card('H').page.titleClip.y);
  });

  it('writes the section in capitals, and none when it is empty', () => {
    expect(card('H', { section: 'Blog · 2026-11-28' }).page.section[0]!.text).toBe('BLOG · 2026-11-28');
    expect(card('H', { section: '' }).page.section).toEqual([]);
  });
});
