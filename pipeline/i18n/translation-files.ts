/**
 * A locale's translation files as Docusaurus reads them from its `localizationDir` (`i18n/<locale>/`
 * unless `i18n.path` or the locale's `path` say otherwise: `code.json`,
 * `docusaurus-theme-classic/navbar.json`, `docusaurus-plugin-content-docs/current.json`, …): each
 * maps a key to `{ message, description }` or to a plain string. A missing file is no translation;
 * a file that is not JSON, or a key whose value is neither form, is a problem naming the file and
 * the key's line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** One locale's translation files, by path inside its translations folder without `.json`. */
export interface LocaleTranslations {
  locale: string;
  messages(path: string): Messages;
}

/**
 * Reads every translation file of a locale up front (`<localizationDir>/<plugin>/<name>.json`: one
 * folder deep, as Docusaurus writes them; the folders below hold translated content, whose
 * `_category_.json` files are content), so their problems are known before anything is built.
 */
export function localeTranslations(localizationDir: string, locale: string, problems: TranslationProblem[]): LocaleTranslations {
  const root = localizationDir;
  const read = new Map<string, Messages>();
  const entries = existsSync(root) ? readdirSync(root, { withFileTypes: true }) : [];
  for (const dir of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    for (const file of readdirSync(join(root, dir.name), { withFileTypes: true })) {
      if (file.isFile() && file.name.endsWith('.json'))
        read.set(`${dir.name}/${file.name.slice(0, -5)}`, readTranslationFile(join(root, dir.name, file.name), problems));
    }
  }
  return { locale, messages: (path) => read.get(path) ?? {} };
}
