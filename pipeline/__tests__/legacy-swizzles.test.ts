import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { build } from '../build.js';
import { LATER_COPY_BUTTON, LEGACY_SWIZZLES, NEW_CONTENT, OLD_UNLISTED, WIDE_BLOCK_CODE, legacySwizzlesSite } from './legacy-swizzles-site';

/**
 * A site written against theme-classic 3.4 (a copy of fixtures/docusaurus-site declaring the classic
 * preset at 3.4.0, with `LEGACY_SWIZZLES`: none of the fixtures can declare an older release without
 * changing what else they draw) gets its swizzles of the names 3.4 draws drawn in their places:
 * the copy button and word-wrap button of every Markdown code block, each author of a post, the
 * unlisted banner (`OLD_UNLISTED`). The
 * same site declaring 3.8.1 hears that its files are unused there, as they are in Docusaurus. Its
 * swizzle of 3.8's name for the copy button (`LATER_COPY_BUTTON`) is unused on 3.4, beside the old
 * name or alone (a site whose lockfile installs 3.4 of the range it declares), and so are its swizzles
 * of names first shipped after 3.4 with no old name (`NEW_CONTENT`, and the fixture's own `ThemeProvider`,
 * both 3.8's): that release imports neither.
 */
let work: string;
let out: string;
let warnings: string[];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'legacy-swizzles-'));
  out = join(work, 'out');
  const site = legacySwizzlesSite(join(work, 'site'), '3.4.0', { ...LEGACY_SWIZZLES, ...LATER_COPY_BUTTON, ...NEW_CONTENT, ...OLD_UNLISTED });
  const result = await build({ contentRoot: site, outDir: out, app: true, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  warnings = result.report.warnings.map((w) => w.message);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The warning at a swizzle of 3.8's copy button on a site installing 3.4. */
const laterUnused =
  "this swizzle of @theme/CodeBlock/Buttons/CopyButton is not applied: the site's @docusaurus/theme-classic is 3.4.0, which has no CodeBlock/Buttons/CopyButton (new in 3.8): it draws CodeBlock/CopyButton in its place, so this file is unused there, as in Docusaurus (swizzle CodeBlock/CopyButton, or declare the release the site was written for)";

/** The warning at a swizzle of a name 3.4 does not have yet and drew no other way (`NEW_CONTENT`, the fixture's `ThemeProvider`). */
const newUnused = (name: string) =>
  `this swizzle of @theme/${name} is not applied: the site's @docusaurus/theme-classic is 3.4.0, which has no ${name} (first in 3.8.0): nothing there draws it, so this file is unused there, as in Docusaurus, and this theme draws its own ${name} (declare 3.8.0 or later to have it drawn)`;

const html = (path: string) => readFileSync(join(out, path), 'utf8');

describe('a site on theme-classic 3.4 swizzling the names that release draws', () => {
  it('hears no warning about them, only that its swizzles of the later copy button and of names new in 3.8 are unused on that release', () => {
    expect(warnings.filter((w) => w.includes('this swizzle of @theme/')).sort()).toEqual(
      [laterUnused, newUnused('CodeBlock/Content'), newUnused('ThemeProvider')].sort(),
    );
  });

  it("draws the theme's own lines in each Markdown block, not its swizzle of 3.8's CodeBlock/Content", () => {
    const page = html('docs/basics/wick-schedule.html');
    expect(page).toContain('wick.yaml');
    expect(page).not.toContain('lamp-content');
  });

  it("draws its copy button in each Markdown code block, given the block's code, around the theme's button (its @theme-original)", () => {
    const page = html('docs/basics/install.html');
    const blocks = page.match(/<div data-language="[^"]*" class="[^"]*code-block[^"]*">/g) ?? [];
    expect(blocks.length).toBeGreaterThan(3);
    expect(page.match(/<span class="lamp-copy" data-lamp-chars="\d+"><button type="button" class="copy-button"/g)).toHaveLength(blocks.length);
    // The first block's code, three lines without the trailing newline: its length as the site's button got it.
    const code = ['python3 -m venv .venv', '. .venv/bin/activate', 'pip install lantern-cli'].join('\n');
    expect(page).toContain(`<div class="code-block-buttons"><span class="lamp-copy" data-lamp-chars="${code.length}">`);
    // Its swizzle of the later name (3.8's) is not drawn: 3.4 draws the old one there.
    expect(page).not.toContain('lamp-copy-later');
    // The word-wrap button waits for a block wider than its column, which only a browser measures.
    expect(page).not.toContain('lamp-wrap');
    const wide = html('docs/basics/wick-schedule.html');
    expect(wide).toContain(`<div class="code-block-buttons"><span class="lamp-copy" data-lamp-chars="${WIDE_BLOCK_CODE.length}">`);
    expect(wide).not.toContain('lamp-wrap');
  });

  it("draws its Unlisted as an unlisted doc's banner, in place of the theme's", () => {
    const page = html('docs/advanced/preview-notes.html');
    expect(page).toMatch(/<p class="lamp-unlisted[^"]*">Only for the testers with the link\.<\/p>/);
    expect(page.match(/lamp-unlisted/g)).toHaveLength(1);
    expect(page).not.toContain('theme-unlisted-banner');
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
    const site = legacySwizzlesSite(join(work, 'site-next'), '3.8.1', { ...LEGACY_SWIZZLES, ...NEW_CONTENT });
    const result = await build({ contentRoot: site, outDir: join(work, 'out-next'), app: false, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    // The fixture's src/components/CodeDrawer.js imports @theme/CodeBlock/CopyButton and WordWrapButton: drawn there, so not said.
    // Its CodeBlock/Content and the fixture's ThemeProvider (3.8's) are drawn there, so not said either.
    const said = result.report.warnings.filter((w) => w.message.includes('this swizzle of @theme/'));
    expect(said.map((w) => [w.file.replace(/^.*\/site-next\//, ''), w.message])).toEqual([
      [
        'src/theme/BlogPostItem/Header/Author/index.js',
        "this swizzle of @theme/BlogPostItem/Header/Author is not applied: the site's @docusaurus/theme-classic is 3.8.1, which no longer draws BlogPostItem/Header/Author: from 3.5 it draws Blog/Components/Author in its place, so this file is unused there, as in Docusaurus (swizzle Blog/Components/Author, or declare the release the site was written for)",
      ],
    ]);
  }, 300_000);
});

describe('a site whose lockfile installs theme-classic 3.4, swizzling only the later copy button', () => {
  it("draws the theme's copy button, not the site's, and warns at the file that 3.4 draws CodeBlock/CopyButton instead", async () => {
    // It declares `^3.0.0`; its lockfile says the owners install 3.4.0 (the release, not the range, decides).
    const site = legacySwizzlesSite(join(work, 'site-later'), '^3.0.0', LATER_COPY_BUTTON);
    const lock = { name: 'lantern-docs', lockfileVersion: 3, packages: { '': {}, 'node_modules/@docusaurus/theme-classic': { version: '3.4.0' } } };
    writeFileSync(join(site, 'package-lock.json'), JSON.stringify(lock));
    const laterOut = join(work, 'out-later');
    const result = await build({ contentRoot: site, outDir: laterOut, app: true, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    const said = result.report.warnings.filter((w) => w.message.includes('this swizzle of @theme/'));
    expect(said.map((w) => [w.file.replace(/^.*\/site-later\//, ''), w.message]).sort()).toEqual([
      ['src/theme/CodeBlock/Buttons/CopyButton/index.js', laterUnused],
      ['src/theme/ThemeProvider/index.js', newUnused('ThemeProvider')],
    ]);
    const page = readFileSync(join(laterOut, 'docs/basics/install.html'), 'utf8');
    expect(page).not.toContain('lamp-copy-later');
    // The theme's own button in every block: with no part of the site's to draw, the block is the chrome's own, not composed through its parts.
    const blocks = page.match(/<div class="code-block[^"]*" data-language="[^"]*">/g) ?? [];
    expect(blocks.length).toBeGreaterThan(3);
    expect(page.match(/<button type="button" class="copy-button"/g)).toHaveLength(blocks.length);
  }, 300_000);
});
