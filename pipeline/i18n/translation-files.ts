/**
 * A locale's translation files as Docusaurus reads them (`i18n/<locale>/code.json`,
 * `docusaurus-theme-classic/navbar.json`, `docusaurus-plugin-content-docs/current.json`, …): each
 * maps a key to `{ message, description }` or to a plain string. A missing file is no translation;
 * a file that is not JSON, or a key whose value is neither form, is a problem naming the file and
 * the key's line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Messages = Record<string, string>;
export interface TranslationProblem {
  file: string;
  line: number;
  message: string;
}

export function readTranslationFile(file: string, problems: TranslationProblem[]): Messages {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push({ file, line: 1, message: `not valid JSON (${(error as Error).message}); write { "key": { "message": "..." } }` });
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ file, line: 1, message: 'a translation file is a JSON object: { "key": { "message": "..." } }' });
    return {};
  }
  const out: Messages = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') out[key] = message;
    else {
      const line = text.split('\n').findIndex((l) => l.includes(JSON.stringify(key))) + 1;
      problems.push({ file, line: Math.max(line, 1), message: `"${key}": expected a string or { "message": "..." }` });
    }
  }
  return out;
}

/** One locale's translation files, read once each, by path inside `i18n/<locale>/` without `.json`. */
export interface LocaleTranslations {
  locale: string;
  messages(path: string): Messages;
}

export function localeTranslations(siteDir: string, locale: string, problems: TranslationProblem[]): LocaleTranslations {
  const read = new Map<string, Messages>();
  return {
    locale,
    messages(path) {
      let found = read.get(path);
      if (!found) read.set(path, (found = readTranslationFile(join(siteDir, 'i18n', locale, `${path}.json`), problems)));
      return found;
    },
  };
}
