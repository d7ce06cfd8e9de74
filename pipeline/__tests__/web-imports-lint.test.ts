/**
 * The lint rule that keeps the pipeline's Node code out of the browser bundle (eslint.config.js,
 * the web/ block, which covers the Docusaurus adapter's docusaurus/client/ too): a file planted in web/ may import the contract (common/contract.ts, ground
 * floor), and nothing from pipeline/ (that the real web/ code passes is `npm run lint`).
 */
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted';

describe('the web/ → pipeline/ import rule', () => {
  it('passes imports of the contract in common/ and fails any import of a pipeline module, types too', { timeout: 240_000 }, async () => {
    const messages = await lintPlanted('web/app/__lint_probe__.ts', [
      "import { CONTRACT_VERSION } from '../../common/contract';",
      "import type { Manifest } from '../../common/contract';",
      "import { emitSite } from '../../pipeline/stages/emit';",
      "import type { SiteModel } from '../../pipeline/stages/assemble';",
      'export const version: number = CONTRACT_VERSION;',
      'export type Both = [Manifest, SiteModel, typeof emitSite];',
    ]);
    expect(messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual(
      expect.arrayContaining(['3:@typescript-eslint/no-restricted-imports', '4:@typescript-eslint/no-restricted-imports']),
    );
    // The contract is shared vocabulary: nothing at all on its lines.
    expect(messages.filter((m) => m.line === 1 || m.line === 2)).toEqual([]);
  });

  it("holds for the Docusaurus adapter's browser side too (docusaurus/client/, bundled with web/)", { timeout: 240_000 }, async () => {
    const messages = await lintPlanted('docusaurus/client/__lint_probe__.ts', [
      "import type { Manifest } from '../../common/contract';",
      "import type { SiteModel } from '../../pipeline/model/site';",
      'export type Both = [Manifest, SiteModel];',
    ]);
    expect(messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual(['2:@typescript-eslint/no-restricted-imports']);
  });
});
