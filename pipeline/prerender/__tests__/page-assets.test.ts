import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { assetLinks, pageAssets, takeViteManifest, type ViteManifest } from '../page-assets';
import { fillTemplate } from '../template';
import { tempDir } from '../../__tests__/temp-dir';
import { PAGE_MODULES } from '../../../common/page-kinds';

/** The shape of Vite's manifest for an entry with a shared chunk and two lazily loaded page kinds. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_client-b2.js'], css: ['assets/index-c3.css'] },
  '_client-b2.js': { file: 'assets/client-b2.js' },
  '_Paginator-d4.js': { file: 'assets/Paginator-d4.js', imports: ['_client-b2.js'], css: ['assets/Paginator-e5.css'] },
  'pages/DocPage.tsx': { file: 'assets/DocPage-f6.js', imports: ['_client-b2.js'], css: ['assets/DocPage-g7.css'] },
  'pages/BlogListPage.tsx': { file: 'assets/BlogListPage-h8.js', imports: ['_client-b2.js', '_Paginator-d4.js'], css: ['assets/BlogListPage-i9.css'] },
};

describe("a page kind's files", () => {
  it('are its chunk and static imports less what the entry loads, shared chunks’ styles first', () => {
    const assets = pageAssets(manifest);
    expect(assets.doc).toEqual({ scripts: ['/assets/DocPage-f6.js'], styles: ['/assets/DocPage-g7.css'] });
    expect(assets['blog-list']).toEqual({
      scripts: ['/assets/Paginator-d4.js', '/assets/BlogListPage-h8.js'],
      styles: ['/assets/Paginator-e5.css', '/assets/BlogListPage-i9.css'],
    });
    // A kind bundled into the entry has no files of its own.
    expect(assets.tags).toBeUndefined();
    expect(pageAssets(null)).toEqual({});
  });

  it('are linked at the end of the head, under the base URL, escaped', () => {
    const links = assetLinks(pageAssets(manifest).doc, '/sub/');
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
    expect(assetLinks(undefined, '/')).toBe('');
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

describe('the page kinds the SPA imports on need (web/pages/kinds.ts)', () => {
  it('are the modules named here (common/page-kinds.ts)', () => {
    // Read as text: importing kinds.ts would import every page and its stylesheets.
    const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'web', 'pages', 'kinds.ts'), 'utf8');
    const imported: Record<string, string> = {};
    for (const m of source.matchAll(/^\s+'?([a-z-]+)'?: \(\) => import\('\.\/(\w+)'\),$/gm)) imported[m[1]!] = `${m[2]!}.tsx`;
    expect(imported).toEqual(PAGE_MODULES);
  });
});
