import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './browser';
import { startDevServerCopy, type RunningDevServer } from './dev-server';
import { countReactRenders, renderCounts, resetRenderCounts } from './react-renders';

const browser = useBrowser();
let dev: RunningDevServer;

beforeAll(async () => {
  dev = await startDevServerCopy(resolve(import.meta.dirname, '../pipeline/__tests__/fixtures/site'));
}, 180_000);
afterAll(async () => {
  await dev?.stop();
});

describe('npm run dev', () => {
  it('updates the open page on save without a reload, shows an error overlay while keeping the last good page, and clears it on fix', async () => {
    const page = await browser().newPage();
    const file = join(dev.contentRoot, 'docs/intro.md');
    const original = readFileSync(file, 'utf8');
    const article = page.locator('article .markdown');

    await page.goto(`${dev.url}/docs/intro`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Introduction');
    // Survives only if the page is never reloaded.
    await page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'still here'));
    const marker = () => page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker);

    // 1. An edit shows up in place.
    writeFileSync(file, original.replace('Tests need content that does not change under them.', 'Edited while the page was open.'));
    await expect.poll(() => article.textContent()).toContain('Edited while the page was open.');
    expect(await marker()).toBe('still here');

    // 2. Broken MDX: an unclosed JSX tag on line 12. The overlay names the file and line; the last good content stays.
    const broken = original.replace('Tests need content that does not change under them.', 'Broken <Admonition type="note"> here.');
    expect(broken.split('\n')[11]).toContain('<Admonition');
    writeFileSync(file, broken);
    const overlay = page.getByRole('region', { name: 'Build errors' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    const text = (await overlay.textContent()) ?? '';
    expect(text).toMatch(/docs\/intro\.md:12:\d+/);
    expect(text).toContain('Admonition');
    // The code frame shows the offending line.
    expect(await overlay.locator('.dev-overlay-frame .is-error').textContent()).toContain('Broken <Admonition type="note"> here.');
    expect(await article.textContent()).toContain('Edited while the page was open.');
    expect(await article.isVisible()).toBe(true);
    // Not modal: the page underneath still scrolls.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await marker()).toBe('still here');

    // 3. The fix clears the overlay and shows the fixed text.
    writeFileSync(file, original.replace('Tests need content that does not change under them.', 'Fixed and live again.'));
    await expect.poll(() => overlay.count()).toBe(0);
    await expect.poll(() => article.textContent()).toContain('Fixed and live again.');
    expect(await marker()).toBe('still here');
    await page.close();
  });

  it('shows errors already present when the page opens, with front-matter problems at their line', async () => {
    const file = join(dev.contentRoot, 'docs/guide/setup.md');
    const original = readFileSync(file, 'utf8');
    const lines = original.split('\n');
    const at = lines.findIndex((l, i) => i > 0 && l === '---');
    lines.splice(at, 0, 'hide_table_of_contents: maybe');
    writeFileSync(file, lines.join('\n'));
    await expect.poll(async () => ((await (await fetch(`${dev.url}/__dev/errors`)).json()) as unknown[]).length).toBeGreaterThan(0);

    const page = await browser().newPage();
    await page.goto(`${dev.url}/docs/guide/setup`, { waitUntil: 'commit' });
    const overlay = page.getByRole('region', { name: 'Build errors' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    expect(await overlay.textContent()).toContain(`docs/guide/setup.md:${at + 1}:1`);
    expect(await overlay.textContent()).toContain('`hide_table_of_contents` must be `true` or `false`');
    // The last good version of the page is still served.
    await expect.poll(() => page.locator('article h1').count()).toBe(1);

    writeFileSync(file, original);
    await expect.poll(() => overlay.count()).toBe(0);
    await page.close();
  });

  it('adds a new doc to routes and sidebars, and the "View JSON" control shows the route\'s chunk', async () => {
    writeFileSync(join(dev.contentRoot, 'docs/guide/added.md'), '---\ntitle: Added while running\n---\n\nA page created after the server started.\n');
    await expect
      .poll(async () => Object.keys(((await (await fetch(`${dev.url}/manifest.json`)).json()) as { routes: object }).routes))
      .toContain('/docs/guide/added');

    const page = await browser().newPage();
    await page.goto(`${dev.url}/docs/guide/added`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Added while running');
    // The autogenerated Guide category picked it up.
    expect(await page.locator('.doc-sidebar').getByRole('link', { name: 'Added while running' }).count()).toBe(1);
    await page.getByRole('button', { name: 'View JSON' }).click();
    const panel = page.getByRole('region', { name: 'Page JSON' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain('/docs/guide/added');
    await panel.getByRole('button', { name: /^body \{/ }).click();
    expect(await panel.textContent()).toContain('children');
    await page.close();
  });

  it('a title edit updates the page and the sidebar, a heading edit the TOC, and search finds the new word once its index follows', async () => {
    const file = join(dev.contentRoot, 'docs/guide/setup.md');
    const original = readFileSync(file, 'utf8');
    const page = await browser().newPage();
    await page.goto(`${dev.url}/docs/guide/setup`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup');
    const sidebar = page.locator('.doc-sidebar');
    const toc = page.locator('nav.toc');
    await expect.poll(() => toc.textContent()).toContain('Install it');

    writeFileSync(file, original.replace('title: Setup', 'title: Setup renamed live'));
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup renamed live');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Setup renamed live' }).count()).toBe(1);

    writeFileSync(file, original.replace('title: Setup', 'title: Setup renamed live').replace('## Install it', '## Install the quokkaberry'));
    await expect.poll(() => toc.getByRole('link', { name: 'Install the quokkaberry' }).count()).toBe(1);
    expect(await toc.textContent()).not.toContain('Install it');

    // The search indexes are rebuilt after the page updated; the manifest that lists them follows.
    const box = page.getByRole('combobox', { name: 'Search the docs and blog' });
    const hits = page.locator('[role="listbox"] [role="option"].search-bar-option-hit');
    await expect
      .poll(async () => {
        await box.fill('');
        await box.fill('quokkaberry');
        await expect.poll(() => page.locator('.search-bar-status').textContent()).not.toBe('Loading…');
        return (await hits.allTextContents()).join(' | ');
      })
      .toContain('quokkaberry');
    writeFileSync(file, original);
    await page.close();
  });

  it('shows a save announced while the page was not listening yet', async () => {
    const file = join(dev.contentRoot, 'docs/guide/setup.md');
    const original = readFileSync(file, 'utf8');
    const manifest = async () =>
      (await (await fetch(`${dev.url}/manifest.json`)).json()) as { routes: Record<string, { title: string }>; search: { titles: { path: string } } };
    const page = await browser().newPage();
    // The page's dev client (the module that listens for saves) is held back until the server has
    // announced the save and the search indexes that follow it.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let asked = 0;
    await page.route(/\/dev\/client\.ts/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    await page.goto(`${dev.url}/docs/guide/setup`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup');
    // React has the page and its data: only the dev client could change it now.
    await hydrated(page);
    const titlesBefore = (await manifest()).search.titles.path;

    writeFileSync(file, original.replace('title: Setup', 'title: Setup saved early'));
    await expect.poll(async () => (await manifest()).routes['/docs/guide/setup']?.title).toBe('Setup saved early');
    await expect.poll(async () => (await manifest()).search.titles.path).not.toBe(titlesBefore);
    expect(asked).toBe(1);
    expect(await page.locator('article h1').textContent()).toBe('Setup');
    release();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Setup saved early');

    writeFileSync(file, original);
    await expect.poll(async () => (await manifest()).routes['/docs/guide/setup']?.title).toBe('Setup');
    await page.close();
  });

  it('re-renders only the edited part of the body on a save, with no request: the sidebar, navbar, footer and TOC stay as they were, their DOM untouched', async () => {
    const file = join(dev.contentRoot, 'docs/intro.md');
    const original = readFileSync(file, 'utf8');
    const page = await browser().newPage();
    await countReactRenders(page);
    // A fresh dev server transforms the app's modules on this first visit: slow on a busy machine.
    await page.goto(`${dev.url}/docs/intro`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('nav.toc').textContent()).toContain('Why fixtures');
    await hydrated(page);
    // DOM nodes of the chrome and of the body's first block, marked: a remount would replace them.
    const parts = ['.doc-sidebar a', 'header.navbar a', 'footer', 'nav.toc a', 'article .markdown > .copy-page + *'];
    for (const selector of parts)
      await page
        .locator(selector)
        .first()
        .evaluate((el) => ((el as unknown as { kept: boolean }).kept = true));
    const blocks = await page.locator('article .markdown > *').count();
    // Every change to the sidebar's, navbar's and footer's DOM from here on: nodes added or removed,
    // or text or an attribute that ends with another value than it had (React sets a controlled
    // input's `type` and `name` again when the search box renders, which follows the page's chunk,
    // and ends with the values it had: no change).
    await page.evaluate(() => {
      const added: string[] = [];
      const first = new Map<string, { node: Node; attribute: string | null; old: string | null; where: string }>();
      const value = (node: Node, attribute: string | null) => (attribute ? (node as Element).getAttribute(attribute) : node.textContent);
      for (const where of ['.doc-sidebar', 'header.navbar', 'footer'])
        new MutationObserver((records) => {
          for (const r of records) {
            if (r.type === 'childList') added.push(`${where}: children of ${r.target.nodeName}`);
            else if (![...first.values()].some((f) => f.node === r.target && f.attribute === r.attributeName))
              first.set(`${first.size}`, { node: r.target, attribute: r.attributeName, old: r.oldValue, where });
          }
        }).observe(document.querySelector(where)!, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeOldValue: true,
          characterData: true,
          characterDataOldValue: true,
        });
      Object.assign(window, {
        chromeChanges: () => [
          ...added,
          ...[...first.values()].filter((f) => value(f.node, f.attribute) !== f.old).map((f) => `${f.where}: ${f.attribute ?? 'text'} of ${f.node.nodeName}`),
        ],
      });
    });
    await resetRenderCounts(page);
    // What the page fetches for the save: nothing, the new boot.json and chunk travel with the update.
    const requests: string[] = [];
    const onRequest = (request: { url(): string }) => requests.push(new URL(request.url()).pathname);
    page.on('request', onRequest);

    writeFileSync(file, `${original}\nA paragraph added while the page was open.\n`);
    await expect.poll(() => page.locator('article .markdown').textContent()).toContain('A paragraph added while the page was open.');
    page.off('request', onRequest);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { chromeChanges: () => string[] }).chromeChanges())).toEqual([]);
    const { byName } = await renderCounts(page);
    // The counter sees this commit: the page and its body rendered...
    expect(byName.DocPage).toBeGreaterThan(0);
    expect(byName.MdxContent).toBeGreaterThan(0);
    // ...but only the new blocks of the body (a paragraph, the line break before it), not the others...
    expect(byName.Block ?? 0).toBeLessThanOrEqual(2);
    expect(blocks).toBeGreaterThan(4);
    // ...and none of the chrome (the search box may: it follows the rebuilt search indexes, of this save or an earlier one).
    for (const name of ['DocSidebar', 'DocSidebarItems', 'Navbar', 'NavbarContent', 'Footer', 'TOC']) expect(byName[name], name).toBeUndefined();
    for (const selector of parts)
      expect(
        await page
          .locator(selector)
          .first()
          .evaluate((el) => (el as unknown as { kept?: boolean }).kept),
        selector,
      ).toBe(true);

    writeFileSync(file, original);
    await expect.poll(() => page.locator('article .markdown').textContent()).not.toContain('A paragraph added while the page was open.');
    await page.close();
  });
});
