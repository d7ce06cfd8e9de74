import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import type { BlogPostChunk, DocChunk, Manifest } from '../../../common/contract';
import type { SiteModel } from '../../model/site.js';
import { llmsSections } from '../llms';
import { siteFixture } from './site-fixture';
import { headersFor, parseHeadersFile } from '../../../common/netlify/rules';

const FIXTURE = join(import.meta.dirname, '..', '..', '__tests__', 'fixtures', 'site');
let work: string;
let out: string;
let manifest: Manifest;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'llms-test-'));
  out = join(work, 'out');
  const result = await build({ contentRoot: FIXTURE, outDir: out, app: false, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  manifest = result.manifest!;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(out, path), 'utf8');

describe('pages for AI tools', () => {
  it('llms.txt: H1 site name, blockquote summary, one H2 per sidebar and the blog, linked Markdown with descriptions', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${manifest.site.title}`);
    expect(lines[2]).toBe(`> ${manifest.site.tagline}`);
    const sections = lines.filter((l) => l.startsWith('## '));
    expect(sections).toEqual(['## Docs', '## Blog']);
    const docs = text.slice(text.indexOf('## Docs'), text.indexOf('## Blog'));
    // Sidebar order: intro, then the Guide category's own doc and its items.
    expect(docs.match(/^- \[[^\]]+\]/gm)).toEqual(['- [Introduction]', '- [Guide]', '- [Setup]', '- [Usage]']);
    expect(docs).toMatch(/^- \[Introduction\]\(https:\/\/fixture\.example\/docs\/intro\.md\): \S/m);
    expect(text.slice(text.indexOf('## Blog')).match(/^- \[/gm)?.length).toBe(12);
  });

  it('every doc and post is Markdown at <route>.md, and llms-full.txt holds them all', () => {
    const pages = Object.entries(manifest.routes).filter(([, r]) => r.kind === 'doc' || r.kind === 'blog-post');
    expect(pages.length).toBeGreaterThan(10);
    const full = read('llms-full.txt');
    for (const [route, entry] of pages) {
      const file = route.endsWith('/') ? `${route}index.md` : `${route}.md`;
      expect(existsSync(join(out, file)), file).toBe(true);
      const md = read(file);
      expect(md.startsWith(`# ${entry.title}\n`)).toBe(true);
      expect(full).toContain(md.trimEnd());
    }
    // Tabs: every tab, labelled.
    const usage = read('docs/guide/usage.md');
    expect(usage).toContain('**Linux**\n\nUse the shell.');
    expect(usage).toContain('**macOS**\n\nUse the terminal.');
  });

  it('the host serves the Markdown as text/markdown', () => {
    const rules = parseHeadersFile(read('_headers'));
    expect(headersFor(rules, '/docs/intro.md')['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(headersFor(rules, '/docs/intro')['Content-Type']).toBeUndefined();
  });
});

describe('llms.txt and unlisted pages', () => {
  const body = { type: 'root' as const, children: [] };
  const docChunk = (route: string, unlisted = false) =>
    ({
      kind: 'doc',
      route,
      title: route,
      description: '',
      sidebar: 'docs',
      pluginId: 'default',
      version: 'current',
      body,
      ...(unlisted ? { unlisted: true } : {}),
    }) as unknown as DocChunk;
  const postChunk = (route: string, unlisted: boolean) =>
    ({ kind: 'blog-post', route, title: route, description: '', unlisted, body }) as unknown as BlogPostChunk;

  it('lists neither an unlisted doc nor an unlisted post', () => {
    const model = {
      site: siteFixture(),
      routes: [docChunk('/docs/a'), docChunk('/docs/secret', true), postChunk('/blog/p', false), postChunk('/blog/hidden', true)].map((chunk) => ({
        chunk,
        sidebar: null,
      })),
      sidebars: [
        {
          name: 'docs',
          items: [
            { type: 'doc', id: 'a', label: 'A', route: '/docs/a' },
            { type: 'doc', id: 'secret', label: 'Secret', route: '/docs/secret', unlisted: true },
          ],
        },
      ],
      versions: [],
      blog: { title: 'Blog', description: '' },
    } as unknown as SiteModel;
    expect(llmsSections(model).map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Docs', ['/docs/a']],
      ['Blog', ['/blog/p']],
    ]);
  });
});
