import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastReplacements, parseHex, readableOn } from '../contrast';
import { CODE_BACKGROUNDS, highlight } from '../highlighter';

const rgb = (c: string) => parseHex(c)!.rgb;

describe('token colour contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    // github-light's keyword colour on the light code background: under 4.5.
    expect(contrastRatio(rgb('#d73a49'), rgb('#f6f8fa'))).toBeLessThan(4.5);
  });

  it('keeps passing colours and moves failing ones just far enough, keeping their hue', () => {
    expect(readableOn('#24292e', ['#f6f8fa'])).toBe('#24292e');
    const comment = readableOn('#D73A49', ['#f6f8fa']);
    expect(contrastRatio(rgb(comment), rgb('#f6f8fa'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(comment), rgb('#f6f8fa'))).toBeLessThan(5);
    const dark = readableOn('#6a737d', ['#1b1f24']);
    expect(contrastRatio(rgb(dark), rgb('#1b1f24'))).toBeGreaterThanOrEqual(4.5);
    // Translucent colours are judged over the background and come back opaque.
    expect(readableOn('#6a737d80', ['#ffffff'])).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keys replacements in lower case, as Shiki looks them up', () => {
    expect(Object.keys(contrastReplacements(['#D73A49', '#24292E'], ['#f6f8fa']))).toEqual(['#d73a49']);
  });

  it('matches the code backgrounds of the stylesheet', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../../../../web/theme/global.css'), 'utf8');
    const [light, dark] = [...css.matchAll(/--shiki-bg: (#[0-9a-f]+);/g)].map((m) => m[1]);
    expect([light, dark]).toEqual([CODE_BACKGROUNDS.light.bg, CODE_BACKGROUNDS.dark.bg]);
  });

  it('highlights with every token colour at 4.5:1 or more on the code background, in both modes', async () => {
    const code = '# a comment\nimport os\ndef f(x: int) -> str:\n    return f"{x!r}" if x > 0 else None  # done\n';
    const pre = await highlight(code, 'python', new Set());
    const styles = JSON.stringify(pre).match(/--shiki-(light|dark):#[0-9a-fA-F]{3,8}/g) ?? [];
    expect(styles.length).toBeGreaterThan(5);
    for (const s of styles) {
      const [, mode, color] = /--shiki-(light|dark):(#\w+)/.exec(s)!;
      const bg = CODE_BACKGROUNDS[mode as 'light' | 'dark'].bg;
      expect(contrastRatio(rgb(color!), rgb(bg)), `${s} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('a site’s own code themes (Docusaurus’s Prism themes, matched to Shiki’s)', () => {
  it('paints on its own theme’s background, with every token colour at 4.5:1 on it and on a highlighted line', async () => {
    const code = '# a comment\nimport os\ndef f(x: int) -> str:\n    return f"{x!r}" if x > 0 else None  # done\n';
    const pre = await highlight(code, 'python', new Set([2]), { light: 'material-theme-palenight', dark: 'material-theme-palenight' });
    expect(String(pre.properties.class).split(' ')).toContain('code-theme-own');
    const style = String(pre.properties.style);
    const bg = /--shiki-light-bg:(#\w+)/.exec(style)![1]!.toLowerCase();
    expect(bg).toBe('#292d3e');
    expect(/--shiki-dark-bg:(#\w+)/.exec(style)![1]!.toLowerCase()).toBe(bg);
    const highlighted = CODE_BACKGROUNDS.light.highlight;
    const lineBg = rgb(bg).map((c, i) => rgb(highlighted.rgb)[i]! * highlighted.alpha + c * (1 - highlighted.alpha)) as [number, number, number];
    const colors = (JSON.stringify(pre).match(/--shiki-(?:light|dark):#[0-9a-fA-F]{3,8}/g) ?? []).map((s) => s.split(':')[1]!);
    expect(colors.length).toBeGreaterThan(5);
    for (const color of colors) {
      expect(contrastRatio(rgb(color), rgb(bg)), `${color} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(color), lineBg), `${color} on a highlighted line`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps this project’s blocks on the stylesheet’s backgrounds', async () => {
    const pre = await highlight('x = 1\n', 'python', new Set());
    expect(String(pre.properties.class).split(' ')).toEqual(['shiki', 'shiki-themes', 'github-light', 'github-dark']);
  });
});
