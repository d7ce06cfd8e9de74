import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { DocumentCache } from '../cache/document-cache.js';
import type { LoadedDocument } from './load.js';

interface Sections {
  root: string;
  docs: string[];
  blog: string[];
}

/**
 * Every document contentlayer2 accepts among `texts` (content path → text), keyed by content
 * path: from the cache when the file's text is unchanged; else, when the cache holds the other
 * files (a warm build), from `check` (the front matter against contentlayer's own field
 * definitions, as dev mode reads a saved file); else from contentlayer run over the folders of the
 * files left only. contentlayer is imported only for files the check rejects (so their errors are
 * contentlayer's, as in a cold build), or when nothing is cached: its import alone takes about 2 s,
 * for what the check decides in a millisecond.
 */
export async function loadChangedDocuments(
  contentRoot: string,
  sections: Sections,
  texts: Map<string, string>,
  cache: DocumentCache,
  check: (path: string) => LoadedDocument | null = () => null,
  perRun = FILES_PER_RUN,
): Promise<Map<string, LoadedDocument>> {
  const docs = new Map<string, LoadedDocument>();
  let changed: string[] = [];
  for (const [path, text] of texts) {
    const doc = cache.get(path, text);
    if (doc) docs.set(path, doc);
    else changed.push(path);
  }
  if (docs.size > 0)
    changed = changed.filter((path) => {
      // Not stored: the cache holds what contentlayer made, and nothing else.
      const doc = check(path);
      if (!doc) return true;
      docs.set(path, doc);
      cache.stats.checked++;
      return false;
    });
  if (changed.length === 0) return docs;
  const fromRoot = (path: string) => relative(sections.root, join(contentRoot, path)).split(sep).join('/');
  const { loadDocuments } = await import('./load.js');
  const toContent = (sourceFilePath: string) => relative(contentRoot, resolve(sections.root, sourceFilePath)).split(sep).join('/');
  for (const dirs of folderBatches(
    changed.map((p) => dirname(fromRoot(p))),
    perRun,
  )) {
    const folders = coveringFolders(dirs);
    const loaded = await loadDocuments(sections.root, sections, folders && { include: folders, exclude: untouchedFolders(sections.root, folders, dirs) });
    for (const doc of loaded) {
      const path = toContent(doc._raw.sourceFilePath);
      const text = texts.get(path);
      // contentlayer read the whole folder: the unchanged files' documents are the cached ones.
      if (text === undefined || docs.has(path)) continue;
      docs.set(path, doc);
      cache.set(path, text, doc);
    }
  }
  return docs;
}

/**
 * Files contentlayer2 reads in one run. Its memory grows with the files of a run, far beyond their
 * documents (1.1 GB for 10,000 synthetic pages, 0.2 GB of it kept), so a large site is read in
 * runs of about this many files, one after the other, whose work is freed in between.
 */
export const FILES_PER_RUN = 1500;

/**
 * The changed files' folders (one entry per file) in runs of whole folders of about `perRun` files
 * each; one run when files sit at the root (contentlayer then reads the whole site).
 */
export function folderBatches(fileDirs: string[], perRun = FILES_PER_RUN): string[][] {
  if (fileDirs.length <= perRun || fileDirs.includes('.')) return [fileDirs];
  const counts = new Map<string, number>();
  for (const dir of fileDirs) counts.set(dir, (counts.get(dir) ?? 0) + 1);
  const runs: string[][] = [];
  let run: string[] = [];
  let files = 0;
  for (const [dir, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (files > 0 && files + n > perRun) {
      runs.push(run);
      run = [];
      files = 0;
    }
    for (let i = 0; i < n; i++) run.push(dir);
    files += n;
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * The fewest folders that hold all of `dirs` (contentlayer reads each folder with its subfolders);
 * undefined, contentlayer's folders for the whole site, when a file sits at the root itself.
 */
export function coveringFolders(dirs: string[]): string[] | undefined {
  const unique = [...new Set(dirs)].sort();
  if (unique.includes('.')) return undefined;
  return unique.filter((d) => !unique.some((other) => other !== d && d.startsWith(`${other}/`)));
}

/**
 * The subfolders of `folders` with no changed file anywhere under them: contentlayer reads a
 * folder with all its subfolders, so these are left out (a changed doc at the top of `docs/` then
 * has contentlayer read the top-level docs only, not the whole tree).
 */
export function untouchedFolders(root: string, folders: string[], changedDirs: string[]): string[] {
  const out: string[] = [];
  const holdsChange = (dir: string) => changedDirs.some((c) => c === dir || c.startsWith(`${dir}/`));
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const sub = `${dir}/${entry.name}`;
      if (holdsChange(sub)) visit(sub);
      else out.push(sub);
    }
  };
  for (const folder of folders) visit(folder);
  return out;
}
