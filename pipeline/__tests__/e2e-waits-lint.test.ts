/**
 * The lint rule that keeps fixed waits out of the browser tests (eslint.config.js, the e2e/ block):
 * a file planted in e2e/ that sleeps in any of the usual ways is rejected on each of those lines,
 * and waiting for a state the page shows passes (that the real e2e/ code passes is `npm run lint`).
 * The probe is not a `*.e2e.ts` file, so a browser-test run never picks it up.
 */
import { describe, expect, it } from 'vitest';
import { lintPlanted } from './lint-planted';

describe('the no-fixed-waits rule of the browser tests', () => {
  it('fails waitForTimeout, setTimeout and timers/promises in e2e/, and passes waiting for a state', { timeout: 240_000 }, async () => {
    const messages = await lintPlanted('e2e/__lint_probe__.ts', [
      "import type { Page } from 'playwright-core';",
      "import { setTimeout as sleep } from 'node:timers/promises';",
      'export async function waits(page: Page) {',
      '  await page.waitForTimeout(500);',
      '  const { waitForTimeout } = page;',
      '  await waitForTimeout.call(page, 10);',
      '  await new Promise((done) => setTimeout(done, 100));',
      '  await sleep(100);',
      "  await page.locator('h1').waitFor();",
      '}',
    ]);
    const found = messages.map((m) => `${m.line}:${m.ruleId}`);
    expect(found).toEqual(
      expect.arrayContaining(['2:no-restricted-imports', '4:no-restricted-properties', '5:no-restricted-properties', '7:no-restricted-globals']),
    );
    // Waiting for an element is the allowed form: nothing on its line.
    expect(messages.filter((m) => m.line === 9)).toEqual([]);
  });
});
