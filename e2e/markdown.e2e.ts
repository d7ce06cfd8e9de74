import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuildMarkdown } from '../pipeline/check/built-markdown';

/**
 * Every doc and post of the build as Markdown (`<route>.md`): it parses as Markdown and carries
 * the page's headings and code blocks, in order, as the HTML page shows them. The same check as
 * `npm run check:markdown -- --dir <build>`, which runs it over any site's build output.
 */
const dir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

describe('the Markdown of every doc and post of the build', () => {
  it('parses and carries each page’s title, headings and code blocks', () => {
    const { checked, failures } = checkBuildMarkdown(dir);
    expect(checked).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  });
});

describe('the Markdown of every doc and post of the second fixture site (base URL, versions, an RTL locale)', () => {
  it('exists for every locale and carries each page’s title, headings and code blocks', () => {
    const fixture2 = resolve(import.meta.dirname, '..', 'build.fixture2');
    if (!existsSync(resolve(fixture2, 'manifest.json'))) throw new Error('No build of the second fixture site: run `npm run build:fixture2` first');
    const { checked, failures } = checkBuildMarkdown(fixture2);
    // English and Arabic, each with its docs versions, its post and its Markdown page.
    expect(checked).toBe(26);
    expect(failures).toEqual([]);
  });
});
