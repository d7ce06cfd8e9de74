import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DevSite } from '../site';
import { placeFile } from '../place';
import { loadContentLayout } from '../../../docusaurus/node/config/layout';
import { copySite } from '../../__tests__/copy-site';

const FIXTURE = join(import.meta.dirname, '../../__tests__/fixtures/site');
let content: string;
let site: DevSite;

const edit = (path: string, change: (text: string) => string) => writeFileSync(join(content, path), change(readFileSync(join(content, path), 'utf8')));
const text = async (path: string) => String(await site.read(path));

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), 'dev-emit-'));
  copySite(FIXTURE, content);
  site = new DevSite({ contentRoot: content });
  expect((await site.start()).errors).toEqual([]);
  // The first pass has no search indexes yet; they follow it like any other pass.
  expect(site.searchBehind).toBe(true);
  expect(await site.followSearch()).not.toBeNull();
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('dev mode emit tiers', () => {
  it('updates the page before the search indexes, which follow with a manifest that lists them', async () => {
    const before = site.manifest!;
    const oldIndexes = before.search!.contexts.map((c) => c.index.path);
    edit('docs/guide/setup.md', (t) => t.replace('## Install it', '## Install the wombatfruit'));
    const pass = await site.update(['docs/guide/setup.md']);
    expect(pass.routes).toEqual(['/docs/guide/setup']);
    // The page's chunk is new; the manifest still lists the previous indexes, which stay served.
    expect(site.manifest!.routes['/docs/guide/setup']!.chunk).not.toBe(before.routes['/docs/guide/setup']!.chunk);
    expect(site.manifest!.search).toEqual(before.search);
    for (const path of oldIndexes) expect(await site.read(path)).not.toBeNull();
    expect(site.searchBehind).toBe(true);

    const followed = await site.followSearch();
    expect(site.searchBehind).toBe(false);
    expect(followed!.routes).toEqual(site.manifest!.routes);
    expect(followed!.buildId).not.toBe(before.buildId);
    const indexes = await Promise.all(followed!.search!.contexts.map((c) => text(c.index.path)));
    expect(indexes.some((i) => i.includes('wombatfruit'))).toBe(true);
    // The manifest served is the one with the new indexes.
    expect(JSON.parse(await text('/manifest.json'))).toEqual(followed);
  });

  it('leaves the search indexes alone when a save changes no chunk', async () => {
    edit('docs/guide/setup.md', (t) => t);
    const pass = await site.update(['docs/guide/setup.md']);
    expect(pass.routes).toEqual([]);
    expect(site.searchBehind).toBe(false);
  });

  it('writes llms.txt and the pages as Markdown only when one is requested, from the latest pass', async () => {
    edit('docs/intro.md', (t) => t.replace('title: Introduction', 'title: Introduction, as requested'));
    await site.update(['docs/intro.md']);
    expect(site.output.read('/llms.txt')).toBeNull();
    expect(await text('/llms.txt')).toContain('Introduction, as requested');
    expect(await text('/docs/intro.md')).toContain('Introduction, as requested');
    // A page path is no file: it never runs those steps.
    expect(await site.read('/docs/intro')).toBeNull();
  });
});

describe('content files under a Docusaurus layout', () => {
  it('places docs outside the site folder, a second docs instance, posts and Markdown pages as the first pass does', async () => {
    const siteDir = resolve(import.meta.dirname, '../../../fixtures/docusaurus-site-pages');
    const layout = await loadContentLayout(siteDir);
    const at = (p: string) => placeFile(layout, resolve(siteDir, p));
    expect(at('../docusaurus-site-pages-docs/getting-started/01-install.md')).toEqual({
      kind: 'doc',
      section: 'default',
      sectionPath: 'getting-started/01-install.md',
    });
    expect(at('recipes/lawn.md')).toEqual({ kind: 'doc', section: 'recipes', sectionPath: 'lawn.md' });
    expect(at('blog/2024-03-10-rain-delay.md')?.kind).toBe('post');
    expect(at('src/pages/about.md')).toEqual({ kind: 'doc', section: 'pages', sectionPath: 'about.md' });
    // Partials, React pages and files outside every section are not content.
    expect(at('recipes/_shared.md')).toBeNull();
    expect(at('src/pages/index.js')).toBeNull();
    expect(at('sidebars.js')).toBeNull();
  });
});
