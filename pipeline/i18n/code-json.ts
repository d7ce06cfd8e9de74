/**
 * Theme strings of a locale from `i18n/<locale>/code.json` (Docusaurus's format: id →
 * `{ message, description }`, or id → string). Problems name the file and the id.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readCodeJson(siteDir: string, locale: string, problems: { file: string; line: number; message: string }[]): Record<string, string> {
  const file = join(siteDir, 'i18n', locale, 'code.json');
  if (!existsSync(file)) return {};
  let raw: unknown;
  const text = readFileSync(file, 'utf8');
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push({ file, line: 1, message: `not valid JSON (${(error as Error).message}); write { "theme.common.editThisPage": { "message": "..." } }` });
    return {};
  }
  const out: Record<string, string> = {};
  for (const [id, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') out[id] = message;
    else {
      const line = text.split('\n').findIndex((l) => l.includes(JSON.stringify(id))) + 1;
      problems.push({ file, line: Math.max(line, 1), message: `"${id}": expected a string or { "message": "..." }` });
    }
  }
  return out;
}
