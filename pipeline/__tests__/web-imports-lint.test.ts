/**
 * The lint rule that keeps the pipeline's Node code out of the browser bundle (eslint.config.js,
 * the web/ block): a file planted in web/ may import the contract's types, and nothing else from
 * pipeline/ (that the real web/ code passes is `npm run lint`).
 */
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted';

describe('the web/ → pipeline/ import rule', () => {
  it('passes `import type` from the contract and fails value imports from it and any import of other pipeline modules', { timeout: 240_000 }, async () => {
    const messages = await lintPlanted('web/app/__lint_probe__.ts', [
      "import { CONTRACT_VERSION } from '../../pipeline/contract';",
      "import type { Manifest } from '../../pipeline/contract';",
      "import { emitSite } from '../../pipeline/stages/emit';",
      "import type { SiteModel } from '../../pipeline/stages/assemble';",
      'export const version: number = CONTRACT_VERSION;',
      'export type Both = [Manifest, SiteModel, typeof emitSite];',
    ]);
    expect(messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual(
      expect.arrayContaining([
        '1:@typescript-eslint/no-restricted-imports',
        '3:@typescript-eslint/no-restricted-imports',
        '4:@typescript-eslint/no-restricted-imports',
      ]),
    );
    // The type-only import of the contract is the one allowed form: nothing at all on its line.
    expect(messages.filter((m) => m.line === 2)).toEqual([]);
  });
});
