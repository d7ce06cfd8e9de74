import { existsSync, readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { kebabCase } from '../routes/tags.js';

/**
 * A docs instance's `tags.yml`: tag key → label and permalink (both optional, defaulting to the
 * key and its kebab case, as in Docusaurus). Missing file: no predefined tags.
 */
export function loadTagsFile(path: string, problem: (line: number, message: string) => void): Map<string, { label: string; permalink: string }> {
  const map = new Map<string, { label: string; permalink: string }>();
  if (!existsSync(path)) return map;
  const text = readFileSync(path, 'utf8');
  const doc = parseDocument(text, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    problem(text.slice(0, err.pos[0]).split('\n').length, `tags file is not valid YAML: ${err.message.split('\n')[0]}`);
    return map;
  }
  const data = (doc.toJS() ?? {}) as Record<string, { label?: string; permalink?: string } | null>;
  for (const [key, tag] of Object.entries(data)) {
    map.set(key, { label: tag?.label ?? key, permalink: (tag?.permalink ?? kebabCase(key)).replace(/^\/+|\/+$/g, '') });
  }
  return map;
}
