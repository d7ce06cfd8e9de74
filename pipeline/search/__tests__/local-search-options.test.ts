/**
 * The options of Docusaurus's local-search plugin (`@easyops-cn/docusaurus-search-local`) that
 * apply here: read from a Docusaurus config (unit), and applied by a real build of the second
 * fixture site, whose config sets them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build';
import type { Manifest, SearchContentDocument } from '../../../common/contract';
import { localSearchOptions } from '../../../docusaurus/node/config/site-config';
import { searchOf } from '../../config/resolve';

const plugin = (options: Record<string, unknown>) => ({ name: '@easyops-cn/docusaurus-search-local', from: 'plugins[0]', options });

describe("the local-search plugin's options", () => {
  it('maps limits, snippet length, highlighting, what is indexed and contexts by path; names what is not applied', () => {
    const unapplied: string[] = [];
    const config = localSearchOptions(
      plugin({
        hashed: true,
        indexBlog: false,
        indexPages: true,
        language: ['en', 'de'],
        searchResultLimits: 5,
        searchResultContextMaxLength: 80,
        highlightSearchTermsOnTargetPage: true,
        searchContextByPaths: ['docs/guides', { label: { en: 'API' }, path: '/sub/docs/api/' }],
        searchBarShortcutHint: false,
      }),
      '/sub/',
      unapplied,
    );
    expect(config).toEqual({
      highlightOnTarget: true,
      indexBlog: false,
      suggestions: 5,
      snippetLength: 80,
      contextsByPaths: [{ path: '/docs/guides' }, { path: '/docs/api/', label: 'API' }],
    });
    expect(unapplied).toEqual([
      'plugins[0] (@easyops-cn/docusaurus-search-local) option indexPages (React and Markdown pages are not searched)',
      'plugins[0] (@easyops-cn/docusaurus-search-local) option language ["en","de"] (search stems and splits words as English)',
      'plugins[0] (@easyops-cn/docusaurus-search-local) option searchBarShortcutHint',
    ]);
    expect(searchOf(config)).toEqual({
      indexDocs: true,
      indexBlog: false,
      suggestions: 5,
      snippetLength: 80,
      highlightOnTarget: true,
      contextsByPaths: [
        { path: '/docs/guides', label: 'Guides' },
        { path: '/docs/api', label: 'API' },
      ],
    });
  });

  it("keeps the plugin's defaults: highlighting on the target page is off unless set", () => {
    const unapplied: string[] = [];
    expect(searchOf(localSearchOptions(plugin({}), '/', unapplied))).toMatchObject({ highlightOnTarget: false, suggestions: 8, snippetLength: 50 });
    expect(unapplied).toEqual([]);
    // A site config without search options (this project's own) marks the words on the target page.
    expect(searchOf(undefined).highlightOnTarget).toBe(true);
  });
});

describe('a build of fixtures/docusaurus-site-2 with the local-search plugin', () => {
  let out = '';
  let manifest: Manifest;
  let warnings: string[];
  const read = (path: string): unknown => JSON.parse(readFileSync(join(out, path), 'utf8'));

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'local-search-options-'));
    const result = await build({
      contentRoot: resolve(import.meta.dirname, '../../../fixtures/docusaurus-site-2'),
      outDir: out,
      app: false,
      preview: false,
      log: false,
    });
    expect(result.ok).toBe(true);
    warnings = result.report.problems.map((p) => p.message);
    manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
  }, 300_000);

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it('applies its options (no warning names them) and puts them in the site config', () => {
    expect(warnings.filter((w) => w.includes('docusaurus-search-local'))).toEqual([]);
    expect(manifest.site.search).toEqual({
      indexDocs: true,
      indexBlog: true,
      suggestions: 6,
      snippetLength: 60,
      highlightOnTarget: true,
      contextsByPaths: [{ path: '/docs/api', label: 'API reference' }],
    });
  });

  it('makes searchContextByPaths a context of its own, first, with the docs under its path (taken out of their sidebar)', () => {
    // The path is the last version's (`/docs/api`, 1.0 here; `current` is under /docs/next/).
    const contexts = manifest.search!.contexts.filter((c) => c.version === null || c.version === '1.0');
    expect(contexts[0]).toMatchObject({ id: 'docs/api', label: 'API reference', kind: 'docs', path: '/docs/api', version: '1.0' });
    const routes = (id: string) => {
      const index = read(contexts.find((c) => c.id === id)!.index.path) as { docs: { docs: Record<string, SearchContentDocument> } };
      return new Set(Object.values(index.docs.docs).map((d) => d.route));
    };
    expect([...routes('docs/api')]).toEqual(['/docs/api/endpoints']);
    expect([...routes(contexts[1]!.id)].length).toBeGreaterThan(0);
    for (const c of contexts.slice(1)) expect([...routes(c.id)].filter((r) => r.startsWith('/docs/api/'))).toEqual([]);
  });
});
