import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, openDocPage, useBrowser } from './browser';
import { serveBuild, type ServedBuild } from './serve-build';
import { LEGACY_SWIZZLES, NEW_CONTENT, OLD_UNLISTED, WIDE_BLOCK_CODE, legacySwizzlesSite } from '../pipeline/__tests__/legacy-swizzles-site';

/**
 * A site written against theme-classic 3.4 (a copy of fixtures/docusaurus-site declaring the classic
 * preset at 3.4.0, with swizzles of `CodeBlock/CopyButton` (wrapped), `CodeBlock/WordWrapButton` and
 * `BlogPostItem/Header/Author` (ejected): pipeline/__tests__/legacy-swizzles-site.ts), built here by
 * the package's command: its buttons are drawn in each Markdown code block and its author in each
 * post's byline, prerendered and after hydration, where they copy the block's code and wrap its lines.
 * Its `Unlisted` (`OLD_UNLISTED`) is the unlisted doc's banner; its swizzle of 3.8's `CodeBlock/Content`
 * (`NEW_CONTENT`), a name 3.4 does not have, is drawn nowhere, hydrated or not.
 */
const browser = useBrowser();
let work: string;
let site: ServedBuild;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'legacy-swizzles-e2e-'));
  const dir = legacySwizzlesSite(join(work, 'site'), '3.4.0', { ...LEGACY_SWIZZLES, ...NEW_CONTENT, ...OLD_UNLISTED });
  await promisify(execFile)(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', dir, '--out', join(work, 'out')], {
    cwd: resolve(import.meta.dirname, '..'),
    maxBuffer: 64 * 1024 * 1024,
  });
  site = await serveBuild(join(work, 'out'));
});
afterAll(async () => {
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The wide block's buttons as the page draws them. */
const buttons = (page: Page) =>
  page.locator('article .code-block').evaluate((block) => ({
    copy: Array.from(block.querySelectorAll('.code-block-buttons > .lamp-copy'), (s) => [
      s.getAttribute('data-lamp-chars'),
      s.querySelector('button.copy-button')?.textContent,
    ]),
    wrap: Array.from(block.querySelectorAll('.code-block-buttons > button.lamp-wrap'), (b) => [b.textContent, b.getAttribute('aria-pressed')]),
  }));

describe('a site on theme-classic 3.4: its swizzled code block buttons in a Markdown block', () => {
  it("are in the prerendered HTML: the copy button given the block's code (the word-wrap button waits for a browser to measure the block)", async () => {
    const { page, errors } = await openDocPage(browser(), `${site.url}/docs/basics/wick-schedule`, false);
    expect(await buttons(page)).toEqual({ copy: [[String(WIDE_BLOCK_CODE.length), 'Copy']], wrap: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrate under the CSP without console errors: the copy button copies the code, the word-wrap button wraps and unwraps the lines', async () => {
    const { page, errors } = await openDocPage(browser(), `${site.url}/docs/basics/wick-schedule`, true);
    const block = page.locator('article .code-block');
    // The block is wider than its column: 3.4's Content/String draws the word-wrap button, the site's here.
    await block.locator('button.lamp-wrap', { hasText: 'Fold long lines' }).waitFor();
    expect(await buttons(page)).toEqual({ copy: [[String(WIDE_BLOCK_CODE.length), 'Copy']], wrap: [['Fold long lines', 'false']] });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    await block.hover();
    await block.locator('.lamp-copy button.copy-button').click();
    await block.locator('.lamp-copy button.copy-button', { hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WIDE_BLOCK_CODE);
    await block.locator('button.lamp-wrap').click();
    await block.locator('button.lamp-wrap[aria-pressed="true"]', { hasText: 'Keep lines long' }).waitFor();
    expect(await block.locator('pre code').evaluate((c) => getComputedStyle(c).whiteSpace)).toBe('pre-wrap');
    await block.locator('button.lamp-wrap').click();
    await block.locator('button.lamp-wrap[aria-pressed="false"]', { hasText: 'Fold long lines' }).waitFor();
    // 3.8's CodeBlock/Content is not 3.4's: the site's file of it is not drawn after hydration either.
    expect(await page.locator('.lamp-content').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a site on theme-classic 3.4: its swizzled post author', () => {
  /** Each author of the post's byline, as the site's component draws it. */
  const authors = (page: Page) => page.locator('article .post-meta .lamp-author').allTextContents();

  it('is drawn for each author of a post, prerendered and after hydration, under the CSP, without console errors', async () => {
    const expected = ['Mira Okafor (Maintainer)', 'Tomás Lind (Contributor)'];
    const before = await openDocPage(browser(), `${site.url}/blog/2024/03/14/dimming`, false);
    expect(await authors(before.page)).toEqual(expected);
    expect(before.errors).toEqual([]);
    await before.page.context().close();
    const { page, errors } = await openDocPage(browser(), `${site.url}/blog/2024/03/14/dimming`, true);
    expect(await authors(page)).toEqual(expected);
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a site on theme-classic 3.4: its swizzled Unlisted', () => {
  it("is the unlisted doc's banner, in place of the theme's, prerendered and after hydration, without console errors", async () => {
    const banners = (page: Page) =>
      page.locator('article').evaluate((a) => ({
        site: Array.from(a.querySelectorAll('p.lamp-unlisted'), (p) => p.textContent),
        theme: a.querySelectorAll('.theme-unlisted-banner').length,
      }));
    const expected = { site: ['Only for the testers with the link.'], theme: 0 };
    for (const hydrate of [false, true]) {
      const { page, errors } = await openDocPage(browser(), `${site.url}/docs/advanced/preview-notes`, hydrate);
      expect(await banners(page), `hydrated: ${hydrate}`).toEqual(expected);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
