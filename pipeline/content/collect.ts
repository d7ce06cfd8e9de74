import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadChangedDocuments } from './cached-load.js';
import { DocumentCache } from '../cache/document-cache.js';
import { discoverFiles } from './discover.js';
import { contentSections, defaultLayout, type ContentLayout } from '../../docusaurus/node/config/layout.js';
import { parseFrontMatter, type YamlMemo } from './front-matter.js';
import { checkFields } from './field-check.js';
import { toLf } from './line-endings.js';
import { documentFields } from './document-fields.js';
import { docFields, postFields } from './fields.js';
import type { Report } from '../check/report.js';
import { tocLevelProblems } from '../mdx/plugins/toc/levels.js';

const TOC_FIELDS = { min: 'toc_min_heading_level', max: 'toc_max_heading_level' };

/** A doc or post as the rest of the pipeline sees it. */
export interface SourceDocument {
  kind: 'doc' | 'post';
  /** Relative to the content root: `docs/core/entity/light.md` (`../shared/x.md` for docs kept outside it). */
  path: string;
  /** Relative to its section root: `core/entity/light.md`. */
  sectionPath: string;
  /** The docs plugin instance (`default`, or its `id`), `blog`, or `pages` for Markdown pages. */
  section: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
  /** Front-matter field → its line in the file (absent: line 1). */
  fieldLines?: Record<string, number>;
}

/**
 * Ends a document's hold on its source text once it is compiled: with the file's text it is cut
 * from, the largest part of a page the build would keep to its end (87 MB of the heap's 334 MB at
 * 10,000 pages), and nothing after the compile and its messages reads it. A later read throws,
 * naming the file; the text is left out of the document's JSON.
 */
export function releaseSourceText(source: SourceDocument): void {
  Object.defineProperty(source, 'body', {
    get(): never {
      throw new Error(`${source.path}: the source text was released once the page was compiled`);
    },
    enumerable: false,
    configurable: true,
  });
}

/**
 * Loads every doc and post through contentlayer2 (through `cache` for files that did not change)
 * and checks that none went missing: a file on disk that contentlayer skipped is an error naming
 * the file and the field, not a silent gap. `frontMatter` keeps parsed front matter between builds.
 */
export async function collectDocuments(
  contentRoot: string,
  displayRoot: string,
  report: Report,
  layout: ContentLayout = defaultLayout(contentRoot),
  cache: DocumentCache = new DocumentCache(null, ''),
  frontMatter?: YamlMemo,
): Promise<SourceDocument[]> {
  const toRoot = (abs: string) => relative(contentRoot, abs).split(sep).join('/');
  // Content path → its section and the path inside it.
  const placed = new Map<string, { section: string; sectionPath: string; kind: 'doc' | 'post' }>();
  const add = (dir: string, section: string, kind: 'doc' | 'post', include: string[], exclude: string[]) => {
    for (const rel of discoverFiles(dir, include, exclude)) {
      const path = toRoot(join(dir, rel));
      if (!placed.has(path)) placed.set(path, { section, sectionPath: rel, kind });
    }
  };
  for (const d of layout.docs) add(d.dir, d.id, 'doc', d.include, d.exclude);
  if (layout.blog) add(layout.blog.dir, 'blog', 'post', layout.blog.include, layout.blog.exclude);
  if (layout.pages) add(layout.pages.dir, 'pages', 'doc', ['**/*.{md,mdx}'], layout.pages.exclude);
  const onDisk = [...placed.keys()];
  const sources = new Map<string, { text: string; fm: ReturnType<typeof parseFrontMatter> }>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const path of onDisk) {
    const bytes = readFileSync(join(contentRoot, path));
    let text: string;
    try {
      text = toLf(decoder.decode(bytes));
    } catch {
      report.error(join(displayRoot, path), 1, 1, 'file is not valid UTF-8: save it with UTF-8 encoding', 'encoding');
      continue;
    }
    sources.set(path, { text, fm: parseFrontMatter(text, frontMatter) });
  }

  // A changed file whose front matter parsed and passes the field check; the others are left to contentlayer.
  const check = (path: string) => {
    const { fm } = sources.get(path)!;
    const { kind, sectionPath } = placed.get(path)!;
    if (fm.error || checkFields(fm.data, kind === 'doc' ? docFields : postFields).length > 0) return null;
    return documentFields(path, kind, sectionPath, fm.data, fm.body);
  };
  const byPath = await loadChangedDocuments(contentRoot, contentSections(layout), new Map([...sources].map(([path, s]) => [path, s.text])), cache, check);
  cache.save();
  const out: SourceDocument[] = [];
  for (const [path, { fm }] of sources) {
    const display = join(displayRoot, path);
    const { kind, section, sectionPath } = placed.get(path)!;
    // contentlayer types `tags` as JSON (labels, objects or tags.yml keys): the list shape is checked here.
    if (!fm.error && fm.data.tags !== undefined && fm.data.tags !== null && !Array.isArray(fm.data.tags)) {
      report.error(
        display,
        frontMatterLine(sources.get(path)!.text, '`tags`'),
        1,
        `front matter field \`tags\` must be a list (labels, \`{ label, permalink }\` objects or keys of tags.yml), got ${JSON.stringify(fm.data.tags)}`,
      );
      continue;
    }
    if (fm.error) {
      report.error(display, fm.error.line, fm.error.column, fm.error.message, 'front-matter');
      continue;
    }
    const tocProblems = tocLevelProblems(fm.data.toc_min_heading_level, fm.data.toc_max_heading_level, TOC_FIELDS);
    for (const p of tocProblems) report.error(display, frontMatterLine(sources.get(path)!.text, p), 1, `front matter field ${p}`, 'front-matter');
    if (tocProblems.length) continue;
    // contentlayer2's document only says the file passed: the pipeline reads its own front matter.
    if (!byPath.has(path)) {
      const problems = checkFields(fm.data, kind === 'doc' ? docFields : postFields);
      if (problems.length === 0) problems.push('contentlayer2 skipped this file; check its front matter');
      for (const p of problems) report.error(display, frontMatterLine(sources.get(path)!.text, p), 1, p, 'front-matter');
      continue;
    }
    out.push({ kind, path, sectionPath, section, frontMatter: fm.data, body: fm.body, bodyLine: fm.bodyLine, fieldLines: fm.fieldLines });
  }
  return out;
}

/** Line of the field a problem names, so the error points at it. */
function frontMatterLine(text: string, problem: string): number {
  const field = /`([^`]+)`/.exec(problem)?.[1];
  if (!field) return 1;
  const lines = text.split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${field}:`));
  return i >= 0 ? i + 1 : 1;
}
