import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocChunk } from '../../../../common/contract';
import type { SiteModel } from '../../../model/site.js';
import type { CompiledEntry } from '../../../model/entries.js';
import { MemoryOutput } from '../../../dev/memory-output';
import { siteFixture } from '../../__tests__/site-fixture';
import { socialCardsStep, type CardStats } from '../index';
import { cardDrawer } from '../draw';

let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'cards-test-'));
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function doc(route: string, title: string): DocChunk {
  return {
    kind: 'doc',
    id: route.slice(6),
    route,
    title,
    description: '',
    keywords: [],
    sidebar: null,
    breadcrumbs: [],
    toc: [],
    hideTableOfContents: false,
    body: { type: 'root', children: [] },
    lastUpdatedAt: null,
    editUrl: null,
    previous: null,
    next: null,
    pluginId: 'default',
    version: 'current',
  };
}

function model(image?: string): SiteModel {
  const withImage = { route: '/docs/own', source: { frontMatter: { image: '/img/own.png' } } } as unknown as CompiledEntry;
  return {
    site: siteFixture(image ? { image } : {}),
    routes: [
      { chunk: doc('/docs/wiring', 'Wiring a lamp'), sidebar: null },
      { chunk: doc('/docs/own', 'Has its own image'), sidebar: null },
    ],
    sidebars: [],
    versions: [],
    entries: [withImage],
    staticDir: join(cacheDir, 'no-static'),
    blog: { title: 'Blog', description: '' },
    sitePages: {},
    blogPostList: null,
  };
}

async function run(m: SiteModel, dir: string | null = cacheDir) {
  const out = new MemoryOutput();
  const stats: CardStats = { generated: 0, cached: 0, configured: 0, ms: 0 };
  out.begin();
  await socialCardsStep({ cacheDir: dir, stats })(m, out, {} as never);
  out.end();
  return { out, stats };
}

describe('social cards', () => {
  it('draws a 1200×630 PNG for a page without an image, under a content-hashed name; front matter image wins', async () => {
    const m = model();
    const { out, stats } = await run(m);
    expect(stats).toMatchObject({ generated: 1, cached: 0, configured: 1 });
    const [wiring, own] = m.routes.map((r) => r.chunk);
    expect(own!.image).toBe('/img/own.png');
    expect(wiring!.image).toMatch(/^\/assets\/cards\/[a-z0-9]{12}\.png$/);
    const png = out.read(wiring!.image!) as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('takes the card from the cache the second time, and keeps only the cards in use', async () => {
    const first = model();
    await run(first);
    const second = model();
    const { stats } = await run(second);
    expect(stats).toMatchObject({ generated: 0, cached: 1 });
    expect(second.routes[0]!.chunk.image).toBe(first.routes[0]!.chunk.image);
    // A changed title is a new card; the old one leaves the cache.
    const renamed = model();
    renamed.routes[0]!.chunk.title = 'Wiring two lamps';
    expect((await run(renamed)).stats).toMatchObject({ generated: 1, cached: 0 });
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
  });

  it('links a kept card the last output has without reading it, and writes it where the output has not', async () => {
    const first = model();
    const { out: firstOut } = await run(first);
    const image = first.routes[0]!.chunk.image!;
    const png = firstOut.read(image) as Buffer;
    // A writer whose last output has the card: linked by name and size, never written.
    const linked: [string, number][] = [];
    const written: string[] = [];
    const sink = {
      ...new MemoryOutput(),
      linkKnown: (path: string, size: number) => (linked.push([path, size]), true),
      write: (path: string) => void written.push(path),
    } as unknown as MemoryOutput;
    const stats: CardStats = { generated: 0, cached: 0, configured: 0, ms: 0 };
    const second = model();
    await socialCardsStep({ cacheDir, stats })(second, sink, {} as never);
    expect(stats).toMatchObject({ generated: 0, cached: 1 });
    expect(second.routes[0]!.chunk.image).toBe(image);
    expect(linked).toEqual([[image.slice(1), png.length]]);
    expect(written).toEqual([]);
    // One without it: the kept bytes are written.
    const third = model();
    const { out } = await run(third);
    expect(out.read(image)).toEqual(png);
  });

  it('draws every card with no cache (--no-cache), the same card as with one', async () => {
    const cached = model();
    await run(cached);
    const before = readdirSync(cacheDir);
    const uncached = model();
    const { stats } = await run(uncached, null);
    expect(stats).toMatchObject({ generated: 1, cached: 0 });
    expect(uncached.routes[0]!.chunk.image).toBe(cached.routes[0]!.chunk.image);
    expect(readdirSync(cacheDir)).toEqual(before);
  });

  it('draws a card once for pages that share it (same title and section)', async () => {
    const m = model();
    m.routes[1]!.chunk.title = m.routes[0]!.chunk.title;
    m.entries.length = 0;
    const { stats } = await run(m, null);
    expect(stats).toMatchObject({ generated: 1, cached: 1, configured: 0 });
    expect(m.routes[1]!.chunk.image).toBe(m.routes[0]!.chunk.image);
  });

  it("uses the site's configured image instead of drawing cards", async () => {
    const m = model('/img/site-card.png');
    const { stats } = await run(m);
    expect(stats).toMatchObject({ generated: 0, cached: 0, configured: 2 });
    expect(m.routes.map((r) => r.chunk.image)).toEqual(['/img/site-card.png', '/img/own.png']);
  });
});

/** Running (not ended, not zombie) child processes of this one. */
function runningChildren(): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      const [, , rest] = /^\d+ \((.*)\) (.*)$/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))!;
      const [state, ppid] = rest!.split(' ');
      return state !== 'Z' && ppid === String(process.pid);
    } catch {
      return false; // not a process, or one that ended while being read
    }
  });
}

describe('the card drawer', () => {
  // The rasterisers' native memory is freed only with the process that drew: the build's own must not.
  it('draws in a child process, which ends when the drawer is closed', async () => {
    const before = runningChildren();
    const drawer = cardDrawer(1);
    const png = await drawer.draw({ title: 'Dimming a lamp', section: 'Lights', siteTitle: 'Fixture docs', logo: null });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const drawing = runningChildren().filter((pid) => !before.includes(pid));
    expect(drawing).toHaveLength(1);
    expect(readFileSync(`/proc/${drawing[0]}/cmdline`, 'utf8')).toContain('node');
    await drawer.close();
    expect(runningChildren().filter((pid) => !before.includes(pid))).toEqual([]);
  });
});
