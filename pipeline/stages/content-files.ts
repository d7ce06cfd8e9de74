/**
 * The files besides documents and config that assembling the site depends on, read from disk in
 * one place so `assembleSite` reads nothing: static files (link targets), page modules, the pages
 * plugin's React pages, `_category_` files and `tags.yml` files. Read on every pass (cheap
 * directory walks), so dev mode sees an added image or category file without a restart.
 */
import type { ContentFiles, FileProblem } from '../model/content-files.js';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { checkPageModules } from '../content/pages.js';
import { discoverFiles } from '../content/discover.js';
import { loadTagsFile } from '../content/tags-file.js';
import { readCategoryMeta } from '../sidebars/category-meta.js';
import { Report } from '../check/report.js';

/** `staticDirs`: the site's static folders (`staticDirectories`), `static/` when not given. */
export function readContentFiles(contentRoot: string, display: string, layout: ContentLayout, staticDirs = [join(contentRoot, 'static')]): ContentFiles {
  const at = (abs: string) => join(display, relative(contentRoot, abs));
  const pageReport = new Report();
  const pageModules = checkPageModules(contentRoot, display, pageReport);
  const categoryMeta: ContentFiles['categoryMeta'] = new Map();
  for (const instance of layout.docs) {
    for (const dir of folders(instance.dir)) {
      if (categoryMeta.has(dir)) continue;
      const problems: FileProblem[] = [];
      const meta = readCategoryMeta(dir, (file, line, message) => problems.push({ file: at(join(dir, file)), line, message }));
      categoryMeta.set(dir, { meta, problems });
    }
  }
  const tagsFiles: ContentFiles['tagsFiles'] = new Map();
  for (const d of layout.docs) {
    if (!d.tags) continue;
    const path = join(d.dir, d.tags);
    const problems: FileProblem[] = [];
    tagsFiles.set(d.id, { tags: loadTagsFile(path, (line, message) => problems.push({ file: at(path), line, message })), problems });
  }
  return {
    staticPaths: new Set(staticDirs.flatMap((dir) => [...staticPaths(dir)])),
    pageModules,
    sitePageFiles: layout.pages
      ? discoverFiles(
          layout.pages.dir,
          layout.pages.include.map((g) => g.replace(/\{[^}]*\}$/, '{js,jsx,ts,tsx}')),
          layout.pages.exclude,
        )
      : [],
    categoryMeta,
    tagsFiles,
    problems: pageReport.problems.map((p) => ({ file: p.file, line: p.line, message: p.message })),
    warnings: staticDirs.flatMap((dir) => inlineScripts(dir).map((w) => ({ ...w, file: at(join(dir, w.file)) }))),
  };
}

// A <script> with content and no src (data blocks such as JSON-LD are not run, so not blocked), or
// an on… handler attribute.
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype\s*=\s*["']?(?:application\/(?:ld\+)?json|text\/(?:template|x-)))[^>]*>\s*(?!<\/script)\S|<[a-z][^>]*\son[a-z]+\s*=/gi;

/** The line of an HTML page's first inline code, or null when it has none. */
export function inlineScriptLine(html: string): number | null {
  const m = INLINE_SCRIPT.exec(html);
  INLINE_SCRIPT.lastIndex = 0;
  return m ? html.slice(0, m.index).split('\n').length : null;
}

// Dev mode reads the content files on every pass: a page is read again only when it changed.
const scanned = new Map<string, { mtimeMs: number; size: number; line: number | null }>();

function cachedInlineScriptLine(path: string): number | null {
  const { mtimeMs, size } = statSync(path);
  const known = scanned.get(path);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.line;
  const line = inlineScriptLine(readFileSync(path, 'utf8'));
  scanned.set(path, { mtimeMs, size, line });
  return line;
}

/**
 * The static folder's HTML pages that hold inline code: they are published as they are, under the
 * site's Content-Security-Policy (`script-src 'self'`), which blocks that code in the browser.
 * Docusaurus publishes them without a CSP, so the build says so rather than failing.
 */
function inlineScripts(dir: string): FileProblem[] {
  if (!existsSync(dir)) return [];
  const out: FileProblem[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.html?$/i.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const line = cachedInlineScriptLine(path);
    if (line === null) continue;
    out.push({
      file: relative(dir, path),
      line,
      message:
        "inline script in a static HTML page: the site's Content-Security-Policy (script-src 'self') blocks it in the browser; move the code to a .js file beside it and load it with <script src>",
    });
  }
  return out;
}

/** A folder and every folder below it (not `node_modules` or hidden ones). */
function folders(root: string): string[] {
  if (!existsSync(root)) return [];
  const out = [root];
  for (const entry of readdirSync(root, { withFileTypes: true }))
    if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...folders(join(root, entry.name)));
  return out;
}

function staticPaths(dir: string): Set<string> {
  const paths = new Set<string>();
  if (!existsSync(dir)) return paths;
  paths.add('/');
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = `/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`;
    paths.add(path);
    if (entry.isDirectory()) paths.add(`${path}/`);
  }
  return paths;
}
