/** Theme strings of a locale from its `code.json` (id → `{ message, description }`, or id → string). */
import { join } from 'node:path';
import { readTranslationFile, type Messages, type TranslationProblem } from './translation-files.js';

/** `localizationDir`: the locale's translations folder (`config.ts`'s `localizationDir`, resolved). */
export function readCodeJson(localizationDir: string, problems: TranslationProblem[]): Messages {
  return readTranslationFile(join(localizationDir, 'code.json'), problems);
}
