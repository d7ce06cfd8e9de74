import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartHydrated, useBrowser, watchErrors } from './browser';
import { startDevServerCopy, type RunningDevServer } from './dev-server';
import { registryFile } from '../pipeline/emit/local-component-registry';
import { generatedDir } from '../pipeline/cache/paths';

/**
 * `npm run dev` on the Docusaurus fixture site, which was never built there: the registry of local
 * components (the site's own files and components exported from MDX) comes from the dev server's
 * memory, not from a registry file a build left behind.
 */
const repo = resolve(import.meta.dirname, '..');
const browser = useBrowser();
let dev: RunningDevServer;

beforeAll(async () => {
  dev = await startDevServerCopy(resolve(repo, 'fixtures/docusaurus-site'));
}, 180_000);
afterAll(async () => {
  await dev?.stop();
});

describe('npm run dev with local components', () => {
  it('renders the site’s own components and MDX exports without a build, and picks up a component added while running', { timeout: 300_000 }, async () => {
    // Dev mode writes the site's React page list there at start, but never the component registry: it serves that from memory.
    expect(existsSync(registryFile(generatedDir(dev.contentRoot, repo)))).toBe(false);
    const page = await browser().newPage();
    const errors = watchErrors(page);
    // Vite serves the SPA's modules one by one on first use: on a busy machine, the load event can
    // take minutes; wait for what the page shows instead.
    await page.goto(`${dev.url}/docs/advanced/components`, { waitUntil: 'commit' });
    const counter = page.locator('article button.lantern-counter');
    // A file the MDX imports (a React component with state), live in the page.
    await expect.poll(() => counter.textContent(), { timeout: 240_000 }).toBe('Pressed 2 times');
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Pressed 3 times');
    // From @site/src/components, and `export const` components extracted from the MDX itself.
    expect(await page.locator('article .lantern-highlight').textContent()).toBe('highlighted');
    expect(await page.locator('article strong.lantern-accent').textContent()).toBe('accented');
    expect(await page.locator('article .lantern-swatch').count()).toBe(1);
    expect(await page.locator('article .local-component-missing').count()).toBe(0);
    // Files only Babel parses (a `>` and a `}` in JSX text), through Babel in Vite's dev transform as in the build.
    expect(await page.locator('article .lantern-scale-note').textContent()).toBe('LX-20 steps: dim > glow > bright }/>');
    const trip = page.locator('article .lantern-trip-switch');
    await expect.poll(() => isPartHydrated(trip)).toBe(true);
    expect(await trip.textContent()).toBe('Porch: live > flip');
    await trip.click();
    await expect.poll(() => trip.textContent()).toBe('Porch: tripped > flip');

    // A component exported and used by an edit: the registry in memory follows.
    const file = join(dev.contentRoot, 'docs/advanced/components.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nexport const Glow = () => <em className="lantern-glow">glowing</em>;\n\nNow <Glow />.\n`);
    await expect.poll(() => page.locator('article em.lantern-glow').textContent(), { timeout: 240_000 }).toBe('glowing');
    // Dev mode writes the site's React page list there at start, but never the component registry: it serves that from memory.
    expect(existsSync(registryFile(generatedDir(dev.contentRoot, repo)))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
