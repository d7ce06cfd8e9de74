/** Theme strings of a locale from `i18n/<locale>/code.json` (id → `{ message, description }`, or id → string). */
import { join } from 'node:path';
import { readTranslationFile, type Messages, type TranslationProblem } from './translation-files.js';

export function readCodeJson(siteDir: string, locale: string, problems: TranslationProblem[]): Messages {
  return readTranslationFile(join(siteDir, 'i18n', locale, 'code.json'), problems);
}
