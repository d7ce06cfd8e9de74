/**
 * A locale's content, as Docusaurus reads it: each docs version, the blog and the Markdown pages
 * from its translations folder's `docusaurus-plugin-content-*` (`i18n/<locale>/` by default:
 * Docusaurus's `localizationDir`) where a translated file exists, else the
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

/** Where a locale's translations are: `i18n.path` resolved, and the locale's folder in it (`localizationDir`). */
export interface TranslationDirs {
  root: string;
  locale: string;
}

/**
 * Pairs of (translations folder, folder of the originals it overlays, relative to the site folder);
 * an original may be outside it (`docs: { path: '../docs' }`), as its copy is (`localeSiteDir`).
 */
export function overlayPairs(layout: ContentLayout, localizationDir: string): [string, string][] {
  const rel = (dir: string) => relative(layout.siteDir, dir);
  const pairs: [string, string][] = [];
  for (const d of layout.docs) pairs.push([join(localizationDir, d.version.localizedPath), rel(d.dir)]);
  if (layout.blog) pairs.push([join(localizationDir, pluginDir('blog', layout.blog.id)), rel(layout.blog.dir)]);
  if (layout.pages) pairs.push([join(localizationDir, pluginDir('pages')), rel(layout.pages.dir)]);
  return pairs;
}

/**
 * Writes the locale's site folder under `into` (replaced each build) and returns it. The site
 * folder's files are copied, and so are content folders kept outside it, at the same place
 * relative to the copy, so `../docs` still names them; the translated files are laid over. The
 * copy's Docusaurus config only re-exports the original, which is evaluated where it is (its
 * `__dirname`, its `../` paths and imports stay the site's own); `node_modules` is the site's.
 */
export function localeSiteDir(layout: ContentLayout, translations: TranslationDirs, into: string): string {
  rmSync(into, { recursive: true, force: true });
  const i18nRoot = existsSync(translations.root) ? translations.root : null;
  // Content folders beside the site folder (not one holding it: that would copy the site into itself).
  const outside = contentDirs(layout).filter((dir) => escapes(relative(layout.siteDir, dir)) && escapes(relative(dir, layout.siteDir)));
  // The folder holding the site folder, every content folder outside it and the translations.
  const root = [...outside, ...(i18nRoot ? [i18nRoot] : [])].reduce((r, dir) => commonAncestor(r, dir), layout.siteDir);
  const site = join(into, relative(root, layout.siteDir));
  mkdirSync(site, { recursive: true });
  // The translations are linked below, not copied (`i18n.path` may name any folder of the site).
  const copied = (src: string) => src !== i18nRoot;
  for (const entry of readdirSync(layout.siteDir)) {
    if (NOT_CONTENT.has(entry) || entry.startsWith('build')) continue;
    cpSync(join(layout.siteDir, entry), join(site, entry), { recursive: true, filter: copied });
  }
  for (const dir of outside) cpSync(dir, join(into, relative(root, dir)), { recursive: true, filter: copied });
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const original = join(layout.siteDir, name);
    if (existsSync(original))
      writeFileSync(join(site, name), `// The site's own config, evaluated where it is.\nexport { default } from ${JSON.stringify(original)};\n`);
  }
  if (existsSync(join(layout.siteDir, 'node_modules'))) symlinkSync(join(layout.siteDir, 'node_modules'), join(site, 'node_modules'), 'dir');
  // The translations stay the site's: a plugin run for the locale reads its `localizationDir`
  // (`<i18n.path>/<locale path>`, resolved against its `siteDir`) there, as Docusaurus's one site folder has it.
  if (i18nRoot) {
    const link = join(into, relative(root, i18nRoot));
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(i18nRoot, link, 'dir');
  }
  for (const [from, to] of overlayPairs(layout, translations.locale)) {
    if (existsSync(from)) cpSync(from, join(site, to), { recursive: true, force: true });
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

/**
 * The copy of the site folder (`localeSiteDir`) that holds `file`, when it is in one of the
 * locales' copies (`copies`, each copy's folder): the nearest folder up from the file, inside
 * that copy, with the config the copy re-exports; null for a file that is not in a copy.
 */
export function copiedSiteFolder(file: string, copies: readonly string[]): string | null {
  const copy = copies.find((dir) => file.startsWith(`${dir}${sep}`));
  if (!copy) return null;
  for (let dir = dirname(file); dir.startsWith(copy); dir = dirname(dir)) {
    if (DOCUSAURUS_CONFIG_FILES.some((name) => existsSync(join(dir, name)))) return dir;
    if (dir === copy) break;
  }
  return copy;
}
