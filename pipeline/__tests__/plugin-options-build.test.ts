import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from '../build';
import { copySite } from './copy-site';
import type {
  BlogAuthorsChunk,
  BlogListChunk,
  BootManifest,
  DocsData,
  BlogPostChunk,
  DocChunk,
  DocTagChunk,
  Manifest,
  PageChunk,
  SidebarChunk,
  TagsChunk,
  RouteChunkJson,
} from '../../common/contract';
import { routeChunkFromJson } from '../../common/hast-json';

/**
 * The docs/blog/pages plugin options of fixtures/docusaurus-site-pages (its docusaurus.config.js is a
 * function; its docs live in ../docusaurus-site-pages-docs), built without the SPA bundle.
 */
const FIXTURE = resolve(import.meta.dirname, '../../fixtures/docusaurus-site-pages');
let work: string;
let out: string;
let manifest: Manifest;
let warnings: { file: string; message: string }[];
/** A copy of the site and its docs folder beside it in `dir`, its packages linked (`copySite`); the site's folder. */
function copyPagesFixture(dir: string): string {
  const site = join(dir, 'docusaurus-site-pages');
  copySite(FIXTURE, site);
  cpSync(resolve(FIXTURE, '../docusaurus-site-pages-docs'), join(dir, 'docusaurus-site-pages-docs'), { recursive: true });
  return site;
}
const chunk = <T>(route: string): T => routeChunkFromJson(JSON.parse(readFileSync(join(out, manifest.routes[route]!.chunk), 'utf8')) as RouteChunkJson) as T;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'plugin-options-'));
  out = join(work, 'out');
  const result = await build({ contentRoot: FIXTURE, outDir: out, app: false, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  warnings = result.report.warnings;
  manifest = result.manifest!;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docs options', () => {
  it('reads docs from a path outside the site folder and serves them at the root (routeBasePath "/")', () => {
    expect(chunk<DocChunk>('/intro').title).toBe('Welcome to Orchard');
    expect(Object.keys(manifest.routes).some((r) => r.startsWith('/docs'))).toBe(false);
    // Number prefixes are stripped from ids and routes.
    expect(chunk<DocChunk>('/getting-started/install').id).toBe('getting-started/install');
    expect(manifest.versions[0]!.path).toBe('/');
  });

  it('resolves links between docs kept outside the site folder', () => {
    const body = JSON.stringify(chunk<DocChunk>('/intro').body);
    expect(body).toContain('"href":"/getting-started/install"');
  });

  it("resolves a partial's links, images and imports from the partial's own folder, as Docusaurus compiles it as a module of its own", () => {
    // shared/_frost-warning.mdx, taken into getting-started/02-first-schedule.md: `../intro.md`,
    // `./drain-plug.png` and `./ZoneBadge` name files relative to shared/, not to getting-started/.
    const body = JSON.stringify(chunk<DocChunk>('/getting-started/first-schedule').body);
    expect(body).toContain('"href":"/intro"');
    expect(body).toMatch(/"src":"\/assets\/content\/drain-plug\.\w+\.png"/);
    expect(body).toContain('all 8 zones');
  });

  it("applies the config's markdown.hooks: a function's URL for a Markdown link to no file, a warning for a missing image", () => {
    expect(JSON.stringify(chunk<DocChunk>('/recipes/lawn').body)).toContain('"href":"/recipes/drip-line"');
    expect(JSON.stringify(chunk<DocChunk>('/recipes/drip-line').body)).toContain('"src":"./emitters-in-bed.jpg"');
    expect(warnings.filter((w) => w.file.includes('recipes')).map((w) => w.message)).toEqual([
      expect.stringContaining('image `./emitters-in-bed.jpg` not found next to this file'),
    ]);
  });

  it('gives each docs instance its own sidebars file and routes', () => {
    const sidebarOf = (route: string) => chunk<DocChunk>(route).sidebar;
    expect(sidebarOf('/intro')).toBe('manual');
    // Another instance's sidebars are named inside its id (`sidebars/names.ts`).
    expect(sidebarOf('/recipes/lawn')).toBe('recipes/recipes');
    const recipes = JSON.parse(readFileSync(join(out, manifest.sidebars['recipes/recipes']!), 'utf8')) as SidebarChunk;
    expect(recipes.items.map((i) => (i.type === 'doc' ? i.route : null))).toEqual(['/recipes/drip-line', '/recipes/lawn', '/recipes/mulch and compost']);
  });

  it("processes empty categories as Docusaurus's sidebars post-processing does: a generated index left out with its page, a doc-linked one a link to its doc", () => {
    // sidebarsRecipes.js's `seasons`: a generated-index category whose one doc is a draft (dropped
    // without an error, as Docusaurus drops it from a production build) and an empty doc-linked one.
    expect(warnings.filter((w) => w.message.includes('frost-cloth'))).toEqual([]);
    expect(manifest.routes['/recipes/frost-cloth']).toBeUndefined();
    // Its navbar item too, as theme-classic's DocNavbarItem draws nothing for a draft.
    expect(manifest.site.navbar.map((item) => ('label' in item ? item.label : item.type))).not.toContain('Frost cloth');
    const seasons = JSON.parse(readFileSync(join(out, manifest.sidebars['recipes/seasons']!), 'utf8')) as SidebarChunk;
    // (The file leaves out the doc id its route repeats: `common/sidebar-json.ts`.)
    expect(seasons.items).toEqual([{ type: 'doc', label: 'Autumn lawn care', route: '/recipes/lawn' }]);
    // No route for the dropped category's generated index, as Docusaurus creates none.
    expect(Object.keys(manifest.routes).filter((r) => r.includes('/category/'))).toEqual([]);
    // The sidebar's first link (global data's `sidebars.seasons.link`): the doc, under the category's label.
    const recipesVersion = manifest.versions.find((v) => v.pluginId === 'recipes')!;
    expect(recipesVersion.sidebars?.['recipes/seasons']).toEqual({ route: '/recipes/lawn', label: 'Autumn lawn care' });
    // Global data's `draftIds` lists it (the docs data file carries them; boot.json does not).
    expect(recipesVersion.draftIds).toEqual(['frost-cloth']);
    expect(manifest.versions.find((v) => v.pluginId === 'default')!.draftIds).toBeUndefined();
    const boot = JSON.parse(readFileSync(join(out, 'boot.json'), 'utf8')) as BootManifest;
    expect(boot.versions.some((v) => 'draftIds' in v)).toBe(false);
    const docsData = JSON.parse(readFileSync(join(out, boot.docsData!.slice(1)), 'utf8')) as DocsData;
    expect(docsData.versions.find((v) => v.pluginId === 'recipes')!.draftIds).toEqual(['frost-cloth']);
    // A component's `useLayoutDoc` on the draft gives null, as Docusaurus's does, where it would throw on an unknown id.
    const mulch = JSON.stringify(chunk<DocChunk>('/recipes/mulch and compost').body);
    expect(mulch).toContain('Frost cloth (not published yet)');
    expect(mulch).toContain('"properties":{"to":"/recipes/lawn"}');
    // The lawn recipe stays in the sidebar that lists it first, its neighbours and breadcrumbs there.
    const lawn = chunk<DocChunk>('/recipes/lawn');
    expect(lawn.sidebar).toBe('recipes/recipes');
    expect([lawn.previous?.route, lawn.next?.route]).toEqual(['/recipes/drip-line', '/recipes/mulch and compost']);
  });

  it('lets two docs instances share a sidebars file: each has its own `manual` sidebar over its own docs', () => {
    const sidebar = (name: string) => JSON.parse(readFileSync(join(out, manifest.sidebars[name]!), 'utf8')) as SidebarChunk;
    const routes = (items: SidebarChunk['items']): string[] =>
      items.flatMap((i) => (i.type === 'doc' ? [i.route] : i.type === 'category' ? routes(i.items) : []));
    expect(routes(sidebar('manual').items)).toEqual(['/intro', '/getting-started/install', '/getting-started/first-schedule']);
    expect(routes(sidebar('field-guide/manual').items)).toEqual([
      '/field-guide/intro',
      '/field-guide/getting-started/site-survey',
      '/field-guide/getting-started/handover',
    ]);
    // Each doc's chunk names its own instance's sidebar, so the page shows that one.
    expect(chunk<DocChunk>('/field-guide/getting-started/handover').sidebar).toBe('field-guide/manual');
    // hide_title is a field of the chunk, not left in its other front matter.
    expect(chunk<DocChunk>('/field-guide/getting-started/handover')).toMatchObject({ title: 'Handover sheet', hideTitle: true });
    expect(chunk<DocChunk>('/field-guide/getting-started/handover').frontMatter).toBeUndefined();
    expect(chunk<DocChunk>('/getting-started/install').sidebar).toBe('manual');
    expect(manifest.routes['/field-guide/intro']!.sidebar).toBe(manifest.sidebars['field-guide/manual']);
    // A navbar `docSidebar` item with `docsPluginId` leads to the first doc of that instance's sidebar.
    expect(manifest.site.navbar.find((i) => i.type === 'doc' && i.label === 'Field guide')).toMatchObject({ route: '/field-guide/intro' });
  });

  it('links doc tags to tag pages named by tags.yml, and lists them at /tags', () => {
    expect(chunk<DocChunk>('/getting-started/install').tags).toEqual([
      { label: 'Setup', route: '/tags/setup' },
      { label: 'Hardware', route: '/tags/hw' },
    ]);
    const tags = chunk<TagsChunk>('/tags');
    expect(tags.tags.map((t) => [t.label, t.count])).toEqual([
      ['Hardware', 1],
      ['Setup', 3],
    ]);
    const setup = chunk<DocTagChunk>('/tags/setup');
    expect(setup.title).toBe('3 docs tagged with "Setup"');
    expect(setup.docs.map((d) => d.route)).toEqual(
      ['/getting-started/install', '/getting-started/first-schedule', '/intro'].sort(
        (a, b) => setup.docs.findIndex((d) => d.route === a) - setup.docs.findIndex((d) => d.route === b),
      ),
    );
  });
});

describe("the site's own Docusaurus plugin (plugins/orchard-almanac)", () => {
  it('adds its route as a site page whose props are its createData module, and its global data and tags to the manifest', () => {
    const page = chunk<PageChunk>('/almanac');
    expect(page.component).toBe('site-page:src/components/AlmanacPage.js');
    expect((page.props?.varieties as { name: string }[]).map((v) => v.name)).toEqual(['Crimson Dawn apple', 'Harbour Gold pear', 'Little Ember cherry']);
    expect(manifest.site.globalData).toEqual({ 'orchard-almanac': { default: { varietyCount: 3, frostFreeFrom: 'April 20' } } });
    expect(manifest.site.head.tags).toContainEqual({ tagName: 'meta', attributes: { name: 'orchard-almanac', content: 'spring edition' } });
    expect(manifest.site.head.postBody).toEqual([{ tagName: 'script', attributes: { src: '/js/almanac-footer.js', defer: true } }]);
  });

  it("gives its theme folder's components (getThemePath) to Markdown's build-time evaluation, as @theme/*", () => {
    // recipes/lawn.md imports @theme/AlmanacBadge, which only the plugin's theme folder has.
    const body = JSON.stringify(chunk<DocChunk>('/recipes/lawn').body);
    expect(body).toContain('"className":["badge","badge--secondary"]');
    expect(body).toContain('Cool-season grass');
    // The site's src/theme wraps it: its @theme-original is the plugin's component, the theme below.
    expect(body).toContain('"className":["almanac-badge"],"title":"From the orchard almanac"');
    expect(warnings.filter((w) => w.file.includes('lawn'))).toEqual([]);
  });

  it("gives Markdown's build-time evaluation its configureWebpack aliases and DefinePlugin constants, as webpack compiles MDX", () => {
    // recipes/lawn.md imports `almanac/zones.js` (the plugin's folder alias) and uses two defined constants.
    const body = JSON.stringify(chunk<DocChunk>('/recipes/lawn').body);
    expect(body).toContain('{"type":"text","value":"zone 7b (mild winters)"}],"properties":{"className":["lawn-zone"]}}');
    expect(body).toContain('{"type":"text","value":", the spring edition\'s zone."}');
  });

  it("renders in the browser a Markdown component needing the provider its docs instance's route component gives (docItemComponent)", () => {
    const lawn = chunk<DocChunk>('/recipes/lawn');
    // SeasonNote reads the context AlmanacDocItem provides around the Markdown: at build time it is left to the browser.
    expect(JSON.stringify(lawn.body)).toMatch(
      /"tagName":"LocalComponent","children":\[\{"type":"text","value":"overseed thin patches\."\}\],"properties":\{"component":"[^"]*SeasonNote[^"]*"\}/,
    );
    // The route component reads the page's own front matter.
    expect(lawn.frontMatter).toEqual({ season: 'early autumn' });
    expect(warnings.filter((w) => w.message.includes('docItemComponent'))).toEqual([]);
  });

  it('runs postBuild once the output is written, with every route', () => {
    const routes = readFileSync(join(out, 'almanac-routes.txt'), 'utf8').split('\n');
    expect(routes).toEqual(expect.arrayContaining(['/', '/almanac', '/intro', '/recipes/lawn']));
    // Its context's outDir is the build's output folder (here a temporary one), not the site's build/.
    expect(JSON.parse(readFileSync(join(out, 'almanac-data/bloom-windows.json'), 'utf8'))).toHaveProperty('varieties');
    expect(existsSync(join(FIXTURE, 'build'))).toBe(false);
  });
});

describe('pages options', () => {
  it('routes src/pages files as Docusaurus names them: index.js is /, about.md is /about', () => {
    expect(chunk<PageChunk>('/').component).toBe('site-page:index.js');
    const about = chunk<DocChunk>('/about');
    expect(about.kind).toBe('doc');
    expect(about.sidebar).toBeNull();
    expect(about.toc.map((t) => t.value)).toEqual(['Contact']);
  });
});

describe('blog options', () => {
  it('uses blogTitle, postsPerPage and the recent-posts sidebar (blogSidebarCount, blogSidebarTitle)', () => {
    const first = chunk<BlogListChunk>('/blog');
    expect(first.title).toBe('Field notes');
    expect(first.posts.map((p) => p.title)).toEqual(['Winterizing your valves', 'Rain delay']);
    expect(first.totalPages).toBe(2);
    expect(first.blogSidebar).toEqual({
      title: 'Latest notes',
      items: [
        { title: 'Winterizing your valves', route: '/blog/2024/04/22/winterizing', year: 2024 },
        { title: 'Rain delay', route: '/blog/2024/03/10/rain-delay', year: 2024 },
        { title: 'Hello, Orchard', route: '/blog/2024/02/01/hello-orchard', year: 2024 },
      ],
      // themeConfig.blog.sidebar.groupByYear: false
      groupByYear: false,
    });
    expect(manifest.site.title).toBe('Orchard Controller');
  });

  it('leaves drafts out of the build and unlisted posts out of every list', () => {
    expect(manifest.routes['/blog/2024/06/01/unfinished']).toBeUndefined();
    const unlisted = chunk<BlogPostChunk>('/blog/2024/05/05/secret-preview');
    expect(unlisted.unlisted).toBe(true);
    expect(unlisted.previous).toBeNull();
    const listed = [...chunk<BlogListChunk>('/blog').posts, ...chunk<BlogListChunk>('/blog/page/2').posts].map((p) => p.route);
    expect(listed).not.toContain('/blog/2024/05/05/secret-preview');
    expect(chunk<TagsChunk>('/blog/tags').tags.find((t) => t.label === 'firmware')!.count).toBe(1);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('secret-preview');
  });

  it('shows reading time and links tags and authors with a page', () => {
    const post = chunk<BlogPostChunk>('/blog/2024/03/10/rain-delay');
    expect(post.readingMinutes).toBe(1);
    expect(post.tags).toEqual([
      { label: 'announcements', route: '/blog/tags/announcements' },
      { label: 'firmware', route: '/blog/tags/firmware' },
    ]);
    expect(post.authors.map((a) => [a.key, a.page ?? null])).toEqual([
      ['ines', '/blog/authors/ines'],
      ['oskar', null],
    ]);
  });

  it("normalises an inline front-matter author's socials", () => {
    const post = chunk<BlogPostChunk>('/blog/2024/04/22/winterizing');
    expect(post.authors.map((a) => [a.name, a.socials ?? null])).toEqual([
      ['Oskar Brandt', null],
      ['Pia Holm', { bluesky: 'https://bsky.app/profile/pia-holm.example', linkedin: 'https://people.example/pia' }],
    ]);
  });

  it('writes tag pages and author pages', () => {
    const tag = chunk<BlogListChunk>('/blog/tags/announcements');
    expect(tag.title).toBe('2 posts tagged with "announcements"');
    expect(tag.listOf).toMatchObject({ type: 'tag', allTagsRoute: '/blog/tags' });
    const authors = chunk<BlogAuthorsChunk>('/blog/authors');
    // Every author of authors.yml, as Docusaurus lists them; only Inès has a page of her posts.
    expect(authors.authors.map((a) => [a.key, a.count, a.page ?? null])).toEqual([
      ['ines', 2, '/blog/authors/ines'],
      ['oskar', 2, null],
    ]);
    const ines = chunk<BlogListChunk>('/blog/authors/ines');
    expect(ines.posts.map((p) => p.title)).toEqual(['Rain delay', 'Hello, Orchard']);
    // authors.yml's socials, normalised as Docusaurus 3.5+ does, on the author's page and in the list.
    const inesSocials = {
      github: 'https://github.com/ines-orchard',
      x: 'https://x.com/InesGrows',
      stackoverflow: 'https://stackoverflow.com/users/4417',
      email: 'mailto:ines@orchard.example',
      allotment: 'https://allotment.example/@ines',
    };
    expect(ines.listOf).toMatchObject({ type: 'author', author: { key: 'ines', socials: inesSocials } });
    expect(authors.authors[0]?.socials).toEqual(inesSocials);
    expect(authors.authors[1]?.socials).toBeUndefined();
    expect(manifest.routes['/blog/authors/oskar']).toBeUndefined();
  });
});

describe('options changed in a copy of the site', () => {
  /** Builds a copy of the site with its config edited; `inspect` sees the output before it is removed. */
  const variant = async (edit: (config: string) => string, inspect?: (out: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), 'plugin-options-variant-'));
    const site = copyPagesFixture(dir);
    const configPath = join(site, 'docusaurus.config.js');
    writeFileSync(configPath, edit(readFileSync(configPath, 'utf8')));
    const result = await build({ contentRoot: site, outDir: join(dir, 'out'), app: false, preview: false, log: false });
    try {
      inspect?.(join(dir, 'out'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return result;
  };

  it('blog: false builds no blog routes; showReadingTime: false drops reading time', async () => {
    const noBlog = await variant((c) => c.replace(/blog: \{[\s\S]*?\n {10}\},/, 'blog: false,').replace("'/blog'", "'/about'"));
    expect(noBlog.report.errors.map((e) => e.message)).toEqual(['broken link `/blog`: no page has the route /blog']);
    const noTime = await variant((c) => c.replace('showReadingTime: true', 'showReadingTime: false'));
    expect(noTime.report.errors).toEqual([]);
    expect(Object.keys(noTime.manifest!.routes).filter((r) => r.startsWith('/blog/tags/')).length).toBe(3);
  });

  it('a blog folder without posts makes no blog list, archive or feed, and links to /blog are broken, as in Docusaurus; the authors page stays', async () => {
    const noPosts = (c: string) => c.replace("blogTitle: 'Field notes',", "blogTitle: 'Field notes', path: 'no-posts-yet',");
    const empty = await variant(noPosts);
    expect(empty.report.errors.map((e) => e.message)).toEqual(['broken link `/blog`: no page has the route /blog']);
    let feeds: string[] = [];
    const warned = await variant(
      (c) => noPosts(c).replace("title: 'Orchard Controller',", "title: 'Orchard Controller', onBrokenLinks: 'warn',"),
      // The feed files and the pages' feed links come from the same settings (emit/feed-links.ts).
      (dir) => (feeds = ['rss.xml', 'atom.xml', 'feed.json'].filter((f) => existsSync(join(dir, 'blog', f)))),
    );
    expect(warned.report.errors).toEqual([]);
    // The navbar's link to /blog is named at the config too (Docusaurus's checker finds it on every page).
    expect(warned.report.warnings.map((w) => w.message)).toContain(
      'navbar item 2 ("Blog") links to /blog: no page has that route; point it at a page of the site',
    );
    expect(Object.keys(warned.manifest!.routes).filter((r) => r.startsWith('/blog'))).toEqual(['/blog/authors', '/blog/authors/ines']);
    expect(feeds).toEqual([]);
  });

  it('routeBasePath and sidebarPath: false', async () => {
    const result = await variant((c) =>
      c
        .replace("routeBasePath: '/',", "routeBasePath: 'manual',")
        .replace("sidebarPath: './sidebars.js',", 'sidebarPath: false,')
        .replace(/\]\(\/recipes/g, '](/recipes'),
    );
    expect(result.report.errors).toEqual([]);
    expect(result.manifest!.routes['/manual/intro']).toBeDefined();
    expect(result.manifest!.routes['/tags/setup']).toBeUndefined();
    expect(result.manifest!.routes['/manual/tags/setup']).toBeDefined();
    expect(result.manifest!.sidebars.manual).toBeUndefined();
  });

  it('sidebarCollapsed: false starts categories open; by default (Docusaurus: true) they start closed', async () => {
    const category = (m: Manifest, dir: string) => {
      const sidebar = JSON.parse(readFileSync(join(dir, m.sidebars.manual!), 'utf8')) as SidebarChunk;
      return sidebar.items.find((i) => i.type === 'category');
    };
    expect(category(manifest, out)).toMatchObject({ label: 'Getting started', collapsed: true });
    const dir = mkdtempSync(join(tmpdir(), 'plugin-options-collapsed-'));
    const site = copyPagesFixture(dir);
    const configPath = join(site, 'docusaurus.config.js');
    writeFileSync(configPath, readFileSync(configPath, 'utf8').replace('breadcrumbs: true,', 'breadcrumbs: true, sidebarCollapsed: false,'));
    const result = await build({ contentRoot: site, outDir: join(dir, 'out'), app: false, preview: false, log: false });
    expect(category(result.manifest!, join(dir, 'out'))).toMatchObject({ label: 'Getting started', collapsed: false });
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports an option of the wrong type at the config file', async () => {
    const result = await variant((c) => c.replace('postsPerPage: 2', "postsPerPage: 'two'"));
    expect(result.report.problems.map((p) => [p.file.endsWith('docusaurus.config.js'), p.message])).toContainEqual([
      true,
      'blog `postsPerPage`: expected an integer ≥ 1 or \'ALL\', got "two"',
    ]);
  });
});
