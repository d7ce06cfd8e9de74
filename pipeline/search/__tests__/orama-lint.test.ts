/**
 * The lint rule that keeps search on Orama's documented API (eslint.config.js, `ORAMA_*`): a file
 * planted in common/search/ that uses Orama's internals or its tree nodes fails lint (that the real
 * search code passes is `npm run lint`).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const planted = resolve(root, 'common/search/__lint_probe__.ts');

afterAll(() => rmSync(planted, { force: true }));

describe('the Orama lint rule', () => {
  it('fails a file that imports internals, reaches into trees or reads tree nodes', { timeout: 240_000 }, async () => {
    writeFileSync(
      planted,
      [
        "import { internals, components, type AnyOrama } from '@orama/orama';",
        "import { radix } from '@orama/orama/trees';",
        'export const distance = internals.boundedLevenshtein;',
        'export const tree = new radix.RadixTree();',
        'export const index = components.index.createIndex();',
        'export function words(db: AnyOrama) {',
        "  const node = (db.data.index as unknown as { indexes: Record<string, { node: { w: string; c: Map<string, unknown> } }> }).indexes['title']!;",
        '  return [node.node.w, node.node.c.size];',
        '}',
        '',
      ].join('\n'),
    );
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintFiles([planted]).finally(() => rmSync(planted, { force: true }));
    const rules = result!.messages.map((m) => `${m.line}:${m.ruleId}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        '1:no-restricted-imports',
        '2:no-restricted-imports',
        '3:no-restricted-syntax',
        '5:no-restricted-syntax',
        '7:no-restricted-syntax',
        '8:no-restricted-syntax',
      ]),
    );
  });
});
