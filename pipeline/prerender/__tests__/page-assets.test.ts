import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { assetIndex, assetLinks, pageAssets, takeViteManifest, type ViteManifest } from '../page-assets';
import { fillTemplate } from '../template';
import { tempDir } from '../../__tests__/temp-dir';
import { PAGE_MODULES } from '../../../common/page-kinds';
import { ON_NEED_COMPONENTS, elementsUsed, elementsUsedInJson } from '../../../common/mdx-component-modules';
import { localComponentsUsed, localComponentsUsedInJson } from '../../../common/local-components';
import { packHast } from '../../../common/hast-json';
import type { HastRoot } from '../../../common/contract';

/** The shape of Vite's manifest: an entry with a shared chunk, two lazily loaded page kinds and two on-need components. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_client-b2.js'], css: ['assets/index-c3.css'] },
  '_client-b2.js': { file: 'assets/client-b2.js' },
  '_Paginator-d4.js': { file: 'assets/Paginator-d4.js', imports: ['_client-b2.js'], css: ['assets/Paginator-e5.css'] },
  'pages/DocPage.tsx': { file: 'assets/DocPage-f6.js', imports: ['_client-b2.js'], css: ['assets/DocPage-g7.css'] },
  'pages/BlogListPage.tsx': { file: 'assets/BlogListPage-h8.js', imports: ['_client-b2.js', '_Paginator-d4.js'], css: ['assets/BlogListPage-i9.css'] },
  'theme/Tabs/index.tsx': { file: 'assets/index-j1.js', imports: ['_client-b2.js'], css: ['assets/index-k2.css'] },
  'theme/Admonition/index.tsx': { file: 'assets/index-l3.js', imports: ['_client-b2.js'], css: ['assets/index-m4.css'] },
  // A site's own component file, outside the Vite root (web/), and one extracted from an MDX file.
  '../site/src/Dimmer.jsx': { file: 'assets/Dimmer-n5.js', imports: ['_client-b2.js', '_ms-o6.js'] },
  '_ms-o6.js': { file: 'assets/ms-o6.js' },
  '../.cache/generated/site/extracted/guide-Namer.p7.jsx': { file: 'assets/guide-Namer-p7.js', imports: ['_client-b2.js'], css: ['assets/guide-Namer-q8.css'] },
};
const index = assetIndex(
  manifest,
  {
    'src/Dimmer.jsx': { path: '/repo/site/src/Dimmer.jsx', exportName: 'default' },
    'docs/guide.mdx#Namer': { path: '/repo/.cache/generated/site/extracted/guide-Namer.p7.jsx', exportName: 'default' },
    'src/Unused.jsx': { path: '/repo/site/src/Unused.jsx', exportName: 'default' },
  },
  '/repo/web',
);
const local = (component: string, props: Record<string, unknown> = {}) => ({
  type: 'element',
  tagName: 'LocalComponent',
  children: [],
  properties: { component, ...props },
});
const tree = (...names: string[]) =>
  JSON.stringify({ kind: 'doc', body: { type: 'root', children: names.map((tagName) => ({ type: 'element', tagName, children: [] })) } });

describe("a page's files beyond the entry's", () => {
  it('are its kind’s chunk and static imports less what the entry loads, shared chunks’ styles first', () => {
    expect(pageAssets(index, 'doc', tree())).toEqual({ scripts: ['/assets/DocPage-f6.js'], styles: ['/assets/DocPage-g7.css'] });
    expect(pageAssets(index, 'blog-list', tree())).toEqual({
      scripts: ['/assets/Paginator-d4.js', '/assets/BlogListPage-h8.js'],
      styles: ['/assets/Paginator-e5.css', '/assets/BlogListPage-i9.css'],
    });
    // A kind bundled into the entry has no files of its own.
    expect(pageAssets(index, 'tags', tree())).toEqual({ scripts: [], styles: [] });
    expect(assetIndex(null)).toEqual({ kinds: {}, components: {}, local: {}, routeComponents: {} });
  });

  it("find a page module a chunk group took in by its group chunk's name, with the group's shared chunk", () => {
    const grouped: ViteManifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_client-b2.js'], css: ['assets/index-c3.css'] },
      '_client-b2.js': { file: 'assets/client-b2.js' },
      '_page-parts-r1.js': { file: 'assets/page-parts-r1.js', name: 'page-parts', imports: ['_client-b2.js'], css: ['assets/page-parts-s2.css'] },
      '_DocPage-t3.css': { file: 'assets/DocPage-t3.css' },
      '_DocPage-u4.js': { file: 'assets/DocPage-u4.js', name: 'DocPage', imports: ['_client-b2.js', '_page-parts-r1.js'], css: ['assets/DocPage-t3.css'] },
    };
    expect(pageAssets(assetIndex(grouped), 'doc', '{}')).toEqual({
      scripts: ['/assets/page-parts-r1.js', '/assets/DocPage-u4.js'],
      styles: ['/assets/page-parts-s2.css', '/assets/DocPage-t3.css'],
    });
  });

  it("name a docs instance's route component on that instance's doc pages only, with the chunks it imports", () => {
    const routed: ViteManifest = {
      ...manifest,
      '_season-k1.js': { file: 'assets/season-k1.js', imports: ['_client-b2.js'] },
      // Vite names a generated module by its id without the \0, relative to the bundle's root.
      '../theme-route-component-fill:recipes': {
        file: 'assets/_theme-route-component-fill_recipes-k2.js',
        src: '../theme-route-component-fill:recipes',
        imports: ['_client-b2.js', '_season-k1.js'],
        css: ['assets/_theme-route-component-fill_recipes-k3.css'],
      },
    };
    const index = assetIndex(routed);
    expect(pageAssets(index, 'doc', tree(), 'recipes')).toEqual({
      scripts: ['/assets/DocPage-f6.js', '/assets/season-k1.js', '/assets/_theme-route-component-fill_recipes-k2.js'],
      styles: ['/assets/DocPage-g7.css', '/assets/_theme-route-component-fill_recipes-k3.css'],
    });
    expect(pageAssets(index, 'doc', tree(), 'default')).toEqual(pageAssets(index, 'doc', tree()));
  });

  it('leave out what the built index.html loads when the manifest names no HTML entry (Vite 8)', () => {
    const noEntry: ViteManifest = { ...manifest, '_app-z9.js': { file: 'assets/app-z9.js', imports: ['_client-b2.js'], css: ['assets/app-z8.css'] } };
    delete noEntry['index.html'];
    noEntry['pages/DocPage.tsx'] = { ...manifest['pages/DocPage.tsx']!, imports: ['_app-z9.js'] };
    const html =
      '<script type="module" crossorigin src="/sub/assets/app-z9.js"></script><link rel="modulepreload" crossorigin href="/sub/assets/client-b2.js"><link rel="stylesheet" crossorigin href="/sub/assets/app-z8.css">';
    expect(pageAssets(assetIndex(noEntry, {}, '', html), 'doc', tree())).toEqual({ scripts: ['/assets/DocPage-f6.js'], styles: ['/assets/DocPage-g7.css'] });
    // Without the page's HTML, the entry's files would be named a second time.
    expect(pageAssets(assetIndex(noEntry), 'doc', tree()).styles).toEqual(['/assets/app-z8.css', '/assets/DocPage-g7.css']);
  });

  it('add the on-need components its chunk uses, at any depth, each once', () => {
    const chunk = JSON.stringify({
      kind: 'doc',
      body: { type: 'root', children: [{ type: 'element', tagName: 'div', children: [{ type: 'element', tagName: 'TabItem', children: [] }] }] },
    });
    expect(pageAssets(index, 'doc', chunk).scripts).toEqual(['/assets/DocPage-f6.js', '/assets/index-j1.js']);
    expect(pageAssets(index, 'doc', tree('Tabs', 'TabItem', 'Admonition', 'p')).styles).toEqual([
      '/assets/DocPage-g7.css',
      '/assets/index-m4.css',
      '/assets/index-k2.css',
    ]);
  });

  it('add the local components its chunk renders, with their own imports, by registry key', () => {
    const chunk = JSON.stringify({
      kind: 'doc',
      body: {
        type: 'root',
        children: [{ type: 'element', tagName: 'div', children: [local('docs/guide.mdx#Namer'), local('src/Dimmer.jsx', { initial: 40 })] }],
      },
    });
    expect(pageAssets(index, 'doc', chunk)).toEqual({
      scripts: ['/assets/DocPage-f6.js', '/assets/guide-Namer-p7.js', '/assets/ms-o6.js', '/assets/Dimmer-n5.js'],
      styles: ['/assets/DocPage-g7.css', '/assets/guide-Namer-q8.css'],
    });
    // A component the Vite build did not bundle (no manifest entry) adds nothing.
    expect(Object.keys(index.local).sort()).toEqual(['docs/guide.mdx#Namer', 'src/Dimmer.jsx']);
    expect(pageAssets(index, 'doc', tree('p')).scripts).toEqual(['/assets/DocPage-f6.js']);
  });

  it('are linked at the end of the head, under the base URL', () => {
    const links = assetLinks(pageAssets(index, 'doc', tree()), '/sub/');
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/sub/assets/DocPage-g7.css"><link rel="modulepreload" crossorigin href="/sub/assets/DocPage-f6.js">',
    );
    const html = fillTemplate(
      '<html><head><title>t</title><link rel="stylesheet" href="/index.css"></head><body><div id="root"></div></body></html>',
      '<title>Page</title>',
      '<p>x</p>',
      '',
      links,
    );
    expect(html.indexOf('/index.css')).toBeLessThan(html.indexOf('DocPage-g7.css'));
    expect(html).toContain('DocPage-f6.js"></head>');
    expect(assetLinks({ scripts: [], styles: [] }, '/')).toBe('');
  });

  it('come from the manifest in the output folder, which is then removed from it', () => {
    const out = tempDir('page-assets-');
    mkdirSync(join(out, '.vite'));
    writeFileSync(join(out, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(takeViteManifest(out)).toEqual(manifest);
    expect(existsSync(join(out, '.vite'))).toBe(false);
    expect(takeViteManifest(out)).toBeNull();
  });
});

// Read as text: importing the SPA's modules would import every page and its stylesheets.
const webFile = (path: string) => readFileSync(join(import.meta.dirname, '..', '..', '..', 'web', path), 'utf8');

describe('what the SPA imports on need', () => {
  it('page kinds (web/pages/kinds.ts) are the modules named here (common/page-kinds.ts)', () => {
    const imported: Record<string, string> = {};
    for (const m of webFile('pages/kinds.ts').matchAll(/^\s+'?([a-z-]+)'?: \(\) => import\('\.\/(\w+)'\),$/gm)) imported[m[1]!] = `${m[2]!}.tsx`;
    expect(imported).toEqual(PAGE_MODULES);
  });

  it('MDX components (web/mdx/components.tsx) are the modules named here (common/mdx-component-modules.ts)', () => {
    const imported: Record<string, string> = {};
    // `../theme/X` and `@theme/X` (a slot a swizzle may fill) are a theme folder's index; `./X` a module beside components.tsx.
    for (const m of webFile('mdx/components.tsx').matchAll(/^\s+(\w+): \(\) => import\('(\.\.?|@theme)\/([\w/]+)'\)/gm))
      imported[m[1]!] = m[2] === '..' ? `${m[3]!}/index.tsx` : m[2] === '@theme' ? `theme/${m[3]!}/index.tsx` : `mdx/${m[3]!}.tsx`;
    expect(imported).toEqual(ON_NEED_COMPONENTS);
  });
});

describe('the on-need components a chunk names', () => {
  it('are the same found in its JSON text as in its parsed tree, and a string cannot fake one', () => {
    const chunk = {
      kind: 'doc',
      title: 'About "tagName":"Mermaid"',
      body: {
        type: 'root',
        children: [
          { type: 'element', tagName: 'p', children: [{ type: 'element', tagName: 'Tabs', children: [{ type: 'text', value: '"tagName":"IdealImage"' }] }] },
        ],
      },
    };
    expect([...elementsUsedInJson(JSON.stringify(chunk), ON_NEED_COMPONENTS)]).toEqual(['Tabs']);
    expect([...elementsUsed(chunk, ON_NEED_COMPONENTS)]).toEqual(['Tabs']);
    // As the file holds a doc's body: packed (a diagram's files were not named in its page's head).
    const file = JSON.stringify({ ...chunk, body: packHast(chunk.body as HastRoot) });
    expect([...elementsUsedInJson(file, ON_NEED_COMPONENTS)]).toEqual(['Tabs']);
    const diagram = JSON.stringify({
      kind: 'doc',
      body: packHast({ type: 'root', children: [{ type: 'element', tagName: 'Mermaid', properties: {}, children: [] }] }),
    });
    expect([...elementsUsedInJson(diagram, ON_NEED_COMPONENTS)]).toEqual(['Mermaid']);
  });
});

describe('the local components a chunk renders', () => {
  it('are the same found in its JSON text as in its parsed tree', () => {
    const chunk = {
      kind: 'doc',
      title: 'Local components',
      body: { type: 'root', children: [{ type: 'element', tagName: 'p', children: [local('src/Dimmer.jsx'), { type: 'text', value: 'src/Unused.jsx' }] }] },
      toc: [local('docs/guide.mdx#Namer')],
    };
    const keys = ['src/Dimmer.jsx', 'docs/guide.mdx#Namer', 'src/Unused.jsx'];
    expect(localComponentsUsedInJson(JSON.stringify(chunk), keys)).toEqual(['src/Dimmer.jsx', 'docs/guide.mdx#Namer']);
    expect([...localComponentsUsed(chunk)]).toEqual(['src/Dimmer.jsx', 'docs/guide.mdx#Namer']);
    // Another element's `component` property is not a local component.
    expect([...localComponentsUsed({ type: 'element', tagName: 'div', properties: { component: 'src/Dimmer.jsx' }, children: [] })]).toEqual([]);
  });
});
