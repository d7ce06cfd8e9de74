/**
 * A locale's content, as Docusaurus reads it: each docs version, the blog and the Markdown pages
 * from `i18n/<locale>/docusaurus-plugin-content-*` where a translated file exists, else the
 * default locale's file. Built as a copy of the site folder with the translated files laid over the
 * originals, so every stage runs on it unchanged (links, sidebars and ids resolve inside the locale).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { ContentLayout } from '../config/docusaurus/layout.js';

const NOT_CONTENT = new Set(['i18n', 'node_modules', '.docusaurus', '.git', '.cache', 'build']);

/** `docusaurus-plugin-content-blog`, or `-<id>` for another instance. */
export const pluginDir = (plugin: 'blog' | 'pages', id = 'default') => `docusaurus-plugin-content-${plugin}${id === 'default' ? '' : `-${id}`}`;

/** Pairs of (translations folder, folder of the originals it overlays), relative to the site folder. */
export function overlayPairs(layout: ContentLayout, locale: string): [string, string][] {
  const inSite = (dir: string) => {
    const rel = relative(layout.siteDir, dir);
    return rel.startsWith('..') || isAbsolute(rel) ? null : rel;
  };
  const pairs: [string, string][] = [];
  for (const d of layout.docs) {
    const target = inSite(d.dir);
    if (target !== null) pairs.push([join('i18n', locale, d.version.localizedPath), target]);
  }
  if (layout.blog && inSite(layout.blog.dir) !== null) pairs.push([join('i18n', locale, pluginDir('blog', layout.blog.id)), inSite(layout.blog.dir)!]);
  if (layout.pages && inSite(layout.pages.dir) !== null) pairs.push([join('i18n', locale, pluginDir('pages')), inSite(layout.pages.dir)!]);
  return pairs;
}

/** Writes the locale's site folder under `into` (replaced each build) and returns it. */
export function localeSiteDir(layout: ContentLayout, locale: string, into: string): string {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(layout.siteDir)) {
    if (NOT_CONTENT.has(entry) || entry.startsWith('build')) continue;
    cpSync(join(layout.siteDir, entry), join(into, entry), { recursive: true });
  }
  for (const [from, to] of overlayPairs(layout, locale)) {
    const source = join(layout.siteDir, from);
    if (existsSync(source)) cpSync(source, join(into, to), { recursive: true, force: true });
  }
  return into;
}
