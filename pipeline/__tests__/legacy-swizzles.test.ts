import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { build } from '../build.js';
import { WIDE_BLOCK_CODE, legacySwizzlesSite } from './legacy-swizzles-site';

/**
 * A site written against theme-classic 3.4 (a copy of fixtures/docusaurus-site declaring the classic
 * preset at 3.4.0, with `LEGACY_SWIZZLES`: none of the fixtures can declare an older release without
 * changing what else they draw) gets its swizzles of the names 3.4 draws drawn in their places:
 * the copy button and word-wrap button of every Markdown code block, each author of a post. The
 * same site declaring 3.8.1 hears that its files are unused there, as they are in Docusaurus.
 */
let work: string;
let out: string;
let warnings: string[];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'legacy-swizzles-'));
  out = join(work, 'out');
  const result = await build({ contentRoot: legacySwizzlesSite(join(work, 'site'), '3.4.0'), outDir: out, app: true, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  warnings = result.report.warnings.map((w) => w.message);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const html = (path: string) => readFileSync(join(out, path), 'utf8');

describe('a site on theme-classic 3.4 swizzling the names that release draws', () => {
  it('hears no warning about them', () => {
    expect(warnings.filter((w) => w.includes('this swizzle of @theme/'))).toEqual([]);
  });

  it("draws its copy button in each Markdown code block, given the block's code, around the theme's button (its @theme-original)", () => {
    const page = html('docs/basics/install.html');
    const blocks = page.match(/<div data-language="[^"]*" class="[^"]*code-block[^"]*">/g) ?? [];
    expect(blocks.length).toBeGreaterThan(3);
    expect(page.match(/<span class="lamp-copy" data-lamp-chars="\d+"><button type="button" class="copy-button"/g)).toHaveLength(blocks.length);
    // The first block's code, three lines without the trailing newline: its length as the site's button got it.
    const code = ['python3 -m venv .venv', '. .venv/bin/activate', 'pip install lantern-cli'].join('\n');
    expect(page).toContain(`<div class="code-block-buttons"><span class="lamp-copy" data-lamp-chars="${code.length}">`);
    // The word-wrap button waits for a block wider than its column, which only a browser measures.
    expect(page).not.toContain('lamp-wrap');
    const wide = html('docs/basics/wick-schedule.html');
    expect(wide).toContain(`<div class="code-block-buttons"><span class="lamp-copy" data-lamp-chars="${WIDE_BLOCK_CODE.length}">`);
    expect(wide).not.toContain('lamp-wrap');
  });

  it("draws its author in a post's byline for each author, on the post and on the blog list", () => {
    const author = (name: string, title: string) =>
      `<span class="lamp-author">${name}<small class="lamp-author-title"> (<!-- -->${title}<!-- -->)</small></span>`;
    for (const page of [html('blog/2024/03/14/dimming.html'), html('blog.html')]) {
      expect(page).toContain(author('Mira Okafor', 'Maintainer'));
      expect(page).toContain(author('Tomás Lind', 'Contributor'));
    }
  });
});

describe('the same site declaring theme-classic 3.8.1', () => {
  it('warns at its author that its release no longer draws that name, and what it draws instead', async () => {
    const site = legacySwizzlesSite(join(work, 'site-next'), '3.8.1');
    const result = await build({ contentRoot: site, outDir: join(work, 'out-next'), app: false, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    // The fixture's src/components/CodeDrawer.js imports @theme/CodeBlock/CopyButton and WordWrapButton: drawn there, so not said.
    const said = result.report.warnings.filter((w) => w.message.includes('this swizzle of @theme/'));
    expect(said.map((w) => [w.file.replace(/^.*\/site-next\//, ''), w.message])).toEqual([
      [
        'src/theme/BlogPostItem/Header/Author/index.js',
        "this swizzle of @theme/BlogPostItem/Header/Author is not applied: the site's @docusaurus/theme-classic is 3.8.1, which no longer draws BlogPostItem/Header/Author: from 3.5 it draws Blog/Components/Author in its place, so this file is unused there, as in Docusaurus (swizzle Blog/Components/Author, or declare the release the site was written for)",
      ],
    ]);
  }, 300_000);
});
