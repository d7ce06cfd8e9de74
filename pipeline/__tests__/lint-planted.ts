import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = resolve(import.meta.dirname, '../..');

/**
 * Writes a file at `path` (from the repository root), lints it with the repository's ESLint
 * config, removes it, and returns the messages: how the tests of the project's own lint rules
 * prove a rule rejects what it should.
 */
export async function lintPlanted(path: string, lines: string[]): Promise<Linter.LintMessage[]> {
  const file = resolve(root, path);
  writeFileSync(file, [...lines, ''].join('\n'));
  try {
    const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
    return result!.messages;
  } finally {
    rmSync(file, { force: true });
  }
}
