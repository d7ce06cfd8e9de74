import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { infimaLayer, layerClassNames, themeInfimaUse } from '../infima-layer';
import { infimaUse, sourceWords } from '../infima-use';

const infima = readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8');
const themeCss = readFileSync(resolve(import.meta.dirname, '../../../../web/theme/global.css'), 'utf8');
const layer = infimaLayer(infima, themeCss);
const root = postcss.parse(layer);
const selectors = (): string[] => {
  const all: string[] = [];
  root.walkRules((r) => void all.push(...r.selectors));
  return all;
};
const declared = (selector: string): Map<string, string> => {
  const out = new Map<string, string>();
  root.walkRules((r) => {
    if (r.selector === selector) r.walkDecls((d) => void out.set(d.prop, d.value));
  });
  return out;
};

describe('the Infima layer of a Docusaurus site', () => {
  it('reads which Infima variables the theme defines and which its tokens read', () => {
    const use = themeInfimaUse(':root { --color-bg: var(--ifm-background-color, #fff); --ifm-spacing-horizontal: 1rem; --x: var(--ifm-y); }');
    expect([...use.defined]).toEqual(['--ifm-spacing-horizontal']);
    expect([...use.read]).toEqual([['--ifm-background-color', 'var(--color-bg)']]);
  });

  it("has Infima's variables, light and dark, that site stylesheets read without setting", () => {
    const light = declared(':root');
    const dark = declared("html[data-theme='dark']");
    expect(light.get('--ifm-navbar-link-color')).toBe('var(--ifm-font-color-base, var(--color-text))');
    expect(light.get('--ifm-color-emphasis-300')).toBe('var(--ifm-color-gray-300)');
    expect(light.get('--ifm-button-border-radius')).toBeDefined();
    expect(light.get('--ifm-container-width')).toBe('1140px');
    expect(dark.get('--ifm-color-emphasis-300')).toBe('var(--ifm-color-gray-700)');
  });

  it("never defines a variable the theme defines or reads, so the theme's values and fallbacks stand", () => {
    const use = themeInfimaUse(themeCss);
    expect(use.read.size).toBeGreaterThan(5);
    // (Infima's components set some locally, `.alert { --ifm-link-color: ... }`: those stay theirs.)
    const defined = new Set([...declared(':root').keys(), ...declared("html[data-theme='dark']").keys()]);
    for (const name of [...use.defined, ...use.read.keys()]) expect(defined.has(name), name).toBe(false);
  });

  it("gives Infima's reads of those variables the theme's token as fallback", () => {
    // A site that sets `--ifm-color-primary` gets it; one that does not gets the theme's primary.
    expect(declared(':root').get('--ifm-link-color')).toBeUndefined();
    expect(layer).toContain('var(--ifm-color-primary, var(--color-primary))');
    expect(layer).toContain('var(--ifm-background-surface-color, var(--color-surface))');
    expect(layer).not.toMatch(/var\(--ifm-color-primary\)/);
  });

  it("keeps the classes of page content and drops the chrome's and the element styles", () => {
    const all = selectors();
    for (const kept of [
      '.container',
      '.row',
      '.col--6',
      '.margin-bottom--lg',
      '.padding-vert--md',
      '.text--center',
      '.button',
      '.button--lg',
      '.hero',
      '.hero--primary',
      '.card',
      '.badge--secondary',
      '.avatar__photo',
      '.alert--warning',
      '.shadow--md',
    ])
      expect(all, kept).toContain(kept);
    for (const dropped of ['.navbar', '.menu__link', '.footer', '.tabs', '.table-of-contents', '.pagination-nav', '.markdown', 'body', 'a', 'h1', 'table'])
      expect(all, dropped).not.toContain(dropped);
    // The container's wider width on large screens comes with it (a media query of kept rules only).
    expect(layer).toMatch(/@media \(min-width: ?1440px\)\s*\{\s*\.container/);
  });

  it("adds the chrome's element classes for a site that swizzles a part of the chrome, never its bare blocks", () => {
    const withChrome: string[] = [];
    postcss.parse(infimaLayer(infima, themeCss, true)).walkRules((r) => void withChrome.push(...r.selectors));
    for (const kept of ['.navbar__inner', '.navbar__items', '.navbar__items--right', '.navbar__link', '.menu__link', '.footer__title', '.container'])
      expect(withChrome, kept).toContain(kept);
    // This theme's own chrome carries some of the blocks' names (`header.navbar`, `footer.footer`).
    for (const dropped of ['.navbar', '.menu', '.footer', '.tabs', '.navbar--dark', 'body', 'a']) expect(withChrome, dropped).not.toContain(dropped);
    expect(selectors()).not.toContain('.navbar__inner');
  });

  it("keeps Infima's MIT notice, once", () => {
    expect(layer.match(/Copyright \(c\) Facebook/g)).toHaveLength(1);
    expect(layer.startsWith('/*! Infima')).toBe(true);
  });

  describe('in a production build, only what the site can use', () => {
    const used = (...texts: string[]) => infimaUse(layerClassNames(infima, true), sourceWords(texts));
    const rulesOf = (css: string) => {
      const all: string[] = [];
      postcss.parse(css).walkRules((r) => void all.push(...r.selectors));
      return all;
    };

    it('keeps the classes the sources name, with the variables their rules read, and drops the others', () => {
      const use = used('<div className="row"><a className="button button--primary col col--6">Go</a></div>');
      expect(use.classes).toEqual(['button', 'button--primary', 'col', 'col--6', 'row']);
      const css = infimaLayer(infima, themeCss, false, use);
      const kept = rulesOf(css);
      for (const name of ['.button', ':where(.button--primary)', '.row', '.col--6']) expect(kept, name).toContain(name);
      // A rule that needs a class only not to be there (`:not(.button--outline)`) stays.
      expect(kept).toContain(':where(.button--primary):not(.button--outline):hover');
      for (const name of [':where(.button--secondary)', '.card', '.hero', '.alert', '.badge', '.col--4']) expect(kept, name).not.toContain(name);
      // The button's own variables stay (its rules read them); the alert's and the card's go.
      expect(css).toContain('--ifm-button-border-radius');
      expect(css).not.toContain('--ifm-alert-');
      expect(css).not.toContain('--ifm-card-');
      expect(css.length).toBeLessThan(layer.length / 2);
    });

    it('keeps the variables something reads, and those they read in turn; drops the rest', () => {
      const css = infimaLayer(infima, themeCss, false, used('.x { border-radius: var(--ifm-card-border-radius); color: var(--ifm-color-emphasis-300); }'));
      expect(css).toContain('--ifm-card-border-radius');
      // `--ifm-color-emphasis-300` reads `--ifm-color-gray-300` (and `--ifm-color-gray-700` in dark mode).
      for (const name of ['--ifm-color-emphasis-300:', '--ifm-color-gray-300:', '--ifm-color-gray-700:']) expect(css, name).toContain(name);
      for (const name of ['--ifm-alert-', '--ifm-hero-', '--ifm-spacing-vertical:', '--ifm-breadcrumb-']) expect(css, name).not.toContain(name);
    });

    it('keeps a whole family for a class built from parts, as a component writes `button--${kind}`', () => {
      const use = used('const c = `button button--${kind}`;', "const d = 'badge--' + tone;");
      for (const name of ['button--primary', 'button--secondary', 'button--outline', 'badge--success']) expect(use.classes, name).toContain(name);
      expect(use.classes).not.toContain('alert--danger');
    });

    it("keeps the chrome's element classes a swizzled part names, for a site that swizzles one", () => {
      const kept = rulesOf(infimaLayer(infima, themeCss, true, used('<nav className="navbar__inner"><div className="navbar__items navbar__items--right" />')));
      expect(kept).toContain('.navbar__items--right');
      expect(kept).not.toContain('.menu__link');
    });
  });
});
