/**
 * A locale's content, as Docusaurus reads it: each docs version, the blog and the Markdown pages
 * from `i18n/<locale>/docusaurus-plugin-content-*` where a translated file exists, else the
 * default locale's file. Built as a copy of the site folder (and of content folders outside it)
 * with the translated files laid over the originals, so every stage runs on it unchanged (links,
 * sidebars and ids resolve inside the locale).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { DOCUSAURUS_CONFIG_FILES } from '../../docusaurus/node/config/load.js';

const NOT_CONTENT = new Set(['i18n', 'node_modules', '.docusaurus', '.git', '.cache', 'build']);

/** `docusaurus-plugin-content-blog`, or `-<id>` for another instance. */
export const pluginDir = (plugin: 'blog' | 'pages', id = 'default') => `docusaurus-plugin-content-${plugin}${id === 'default' ? '' : `-${id}`}`;

/**
 * Pairs of (translations folder, folder of the originals it overlays), relative to the site folder;
 * an original may be outside it (`docs: { path: '../docs' }`), as its copy is (`localeSiteDir`).
 */
export function overlayPairs(layout: ContentLayout, locale: string): [string, string][] {
  const rel = (dir: string) => relative(layout.siteDir, dir);
  const pairs: [string, string][] = [];
  for (const d of layout.docs) pairs.push([join('i18n', locale, d.version.localizedPath), rel(d.dir)]);
  if (layout.blog) pairs.push([join('i18n', locale, pluginDir('blog', layout.blog.id)), rel(layout.blog.dir)]);
  if (layout.pages) pairs.push([join('i18n', locale, pluginDir('pages')), rel(layout.pages.dir)]);
  return pairs;
}

/**
 * Writes the locale's site folder under `into` (replaced each build) and returns it. The site
 * folder's files are copied, and so are content folders kept outside it, at the same place
 * relative to the copy, so `../docs` still names them; the translated files are laid over. The
 * copy's Docusaurus config only re-exports the original, which is evaluated where it is (its
 * `__dirname`, its `../` paths and imports stay the site's own); `node_modules` is the site's.
 */
export function localeSiteDir(layout: ContentLayout, locale: string, into: string): string {
  rmSync(into, { recursive: true, force: true });
  // Content folders beside the site folder (not one holding it: that would copy the site into itself).
  const outside = contentDirs(layout).filter((dir) => escapes(relative(layout.siteDir, dir)) && escapes(relative(dir, layout.siteDir)));
  // The folder holding the site folder and every content folder outside it.
  const root = outside.reduce((r, dir) => commonAncestor(r, dir), layout.siteDir);
  const site = join(into, relative(root, layout.siteDir));
  mkdirSync(site, { recursive: true });
  for (const entry of readdirSync(layout.siteDir)) {
    if (NOT_CONTENT.has(entry) || entry.startsWith('build')) continue;
    cpSync(join(layout.siteDir, entry), join(site, entry), { recursive: true });
  }
  for (const dir of outside) cpSync(dir, join(into, relative(root, dir)), { recursive: true });
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const original = join(layout.siteDir, name);
    if (existsSync(original))
      writeFileSync(join(site, name), `// The site's own config, evaluated where it is.\nexport { default } from ${JSON.stringify(original)};\n`);
  }
  if (existsSync(join(layout.siteDir, 'node_modules'))) symlinkSync(join(layout.siteDir, 'node_modules'), join(site, 'node_modules'), 'dir');
  // The translations stay the site's: a plugin run for the locale reads its `localizationDir`
  // (`i18n/<locale>`, under its `siteDir`) there, as Docusaurus's one site folder has it.
  if (existsSync(join(layout.siteDir, 'i18n'))) symlinkSync(join(layout.siteDir, 'i18n'), join(site, 'i18n'), 'dir');
  for (const [from, to] of overlayPairs(layout, locale)) {
    const source = join(layout.siteDir, from);
    if (existsSync(source)) cpSync(source, join(site, to), { recursive: true, force: true });
  }
  return site;
}

function contentDirs(layout: ContentLayout): string[] {
  return [...new Set([...layout.docs.map((d) => d.dir), ...(layout.blog ? [layout.blog.dir] : []), ...(layout.pages ? [layout.pages.dir] : [])])].filter((d) =>
    existsSync(d),
  );
}

const escapes = (rel: string) => rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);

function commonAncestor(a: string, b: string): string {
  let dir = a;
  while (escapes(relative(dir, b))) dir = dirname(dir);
  return dir;
}
