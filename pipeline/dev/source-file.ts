import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceDocument } from '../content/collect.js';
import { parseFrontMatter } from '../content/front-matter.js';
import { checkFields } from '../content/field-check.js';
import { toLf } from '../content/line-endings.js';
import { docFields, postFields } from '../content/fields.js';
import type { FilePlace } from './place.js';

export interface FileProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * One doc or post read straight from disk, checked against the same field definitions
 * contentlayer2 uses. Dev mode re-reads a changed file this way: running contentlayer over the
 * whole content root takes seconds, one file takes a millisecond.
 */
export function readSourceFile(
  contentRoot: string,
  path: string,
  place: FilePlace = { kind: path.startsWith('docs/') ? 'doc' : 'post', section: path.startsWith('docs/') ? 'default' : 'blog', sectionPath: path.slice(5) },
): { source: SourceDocument } | { problems: FileProblem[] } {
  let text: string;
  try {
    text = toLf(new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(join(contentRoot, path))));
  } catch {
    return { problems: [{ line: 1, column: 1, message: 'file is not valid UTF-8: save it with UTF-8 encoding' }] };
  }
  const fm = parseFrontMatter(text);
  if (fm.error) return { problems: [fm.error] };
  const { kind, section, sectionPath } = place;
  const problems = checkFields(fm.data, kind === 'doc' ? docFields : postFields);
  if (problems.length) return { problems: problems.map((message) => ({ line: fieldLine(text, message), column: 1, message })) };
  const source: SourceDocument = {
    kind,
    path,
    sectionPath,
    section,
    frontMatter: fm.data,
    body: fm.body,
    bodyLine: fm.bodyLine,
    fieldLines: fm.fieldLines,
  };
  return { source };
}

/** Line of the field a problem names (`\`field\``), so the error points at it. */
function fieldLine(text: string, problem: string): number {
  const field = /`([^`]+)`/.exec(problem)?.[1];
  if (!field) return 1;
  const i = text.split('\n').findIndex((l) => l.startsWith(`${field}:`));
  return i >= 0 ? i + 1 : 1;
}
