import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { imageSize } from 'image-size';
import { build } from '../build.js';
import { copySite } from './copy-site.js';
import type { BlogListChunk, DocChunk, HastElement, HastNode, HastRoot, Manifest, SidebarChunk, RouteChunkJson } from '../../common/contract.js';
import { routeChunkFromJson } from '../../common/hast-json';

/**
 * Site options of fixtures/docusaurus-site-2 that shape the output: `staticDirectories`,
 * `markdown.format: 'detect'`, the client-redirects plugin's `createRedirects`, the blog's
 * `feedOptions` and `truncateMarker` (feeds per locale), `trailingSlash: false`, and llms.txt over
 * the last docs version only.
 */
let out: string;
let manifest: Manifest;
let warnings: string[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'site-options-'));
  const result = await build({ contentRoot: resolve('fixtures/docusaurus-site-2'), outDir: out, app: false, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  manifest = result.manifest!;
  warnings = result.report.warnings.map((w) => w.message);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** An element's text. */
const textOf = (node: HastNode): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/** The first element of a body that `test` accepts. */
function findElement(node: HastRoot | HastNode, test: (e: HastElement) => boolean): HastElement | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (node.type === 'text') return undefined;
  for (const child of node.children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

const read = (path: string) => readFileSync(join(out, path), 'utf8');
const chunk = <T>(route: string, m: Manifest = manifest) => routeChunkFromJson(JSON.parse(read(m.routes[route]!.chunk.slice(1))) as RouteChunkJson) as T;

describe('fixture site 2: site options', () => {
  it('none of these options is named in the "no effect here" warning', () => {
    const unapplied = warnings.find((w) => w.includes('no effect in this build')) ?? '';
    expect(unapplied).not.toMatch(/trailingSlash|staticDirectories|markdown\.format|createRedirects/);
  });

  it('docs include: only files its globs match are docs, in every version (docs/scratch/ is not built)', () => {
    expect(Object.keys(manifest.routes).filter((r) => r.includes('scratch'))).toEqual([]);
    expect(manifest.routes['/docs/next/guide/offline']).toBeDefined();
    expect(manifest.routes['/docs/guide/legacy-import']).toBeDefined();
  });

  it('staticDirectories: every folder is published at the root; the first folder wins a clash', () => {
    expect(read('downloads/checksums.txt')).toContain('quillmate-7.0.0.tar.gz');
    expect(read('origin.txt')).toBe('Quillmate static folder: static/\n');
    expect(existsSync(join(out, 'img/logo.svg'))).toBe(true);
  });

  it("markdown.format 'detect': a .md file is CommonMark (braces and < are text, its HTML renders)", () => {
    const body = JSON.stringify(chunk<DocChunk>('/docs/next/guide/offline').body);
    expect(body).toContain('a queue of {n} changes stays literal text, and so does a comparison like 3 < 5.');
    expect(body).toContain('"tagName":"kbd","children":[{"type":"text","value":"Ctrl"}]');
    expect(body).toContain('"tagName":"summary"');
  });

  it("docs remarkPlugins and rehypePlugins: the site's own plugins run on its docs, with their options, from the site folder", () => {
    const body = JSON.stringify(chunk<DocChunk>('/docs/next/intro').body);
    // remark-glossary read glossary.json relative to the site folder and marked the term's first use.
    expect(body).toContain(
      '{"type":"element","tagName":"em","children":[{"type":"text","value":"shared folder"}],"properties":{"className":["glossary-term"],"title":"A folder every device of an account reads and writes; Quillmate keeps it in step."}}',
    );
    // rehype-outbound ran after remark-rehype, on the HTML tree.
    expect(body).toContain('"href":"https://git.example/quillmate","className":["outbound"]');
  });

  it('createRedirects: its paths for every page (and every locale) join the _redirects rules', () => {
    const rules = read('_redirects');
    expect(rules).toContain('/sub/docs/handbook/install /sub/docs/guide/install 301');
    expect(rules).toContain('/sub/ar/docs/handbook/sync /sub/ar/docs/guide/sync 301');
    // The `redirects` option is still written.
    expect(rules).toContain('/sub/getting-started /sub/docs/guide/install 301');
  });

  it("the site's _redirects keeps every rule Netlify reads, a domain-level one included", () => {
    expect(read('_redirects')).toContain('https://quillmate-old.example/*  https://quillmate.example/sub/:splat  301!');
  });

  it("a versioned doc's Markdown links resolve in its own version's folder, as Docusaurus resolves them", () => {
    const body = JSON.stringify(chunk<DocChunk>('/docs/guide/legacy-import').body);
    // `intro.md` (not beside the file: then the version's folder) and `/guide/install.md` (the version's folder).
    expect(body).toContain('"href":"/docs/intro"');
    expect(body).toContain('"href":"/docs/guide/install"');
    expect(body).not.toContain('/docs/next/');
  });

  it('truncateMarker: the custom marker splits the excerpt and never shows', () => {
    const list = chunk<BlogListChunk>('/blog');
    const six = list.posts.find((p) => p.route === '/blog/2024/03/14/release-six')!;
    expect(six.truncated).toBe(true);
    expect(JSON.stringify(six.excerpt)).not.toContain('two seconds');
    expect(read('blog/2024/03/14/release-six.md')).not.toContain('more');
  });

  it('feedOptions: every type, its title, description, copyright and limit; each locale has its own feeds', () => {
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'ar/blog/rss.xml', 'ar/blog/atom.xml', 'ar/blog/feed.json'])
      expect(existsSync(join(out, file)), file).toBe(true);
    const rss = read('blog/rss.xml');
    expect(rss).toContain('<title>Quillmate release notes</title>');
    expect(rss).toContain('<description>What changed in each Quillmate release train.</description>');
    expect(rss).toContain('<copyright>Copyright © 2024 Quillmate contributors</copyright>');
    expect(rss).toContain('<language>en</language>');
    // limit: 1, the newest post.
    expect(rss.match(/<item>/g)).toHaveLength(1);
    expect(rss).toContain('https://quillmate.example/sub/blog/2024/05/02/release-seven');
    const ar = read('ar/blog/rss.xml');
    expect(ar).toContain('<language>ar</language>');
    expect(ar).toContain('https://quillmate.example/sub/ar/blog/2024/05/02/release-seven');
    const json = JSON.parse(read('ar/blog/feed.json')) as { feed_url: string; home_page_url: string };
    expect(json.feed_url).toBe('https://quillmate.example/sub/ar/blog/feed.json');
    expect(json.home_page_url).toBe('https://quillmate.example/sub/ar/blog');
  });

  it("a component's useDocsVersion() at build time reads the page's own version (1.0 under /docs, the current one under /docs/next)", () => {
    const note = (route: string) => {
      const found = findElement(chunk<DocChunk>(route).body, (e) => (e.properties?.className as string[] | undefined)?.includes('version-note') === true);
      return found && [found.properties?.['data-version'], textOf(found)];
    };
    expect(note('/docs/api/endpoints')).toEqual(['1.0', 'These endpoints are described as they are in release v1.0, the one most installs run.']);
    // Its useDocVersionSuggestions() link, to the same doc in the latest version.
    expect(note('/docs/next/api/endpoints')).toEqual(['current', 'These endpoints are described as they are in release Next. Read them for v1.0.']);
  });

  it('llms.txt lists the last docs version only; the other versions are still Markdown pages', () => {
    const index = read('llms.txt');
    expect(index).toContain('(https://quillmate.example/sub/docs/intro.md)');
    expect(index).not.toContain('/docs/next/');
    expect(read('llms-full.txt')).not.toContain('Working offline');
    expect(read('docs/next/guide/offline.md')).toContain('# Working offline');
  });

  it('ideal image: <Image img={require(...)}> is made at the widths of quality/min/max/steps and offered as srcSet; a Markdown image stays an image', () => {
    const body = JSON.stringify(chunk<DocChunk>('/docs/next/api/endpoints').body);
    // 1600 px wide: 640 and 1030 px (steps: 2), the largest as `img`, its box from the original's ratio.
    expect(body).toMatch(
      /"tagName":"IdealImage","children":\[\],"properties":\{"img":"\/assets\/content\/sync-overview\.\w+\.1030\.png","alt":"[^"]+","srcSet":"\/assets\/content\/sync-overview\.\w+\.640\.png 640w, \/assets\/content\/sync-overview\.\w+\.1030\.png 1030w","sizes":"\(max-width: 1030px\) 100vw, 1030px","width":"1030","height":"515"\}/,
    );
    // 480 px wide, narrower than `min`: made once at its own width (never upscaled), nothing to choose from.
    expect(body).toMatch(
      /"tagName":"IdealImage","children":\[\],"properties":\{"img":"\/assets\/content\/daemon-diagram\.\w+\.480\.png","alt":"The editor talks to the local daemon, which talks to the sync server","width":"480","height":"240"\}/,
    );
    expect(body).toMatch(
      /"tagName":"img","children":\[\],"properties":\{"src":"\/assets\/content\/daemon-diagram\.\w+\.png","alt":"The daemon between editor and server"\}/,
    );
    const variants = [...new Set(body.match(/\/assets\/content\/[\w-]+\.\w+\.\d+\.png/g))].sort();
    expect(
      variants.map((v) => `${v.replace(/\.\w+\.(\d+)\.png$/, '.$1')} ${(({ width, height }) => `${width}×${height}`)(imageSize(readFileSync(join(out, v))))}`),
    ).toEqual(['/assets/content/daemon-diagram.480 480×240', '/assets/content/sync-overview.1030 1030×515', '/assets/content/sync-overview.640 640×320']);
    const small = variants[0]!;
    expect(read('docs/next/api/endpoints.md')).toContain(
      `![The editor talks to the local daemon, which talks to the sync server](https://quillmate.example/sub${small})`,
    );
  });

  it('trailingSlash: false: no route ends in a slash but the root', () => {
    expect(Object.keys(manifest.routes).filter((r) => r !== '/' && r.endsWith('/'))).toEqual([]);
  });
});

describe('trailingSlash: true (a copy of fixtures/docusaurus-site-pages)', () => {
  it('every route but the root ends in a slash, and so do links, sidebars, the sitemap and llms.txt', async () => {
    const fixtures = resolve('fixtures');
    const dir = mkdtempSync(join(tmpdir(), 'trailing-slash-'));
    try {
      const site = join(dir, 'docusaurus-site-pages');
      copySite(join(fixtures, 'docusaurus-site-pages'), site);
      cpSync(join(fixtures, 'docusaurus-site-pages-docs'), join(dir, 'docusaurus-site-pages-docs'), { recursive: true });
      const config = join(site, 'docusaurus.config.js');
      writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/', trailingSlash: true,"));
      // A relative URL resolves against the page's URL, which ends in a slash: `../install` from
      // /getting-started/drain-valves/ is /getting-started/install/ (without the slash it would be /install).
      writeFileSync(
        join(dir, 'docusaurus-site-pages-docs/getting-started/03-drain-valves.md'),
        '# Drain valves\n\nOpen each valve before the first frost; the valves were fitted [during the install](../install).\n',
      );
      const result = await build({ contentRoot: site, outDir: join(dir, 'out'), app: false, preview: false, log: false });
      expect(result.report.errors).toEqual([]);
      const m = result.manifest!;
      const routes = Object.keys(m.routes);
      expect(routes.filter((r) => !r.endsWith('/'))).toEqual([]);
      expect(routes).toContain('/intro/');
      expect(routes).toContain('/blog/2024/03/10/rain-delay/');
      const readOut = (path: string) => readFileSync(join(dir, 'out', path), 'utf8');
      const intro = readOut(m.routes['/intro/']!.chunk.slice(1));
      expect(intro).toContain('"href":"/getting-started/install/"');
      expect(readOut(m.routes['/getting-started/drain-valves/']!.chunk.slice(1))).toContain('"href":"/getting-started/install/"');
      const sidebar = JSON.parse(readOut(m.sidebars.manual!.slice(1))) as SidebarChunk;
      expect(JSON.stringify(sidebar.items)).toContain('"route":"/intro/"');
      expect(readOut('sitemap.xml')).toContain('<loc>https://orchard.example/intro/</loc>');
      expect(readOut('llms.txt')).toContain('https://orchard.example/intro/index.md');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
