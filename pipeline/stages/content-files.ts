/**
 * The files besides documents and config that assembling the site depends on, read from disk in
 * one place so `assembleSite` reads nothing: static files (link targets), page modules, the pages
 * plugin's React pages, `_category_` files and `tags.yml` files. Read on every pass (cheap
 * directory walks), so dev mode sees an added image or category file without a restart.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentLayout } from '../config/docusaurus/layout.js';
import { checkPageModules } from '../content/pages.js';
import { discoverFiles } from '../content/discover.js';
import { loadTagsFile } from '../content/tags-file.js';
import { readCategoryMeta } from '../sidebars/category-meta.js';
import type { CategoryMeta } from '../sidebars/resolve.js';
import { Report } from '../validate/report.js';

export interface FileProblem {
  /** As shown in messages (under the content root's display path). */
  file: string;
  line: number;
  message: string;
}

export interface ContentFiles {
  /** `/`-rooted paths of every file and folder in the static folders (folders also with a trailing slash). */
  staticPaths: Set<string>;
  /** `pages/*.tsx` names (without extension). */
  pageModules: string[];
  /** The pages plugin's React page files, relative to its folder. */
  sitePageFiles: string[];
  /** Absolute folder → its `_category_` file's value and problems; reported only when a sidebar reads it. */
  categoryMeta: Map<string, { meta: CategoryMeta | null; problems: FileProblem[] }>;
  /** Docs instance id → its `tags.yml` keys, and the file's problems. */
  tagsFiles: Map<string, { tags: Map<string, { label: string; permalink: string }>; problems: FileProblem[] }>;
  /** Problems that always count (page modules without a default export). */
  problems: FileProblem[];
}

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
  };
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
