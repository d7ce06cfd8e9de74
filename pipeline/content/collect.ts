import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocuments, type LoadedDocument } from './load.js';
import { discoverContent } from './discover.js';
import { parseFrontMatter } from './front-matter.js';
import { checkFields } from './field-check.js';
import { toLf } from './line-endings.js';
import { docFields, postFields } from '../../contentlayer.config.js';
import type { Report } from '../validate/report.js';

/** A doc or post as the rest of the pipeline sees it. */
export interface SourceDocument {
  kind: 'doc' | 'post';
  /** Relative to the content root: `docs/core/entity/light.md`. */
  path: string;
  /** Relative to its section root: `core/entity/light.md`. */
  sectionPath: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based line where the body starts in the file. */
  bodyLine: number;
  fields: LoadedDocument;
}

/**
 * Loads every doc and post through contentlayer2 and checks that none went missing: a file on disk
 * that contentlayer skipped is an error naming the file and the field, not a silent gap.
 */
export async function collectDocuments(contentRoot: string, displayRoot: string, report: Report): Promise<SourceDocument[]> {
  const onDisk = [...discoverContent(contentRoot, 'docs'), ...discoverContent(contentRoot, 'blog')];
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
    sources.set(path, { text, fm: parseFrontMatter(text) });
  }

  const loaded = await loadDocuments(contentRoot);
  const byPath = new Map(loaded.map((d) => [d._raw.sourceFilePath, d]));
  const out: SourceDocument[] = [];
  for (const [path, { fm }] of sources) {
    const display = join(displayRoot, path);
    const kind = path.startsWith('docs/') ? 'doc' : 'post';
    if (fm.error) {
      report.error(display, fm.error.line, fm.error.column, fm.error.message, 'front-matter');
      continue;
    }
    const doc = byPath.get(path);
    if (!doc) {
      const problems = checkFields(fm.data, kind === 'doc' ? docFields : postFields);
      if (problems.length === 0) problems.push('contentlayer2 skipped this file; check its front matter');
      for (const p of problems) report.error(display, frontMatterLine(sources.get(path)!.text, p), 1, p, 'front-matter');
      continue;
    }
    out.push({ kind, path, sectionPath: path.slice(5), frontMatter: fm.data, body: fm.body, bodyLine: fm.bodyLine, fields: doc });
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
