/**
 * The part of Infima (Docusaurus's CSS framework) that a Docusaurus site's own pages and
 * stylesheets are written against, taken from the `infima` package Docusaurus 3 uses, for the
 * client bundle of a Docusaurus site:
 *
 * - its variables (`--ifm-navbar-link-color`, `--ifm-color-emphasis-300`, `--ifm-button-*`, ...),
 *   light and dark, which site CSS reads without setting (Docusaurus defines them all);
 * - its classes of page content: the grid and `container`, spacing and text utilities, buttons,
 *   heroes, cards, badges, alerts, avatars, pills, shadows. The classes of the chrome (navbar, menu,
 *   footer, tabs, table of contents, pagination) and the element styles are left out: this theme
 *   draws those itself;
 * - for a site that swizzles a part of the chrome (`chromeElements`), the chrome's element classes
 *   too (`navbar__inner`, `navbar__items--right`, `menu__link`, `footer__title`...): its component
 *   is written against them, as Docusaurus's theme-classic is. The bare blocks (`.navbar`, `.menu`,
 *   `.footer`) stay out, since this theme's own chrome carries some of those names.
 *
 * The theme's own tokens (`web/theme/global.css`) read some Infima variables a site may set
 * (`--color-surface: var(--ifm-background-surface-color, #fff)`): those the layer never defines,
 * or the theme's fallbacks would never apply; where Infima reads one of them, the theme's token is
 * its fallback, so a site that does not set it gets the theme's value, not nothing.
 */
import { createRequire } from 'node:module';
import type Postcss from 'postcss';
import type { AtRule, ChildNode, Declaration, Root, Rule } from 'postcss';
import type { InfimaUse } from './infima-use.js';

let loaded: typeof Postcss | undefined;
/**
 * PostCSS, loaded on first use: a warm build takes the layer's class names from the build cache
 * (`site-infima-use.ts`) and its stylesheet from the cached client bundle, and loading PostCSS
 * for nothing cost it about 0.1 s.
 */
const postcss = (): typeof Postcss => (loaded ??= createRequire(import.meta.url)('postcss') as typeof Postcss);

/** Infima's class families of page content (a class `button--primary` or `card__header` is of the family before `--`/`__`). */
const CONTENT_FAMILIES = new Set([
  'container',
  'row',
  'col',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'margin-vert',
  'margin-horiz',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'padding-vert',
  'padding-horiz',
  'text',
  'shadow',
  'clean-btn',
  'clean-list',
  'alert',
  'avatar',
  'badge',
  'button',
  'button-group',
  'card',
  'close',
  'hero',
  'pills',
]);

/** Infima's chrome blocks whose element classes (`block__element`) a swizzled chrome part may use. */
const CHROME_FAMILIES = new Set(['navbar', 'menu', 'footer', 'tabs', 'table-of-contents', 'pagination-nav', 'breadcrumbs', 'dropdown']);

const VARIABLE_BLOCKS = new Set([':root', "html[data-theme='dark']", 'html[data-theme="dark"]']);

/** What the theme's stylesheet does with Infima variables: those it defines, and those it reads (variable → the theme token that reads it). */
export interface ThemeInfimaUse {
  defined: Set<string>;
  read: Map<string, string>;
}

export function themeInfimaUse(themeCss: string): ThemeInfimaUse {
  const defined = new Set<string>();
  const read = new Map<string, string>();
  postcss()
    .parse(themeCss)
    .walkDecls((d) => {
      if (!d.prop.startsWith('--')) return;
      if (d.prop.startsWith('--ifm-')) defined.add(d.prop);
      for (const m of d.value.matchAll(/var\(\s*(--ifm-[\w-]+)\s*,/g)) if (!read.has(m[1]!)) read.set(m[1]!, `var(${d.prop})`);
    });
  return { defined, read };
}

/** The classes a selector names (none when it names only elements). */
function classNames(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** A class of page content, or (with `chromeElements`) an element class of the chrome: not its bare block. */
function isLayerClass(name: string, chromeElements: boolean): boolean {
  const family = name.split(/--|__/)[0]!;
  return CONTENT_FAMILIES.has(family) || (chromeElements && CHROME_FAMILIES.has(family) && name.includes('__'));
}

function isLayerSelector(selector: string, chromeElements: boolean): boolean {
  const names = classNames(selector);
  return names.length > 0 && names.every((n) => isLayerClass(n, chromeElements));
}

/** `var(--ifm-x)` without a fallback, where the theme reads `--ifm-x`, gets the theme's token as fallback. */
function withThemeFallbacks(value: string, read: Map<string, string>): string {
  return value.replace(/var\(\s*(--ifm-[\w-]+)\s*\)/g, (whole, name: string) => (read.has(name) ? `var(${name}, ${read.get(name)})` : whole));
}

function keepVariables(rule: Rule, use: ThemeInfimaUse): void {
  rule.each((node) => {
    if (node.type !== 'decl' || !node.prop.startsWith('--ifm-') || use.defined.has(node.prop) || use.read.has(node.prop)) node.remove();
  });
}

/** The variables a value reads. */
function readVariables(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
}

/**
 * Keeps only the classes `use` names (a rule with none of its selectors left goes), then only the
 * variables something reads: a kept rule, the sources or the theme's stylesheets (`use.variables`),
 * or a variable so kept, in turn. In place; `infima-use.ts` says why.
 */
function keepUsed(root: Root, use: InfimaUse): void {
  const classes = new Set(use.classes);
  root.walkRules((rule) => {
    if (VARIABLE_BLOCKS.has(rule.selector)) return;
    // A class under `:not()` is one the element must not have: the selector needs only the others.
    const kept = rule.selectors.filter((s) => classNames(s.replace(/:not\([^)]*\)/g, '')).every((n) => classes.has(n)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const read = new Set(use.variables);
  const reads = new Map<string, string[]>();
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) reads.set(d.prop, [...(reads.get(d.prop) ?? []), ...readVariables(d.value)]);
    else for (const v of readVariables(d.value)) read.add(v);
  });
  const queue = [...read];
  while (queue.length > 0) {
    for (const v of reads.get(queue.pop()!) ?? []) {
      if (read.has(v)) continue;
      read.add(v);
      queue.push(v);
    }
  }
  root.walkDecls((d) => {
    if (d.prop.startsWith('--ifm-') && !read.has(d.prop)) d.remove();
  });
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
}

/** The class names of the layer (what `InfimaUse.classes` is chosen from). */
export function layerClassNames(infimaCss: string, chromeElements = false): string[] {
  const names = new Set<string>();
  postcss()
    .parse(infimaCss)
    .walkRules((r) => {
      for (const s of r.selectors) for (const n of classNames(s)) if (isLayerClass(n, chromeElements)) names.add(n);
    });
  return [...names].sort();
}

/** Keeps what the layer is made of (see above) and drops the rest, in place. */
function filter(container: Root | AtRule, use: ThemeInfimaUse, chromeElements: boolean): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (VARIABLE_BLOCKS.has(node.selector)) keepVariables(node, use);
      else if (node.selectors.every((s) => isLayerSelector(s, chromeElements))) return;
      else node.remove();
    } else if (node.type === 'atrule' && node.nodes) filter(node, use, chromeElements);
    else if (node.type !== 'atrule') node.remove();
    if ('nodes' in node && node.nodes?.length === 0) node.remove();
  });
}

/**
 * The layer's CSS, from Infima's stylesheet (`infima/dist/css/default/default.css`) and the theme's;
 * with `use` (a production build), only what the site's pages and code can use.
 */
export function infimaLayer(infimaCss: string, themeCss: string, chromeElements = false, use: InfimaUse | null = null): string {
  const themeUse = themeInfimaUse(themeCss);
  const root = postcss().parse(infimaCss);
  let licence: string | undefined;
  root.walkComments((c) => {
    if (licence === undefined && c.text.includes('Copyright')) licence = c.text;
    c.remove();
  });
  filter(root, themeUse, chromeElements);
  if (use) keepUsed(root, use);
  // Infima's MIT notice stays with the copy (`/*!` survives minification).
  if (licence)
    root.prepend(
      postcss().comment({ text: `! Infima (the \`infima\` package). ${licence.replace(/^\s*\*\s?/gm, '').trim()}`, raws: { left: '', right: ' ' } }),
    );
  root.walkDecls((d: Declaration) => {
    d.value = withThemeFallbacks(d.value, themeUse.read);
  });
  return root.toString();
}
