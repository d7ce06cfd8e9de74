/**
 * The lint rule that keeps search on Orama's documented API (eslint.config.js, `ORAMA_*`): a file
 * planted in common/search/ that uses Orama's internals or its tree nodes fails lint (that the real
 * search code passes is `npm run lint`).
 */
import { describe, expect, it } from 'vitest';
import { lintPlanted } from '../../__tests__/lint-planted';

describe('the Orama lint rule', () => {
  it('fails a file that imports internals, reaches into trees or reads tree nodes', { timeout: 240_000 }, async () => {
    const messages = await lintPlanted('common/search/__lint_probe__.ts', [
      "import { internals, components, type AnyOrama } from '@orama/orama';",
      "import { radix } from '@orama/orama/trees';",
      'export const distance = internals.boundedLevenshtein;',
      'export const tree = new radix.RadixTree();',
      'export const index = components.index.createIndex();',
      'export function words(db: AnyOrama) {',
      "  const node = (db.data.index as unknown as { indexes: Record<string, { node: { w: string; c: Map<string, unknown> } }> }).indexes['title']!;",
      '  return [node.node.w, node.node.c.size];',
      '}',
    ]);
    const rules = messages.map((m) => `${m.line}:${m.ruleId}`);
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
