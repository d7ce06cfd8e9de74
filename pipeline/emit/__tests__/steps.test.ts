import { describe, expect, it } from 'vitest';
import { parseJsonFeed } from 'feedsmith';
import type { BlogPostChunk, DocChunk, HastRoot, Manifest } from '../../../common/contract';
import type { SiteModel } from '../../model/site.js';
import { concurrently, type EmitStep, type ManifestDraft, type OutputSink } from '../../model/emit-step.js';
import { emitChunks, emitSite } from '../../stages/emit';
import { emitBlogFeeds, feedsStep } from '../blog-feeds';
import { TextCache } from '../../cache/text-cache';
import { discoveryStep } from '../discovery';
import { hostRulesStep } from '../netlify';
import { siteFixture } from './site-fixture';
import { searchStep } from '../../search/index';
import { indexInThread, type Indexer } from '../../search/indexer';

const body: HastRoot = { type: 'root', children: [{ type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Hello.' }] }] };

function post(route: string, date: string, unlisted = false): BlogPostChunk {
  return {
    kind: 'blog-post',
    route,
    title: route,
    description: 'About it.',
    date,
    authors: [],
    tags: [],
    readingMinutes: 1,
    unlisted,
    blogSidebar: null,
    toc: [],
    body: structuredClone(body),
    previous: null,
    next: null,
    lastUpdatedAt: null,
    editUrl: null,
  };
}

const doc = {
  kind: 'doc',
  route: '/docs/intro',
  title: 'Intro',
  description: '',
  keywords: [],
  sidebar: null,
  version: 'current',
  lastUpdatedAt: '2024-03-01T00:00:00.000Z',
  body,
} as unknown as DocChunk;

function model(): SiteModel {
  return {
    site: siteFixture(),
    routes: [
      { chunk: post('/blog/new', '2024-02-02'), sidebar: null },
      { chunk: post('/blog/hidden', '2024-02-01', true), sidebar: null },
      { chunk: doc, sidebar: null },
      { chunk: { ...doc, route: '/docs/secret', unlisted: true }, sidebar: null },
      {
        chunk: {
          kind: 'doc-tag',
          route: '/docs/tags/secret',
          title: 'Secret',
          tag: { label: 'secret', route: '/docs/tags/secret' },
          allTagsRoute: '/docs/tags',
          docs: [],
          unlisted: true,
        },
        sidebar: null,
      },
    ],
    sidebars: [],
    versions: [],
    entries: [],
    staticDir: '/nonexistent',
    blog: {
      title: 'Blog',
      description: 'News.',
      feeds: { types: ['rss', 'atom', 'json'], blogPrefix: '/blog', title: null, description: null, copyright: null, language: null, limit: null },
    },
    sitePages: {},
    blogPostList: null,
  };
}

/** A streamed file, kept whole in `files` once closed. */
function partsInto(files: Map<string, string>, path: string) {
  const parts: string[] = [];
  return { write: (part: string) => void parts.push(part), close: () => void files.set(path, parts.join('')) };
}

/** Runs steps the way emitSite does, into memory. */
async function run(...steps: ((m: SiteModel, o: OutputSink, d: ManifestDraft) => void | Promise<void>)[]) {
  const files = new Map<string, string>();
  const out: OutputSink = {
    writeHashedJson: (folder, name) => `/_data/${folder}${name}.json`,
    write: (path, data) => void files.set(path, String(data)),
    openFile: (path) => partsInto(files, path),
    copyDir: () => undefined,
  };
  const draft = { routes: {}, sidebars: {} } as unknown as Manifest;
  for (const step of steps) await step(model(), out, draft);
  return files;
}

describe('emit steps beside the chunks', () => {
  it('feeds: the listed posts only, at the feed paths', async () => {
    const files = await run(emitBlogFeeds);
    expect([...files.keys()].sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml']);
    const json = parseJsonFeed(JSON.parse(files.get('blog/feed.json')!));
    expect(json.items?.map((i) => i.url)).toEqual(['https://lamps.example/blog/new']);
    expect(files.get('blog/rss.xml')).not.toContain('/blog/hidden');
  });

  it('feeds: made once while the posts and settings are unchanged, remade when a post changes', async () => {
    const cache = new TextCache(null);
    const first = await run(feedsStep(cache));
    const second = await run(feedsStep(cache));
    expect(cache.stats).toEqual({ made: 1, cached: 1 });
    expect(second).toEqual(first);
    expect(first).toEqual(await run(emitBlogFeeds));
    const changed = model();
    changed.routes.find((r) => r.chunk.route === '/blog/new')!.chunk.title = 'Renamed';
    const files = new Map<string, string>();
    const out = {
      writeHashedJson: () => '',
      write: (path: string, data: string | Buffer) => void files.set(path, String(data)),
      openFile: (path: string) => partsInto(files, path),
      copyDir: () => undefined,
    };
    await feedsStep(cache)(changed, out, { routes: {}, sidebars: {} } as unknown as Manifest);
    expect(cache.stats.made).toBe(2);
    expect(files.get('blog/rss.xml')).toContain('Renamed');
  });

  it('feeds: a feed the last output made from the same inputs is linked unread, and its text stays in the cache', async () => {
    const cache = new TextCache(null);
    const named = new Map<string, { file: string; size: number }>();
    const linked: string[] = [];
    const written = new Map<string, string>();
    const keyed = (known: Map<string, { file: string; size: number }>): OutputSink => ({
      writeHashedJson: () => '',
      write: (path, data) => void written.set(path, String(data)),
      openFile: (path) => partsInto(written, path),
      copyDir: () => undefined,
      linkKeyed: (key) => {
        const file = known.get(key) ?? null;
        if (file) linked.push(file.file);
        return file;
      },
      keyedFile: (key, file, size) => void named.set(key, { file, size }),
    });
    const draft = () => ({ routes: {}, sidebars: {} }) as unknown as Manifest;
    await feedsStep(cache)(model(), keyed(new Map()), draft());
    expect([...named.values()].map((n) => n.file).sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml']);
    expect([...named.values()].map((n) => n.size)).toEqual([...named.values()].map((n) => Buffer.byteLength(written.get(n.file)!)));
    const first = new Map(written);
    written.clear();
    // The next build's output holds all three: none is read, made or written.
    await feedsStep(cache)(model(), keyed(new Map(named)), draft());
    expect(linked.sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml']);
    expect(written.size).toBe(0);
    expect(cache.stats).toEqual({ made: 1, cached: 1 });
    // Its text was kept for a build whose output has lost one of them.
    const oneLost = new Map([...named].filter(([, n]) => n.file !== 'blog/rss.xml'));
    await feedsStep(cache)(model(), keyed(oneLost), draft());
    expect(cache.stats).toEqual({ made: 1, cached: 2 });
    expect([...written]).toEqual([['blog/rss.xml', first.get('blog/rss.xml')]]);
  });

  it('search: an index the last output made from the same documents is linked, neither made nor read', async () => {
    const cache = new TextCache(null);
    let made = 0;
    const counting: Indexer = (kind, documents) => (made++, indexInThread(kind, documents));
    const named = new Map<string, { file: string; size: number }>();
    const written: string[] = [];
    const out = (known: Map<string, { file: string; size: number }>): OutputSink => ({
      writeHashedJson: (folder, name) => `/_data/${folder}${name}.json`,
      write: (path) => void written.push(path),
      openFile: (path) => ({ write: () => undefined, close: () => void written.push(path) }),
      copyDir: () => undefined,
      linkKeyed: (key) => known.get(key) ?? null,
      keyedFile: (key, file, size) => void named.set(key, { file, size }),
    });
    const first = { routes: {}, sidebars: {} } as unknown as Manifest;
    await emitChunks(model(), out(new Map()), first);
    await searchStep(cache, counting)(model(), out(new Map()), first);
    const indexes = made;
    expect(indexes).toBeGreaterThan(0);
    expect([...named.values()].map((n) => `/${n.file}`).sort()).toEqual(
      written
        .filter((p) => p.startsWith('_data/search/'))
        .map((p) => `/${p}`)
        .sort(),
    );
    written.length = 0;
    const second = { routes: {}, sidebars: {} } as unknown as Manifest;
    await emitChunks(model(), out(new Map()), second);
    await searchStep(cache, counting)(model(), out(new Map(named)), second);
    expect(made).toBe(indexes);
    expect(written.filter((p) => p.startsWith('_data/search/'))).toEqual([]);
    expect(second.search).toEqual(first.search);
  });

  it('sitemap and robots.txt: every route the chunk step listed, except unlisted posts, docs and tags, and /search', async () => {
    const files = await run(emitChunks, discoveryStep({ filename: 'map.xml', ignorePatterns: [], changefreq: 'weekly', priority: 0.5 }));
    const xml = files.get('map.xml')!;
    expect(xml).toContain('<loc>https://lamps.example/docs/intro</loc><lastmod>2024-03-01T00:00:00.000Z</lastmod><changefreq>weekly</changefreq>');
    expect(xml).toContain('<loc>https://lamps.example/blog/new</loc><lastmod>2024-02-02</lastmod>');
    expect(xml).not.toContain('/blog/hidden');
    expect(xml).not.toContain('/docs/secret');
    expect(xml).not.toContain('/docs/tags/secret');
    expect(files.get('robots.txt')).toContain('Sitemap: https://lamps.example/map.xml');
  });

  it('search: neither an unlisted post nor an unlisted doc is indexed (they ask not to be)', async () => {
    const indexed: { kind: string; route: unknown }[] = [];
    const recording: Indexer = (kind, documents) => {
      for (const d of documents) indexed.push({ kind, route: (d as { route?: unknown }).route });
      return indexInThread(kind, documents);
    };
    await run(emitChunks, searchStep(new TextCache(null), recording));
    const titles = indexed.filter((d) => d.kind === 'titles').map((d) => d.route);
    expect(titles.sort()).toEqual(['/blog/new', '/docs/intro']);
    expect(indexed.map((d) => d.route)).not.toContain('/docs/secret');
  });

  it('host rules: the CSP, a Markdown rule per doc and post, the content redirects before the generated ones', async () => {
    const files = await run(emitChunks, hostRulesStep('/old /docs/intro 301'));
    const headers = files.get('_headers')!;
    expect(headers).toContain("Content-Security-Policy: default-src 'self'");
    expect(headers).toContain('/docs/intro.md\n  Content-Type: text/markdown; charset=utf-8');
    const redirects = files.get('_redirects')!;
    expect(redirects.indexOf('/old /docs/intro 301')).toBeLessThan(redirects.indexOf('/docs/intro.html /docs/intro 301!'));
  });
});

describe('steps that run concurrently', () => {
  const sink = (files: string[]): OutputSink => ({
    writeHashedJson: (folder, name) => `/_data/${folder}/${name}.json`,
    write: (path) => void files.push(path),
    openFile: (path) => ({ write: () => undefined, close: () => void files.push(path) }),
    copyDir: () => undefined,
  });

  it('go on while the next steps run; the manifest is written once they ended', async () => {
    const files: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Waits on the step after it: run in line, this would never end.
    const waiting = concurrently(async (_m, out, draft) => {
      await released;
      out.write('search.json', '{}');
      draft.search = null;
    });
    const next: EmitStep = (_m, out) => {
      out.write('next.txt', 'x');
      release();
    };
    const manifest = await emitSite(model(), sink(files), [waiting, next]);
    // The route table and boot.json follow the manifest.
    expect(files.slice(0, 3)).toEqual(['next.txt', 'search.json', 'manifest.json']);
    expect(manifest.buildId).toMatch(/\w+/);
  });

  it('fail the emit when they fail, after the other steps ended, and never as an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const files: string[] = [];
      const failing = concurrently(async () => {
        await Promise.resolve();
        throw new Error('the index thread stopped');
      });
      // Slower than the failing step: its failure is seen while this one still runs.
      const slow: EmitStep = async (_m, out) => {
        await new Promise((resolve) => setImmediate(resolve));
        out.write('slow.txt', 'x');
      };
      await expect(emitSite(model(), sink(files), [failing, slow])).rejects.toThrow('the index thread stopped');
      expect(files).toEqual(['slow.txt']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('call whileWaiting once the steps in line are done and a concurrent one still runs, and not when none does', async () => {
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const waiting = concurrently(async (_m, out) => {
      await released;
      out.write('search.json', '{}');
    });
    const inLine: EmitStep = (_m, out) => void out.write('chunks.json', '{}');
    const files: string[] = [];
    const done = emitSite(model(), sink(files), [waiting, inLine], 'manifest.json', () => {
      calls.push(`waiting after ${files.join(' ')}`);
      release();
    });
    await done;
    expect(calls).toEqual(['waiting after chunks.json']);
    const quick = concurrently((_m, out) => void out.write('search.json', '{}'));
    // Ended before the steps in line did: nothing to wait for.
    const slowInLine: EmitStep = async () => {
      await new Promise((resolve) => setImmediate(resolve));
    };
    await emitSite(model(), sink([]), [quick, slowInLine], 'manifest.json', () => calls.push('again'));
    expect(calls).toEqual(['waiting after chunks.json']);
  });

  it('end before an error of a step in line is reported', async () => {
    const files: string[] = [];
    const late = concurrently(async (_m, out) => {
      await new Promise((resolve) => setImmediate(resolve));
      out.write('late.txt', 'x');
    });
    const broken: EmitStep = () => {
      throw new Error('bad sidebar');
    };
    await expect(emitSite(model(), sink(files), [late, broken])).rejects.toThrow('bad sidebar');
    expect(files).toEqual(['late.txt']);
  });
});
