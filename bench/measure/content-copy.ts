/**
 * A scratch copy of a site's content for a benchmark that edits it (the author's-loop benches), so
 * the edits never touch the real folder. The site's own `node_modules` is linked, not copied (its
 * components and plugins load from there); caches and earlier builds stay behind, so the copy starts cold.
 */
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const LEFT_BEHIND = new Set(['node_modules', '.git', '.docusaurus', '.cache']);

export function copyContent(from: string, prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), `${prefix}-`));
  cpSync(from, copy, { recursive: true, filter: (src) => src === from || !(LEFT_BEHIND.has(basename(src)) || /^build/.test(basename(src))) });
  if (existsSync(join(from, 'node_modules'))) symlinkSync(join(from, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}
