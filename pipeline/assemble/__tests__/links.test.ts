import { describe, expect, it } from 'vitest';
import { blogSettings } from '../blog-settings';
import type { SiteConfigJson } from '../../../common/contract';
import { blogListAnchors, checkConfigLinks, checkLinks, generatedRoutes, pageAnchors } from '../links';
import { resolveSiteSidebars } from '../sidebars';
import { context, doc, post } from './fixture';

const problems = (ctx: ReturnType<typeof context>) => ctx.report.problems.map((p) => `${p.severity} ${p.file}:${p.line} ${p.message}`);

describe('link checks', () => {
  const target = doc('docs/target.md', 'target', { route: '/docs/target', headings: ['setup'] });
  const from = (links: Parameters<typeof doc>[2]['links']) => doc('docs/from.md', 'from', { route: '/docs/from', links });

  function run(links: Parameters<typeof doc>[2]['links'], ctx = context({ files: { staticPaths: new Set(['/', '/img', '/img/', '/img/lamp.png']) } })) {
    const docs = [target, from(links)];
    const entries = docs.map((d) => d.compiled);
    const anchors = pageAnchors(ctx, entries, resolveSiteSidebars(ctx, docs));
    const generated = generatedRoutes(ctx, blogSettings(ctx, 1), []);
    checkLinks(ctx, entries, anchors, { sitePages: [], generated });
    return ctx;
  }

  it('accepts pages, generated routes, static files and folders, and headings that exist', () => {
    const ctx = run([
      { url: '/docs/target#setup', route: '/docs/target', hash: 'setup' },
      { url: '/blog', route: '/blog' },
      // A generated route with a trailing slash, as Docusaurus's checker takes it.
      { url: '/blog/', route: '/blog/' },
      { url: '/docs/target/', route: '/docs/target/' },
      { url: '/img/lamp.png', route: '/img/lamp.png' },
      { url: '/img/', route: '/img/' },
    ]);
    expect(problems(ctx)).toEqual([]);
  });

  it("accepts a link to a docs tag page and to the docs' tags page, which exist once a doc has a tag", () => {
    const ctx = context();
    const tagged = doc('docs/tagged.md', 'tagged', { route: '/docs/tagged', frontMatter: { tags: ['Layout Elements'] } });
    const linking = from([
      { url: '/docs/tags/layout-elements', route: '/docs/tags/layout-elements', line: 3 },
      { url: '/docs/tags', route: '/docs/tags', line: 4 },
      { url: '/docs/tags/form-elements', route: '/docs/tags/form-elements', line: 5 },
    ]);
    const docs = [target, tagged, linking];
    const entries = docs.map((d) => d.compiled);
    const anchors = pageAnchors(ctx, entries, resolveSiteSidebars(ctx, docs));
    checkLinks(ctx, entries, anchors, { sitePages: [], generated: generatedRoutes(ctx, blogSettings(ctx, 0), [], docs) });
    expect(problems(ctx)).toEqual(['error site/docs/from.md:5 broken link `/docs/tags/form-elements`: no page has the route /docs/tags/form-elements']);
  });

  it('knows the headings a partial or a component draws into the page, as Docusaurus collects every heading it renders', () => {
    const ctx = context();
    // The body as the build renders it: a partial's heading (with its id) inside the component's element.
    const body = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'div', properties: {}, children: [{ type: 'element', tagName: 'h3', properties: { id: 'pump-sizing' }, children: [] }] },
      ],
    };
    const withPartial = doc('docs/pumps.md', 'pumps', { route: '/docs/pumps', headings: ['overview'], body: body as never });
    const linking = from([
      { url: '/docs/pumps#pump-sizing', route: '/docs/pumps', hash: 'pump-sizing', line: 3 },
      { url: '/docs/pumps#overview', route: '/docs/pumps', hash: 'overview', line: 4 },
      { url: '/docs/pumps#priming', route: '/docs/pumps', hash: 'priming', line: 5 },
    ]);
    const docs = [withPartial, linking];
    const entries = docs.map((d) => d.compiled);
    checkLinks(ctx, entries, pageAnchors(ctx, entries, resolveSiteSidebars(ctx, docs)), { sitePages: [], generated: new Set() });
    expect(problems(ctx)).toEqual(['warning site/docs/from.md:5 broken anchor `#priming` in `/docs/pumps#priming`: /docs/pumps has no heading with that id']);
  });

  it('a missing page is an error, a missing heading a warning, each at its line', () => {
    const ctx = run([
      { url: '/docs/nope', route: '/docs/nope', line: 4 },
      { url: '/docs/target#nope', route: '/docs/target', hash: 'nope', line: 5 },
      { url: './gone.md', route: null, line: 6 },
      { url: '/img/lamp.png/', route: '/img/lamp.png/', line: 7 },
    ]);
    expect(problems(ctx)).toEqual([
      'error site/docs/from.md:4 broken link `/docs/nope`: no page has the route /docs/nope',
      'warning site/docs/from.md:5 broken anchor `#nope` in `/docs/target#nope`: /docs/target has no heading with that id',
      'error site/docs/from.md:6 broken link `./gone.md`: no content file at `docs/gone.md`',
      'error site/docs/from.md:7 broken link `/img/lamp.png/`: no page has the route /img/lamp.png/',
    ]);
  });

  it("takes a path the client-redirects plugin makes a page of as Docusaurus's check does: a `redirects` entry's `from`, and what `createRedirects` returns for a page", () => {
    const site = {
      redirects: [{ from: '/docs/renamed', to: '/docs/target' }],
      createRedirects: (existing: string) => (existing === '/docs/target' ? ['/docs/older-name'] : undefined),
    };
    const ctx = run(
      [
        { url: '/docs/renamed', route: '/docs/renamed', line: 4 },
        { url: '/docs/older-name/', route: '/docs/older-name/', line: 5 },
        { url: '/docs/never-was', route: '/docs/never-was', line: 6 },
      ],
      context({ site }),
    );
    expect(problems(ctx)).toEqual(['error site/docs/from.md:6 broken link `/docs/never-was`: no page has the route /docs/never-was']);
  });

  it("follows the config's severities", () => {
    const ctx = run([{ url: '/docs/nope', route: '/docs/nope' }], context({ site: { onBrokenLinks: 'ignore' } }));
    expect(problems(ctx)).toEqual([]);
  });

  it('knows the blog pages, tag pages and later list pages before they are built', () => {
    const ctx = context();
    const posts = Array.from({ length: 11 }, (_, i) => post(`blog/p${i}.md`, '2024-01-01', { route: `/blog/p${i}`, frontMatter: { tags: ['lamps'] } }));
    const routes = generatedRoutes(ctx, blogSettings(ctx, posts.length), posts);
    expect([...routes]).toEqual(expect.arrayContaining(['/', '/search', '/blog', '/blog/tags', '/blog/page/2', '/blog/tags/lamps']));
  });

  it("checks an anchor on a blog list page against the headings it shows: each post's excerpt, or the whole post without a truncate marker", () => {
    const ctx = context();
    const heading = (id: string) => ({ type: 'element', tagName: 'h2', properties: { id }, children: [] });
    const tree = (...ids: string[]) => ({ type: 'root', children: ids.map(heading) }) as never;
    // The newest post is cut after its first heading; the older one is shown whole.
    const cut = post('blog/2024-03-01-wicks.md', '2024-03-01', { route: '/blog/wicks', headings: ['trimming', 'storing'], excerpt: tree('trimming') });
    const whole = post('blog/2024-02-01-oil.md', '2024-02-01', { route: '/blog/oil', headings: ['lamp-oil'] });
    const linking = from([
      { url: '/blog#trimming', route: '/blog', hash: 'trimming', line: 3 },
      { url: '/blog#lamp-oil', route: '/blog', hash: 'lamp-oil', line: 4 },
      { url: '/blog/#storing', route: '/blog/', hash: 'storing', line: 5 },
      { url: '/blog/wicks#storing', route: '/blog/wicks', hash: 'storing', line: 6 },
    ]);
    const docs = [target, linking];
    const entries = [...docs.map((d) => d.compiled), cut.compiled, whole.compiled];
    const blog = blogSettings(ctx, 2);
    expect(blogListAnchors(blog, [whole, cut])).toEqual(new Map([['/blog', new Set(['trimming', 'lamp-oil'])]]));
    checkLinks(
      ctx,
      entries,
      pageAnchors(ctx, entries, resolveSiteSidebars(ctx, docs)),
      { sitePages: [], generated: generatedRoutes(ctx, blog, [cut, whole]) },
      blogListAnchors(blog, [cut, whole]),
    );
    expect(problems(ctx)).toEqual(['warning site/docs/from.md:5 broken anchor `#storing` in `/blog/#storing`: /blog has no heading with that id']);
  });

  it('a blog without posts has no list, archive or tags page (as Docusaurus: a link to them is broken)', () => {
    const ctx = context();
    expect([...generatedRoutes(ctx, blogSettings(ctx, 0), [])].sort()).toEqual(['/', '/search']);
    // Posts without tags: no tags page.
    const posts = [post('blog/p.md', '2024-01-01', { route: '/blog/p' })];
    expect([...generatedRoutes(ctx, blogSettings(ctx, 1), posts)].sort()).toEqual(['/', '/blog', '/blog/archive', '/search']);
  });

  it("names the navbar's and footer's links to no page at the config, as warnings (a plugin this build does not run may make the route)", () => {
    const ctx = context({ files: { staticPaths: new Set(['/img/lamp.png']) } });
    // The navbar and footer as the config resolves them (config/load.ts).
    const link = (label: string, href: string, external = false) => ({ label, href, external });
    const site: Pick<SiteConfigJson, 'navbar' | 'footer'> = {
      navbar: [
        { type: 'link', ...link('Docs', '/docs/target#setup'), position: 'left' },
        { type: 'link', ...link('Blog', '/blog'), position: 'left' },
        { type: 'dropdown', label: 'More', position: 'left', items: [link('Old', '/docs/old'), link('Offline', 'pathname:///offline/', true)] },
        { type: 'link', ...link('Source', 'https://git.example/lamps', true), position: 'right' },
      ],
      footer: {
        style: 'dark',
        logo: null,
        columns: [{ title: null, items: [link('Lamp photo', '/img/lamp.png'), link('Gone', '/gone?x=1'), { html: { type: 'root', children: [] } }] }],
        thanks: null,
        copyright: { type: 'root', children: [] },
      },
    };
    const docs = [target];
    const anchors = pageAnchors(
      ctx,
      docs.map((d) => d.compiled),
      resolveSiteSidebars(ctx, docs),
    );
    checkConfigLinks(ctx, site, anchors, { sitePages: [], generated: generatedRoutes(ctx, blogSettings(ctx, 0), []) });
    // The config's path as shown from the working directory.
    expect(problems(ctx).map((p) => p.replace(/^warning \S*site\.config\.ts/, 'warning site.config.ts'))).toEqual([
      'warning site.config.ts:1 navbar item 2 ("Blog") links to /blog: no page has that route; point it at a page of the site',
      'warning site.config.ts:1 navbar item 3 › item 1 ("Old") links to /docs/old: no page has that route; point it at a page of the site',
      'warning site.config.ts:1 footer column 1 item 2 ("Gone") links to /gone: no page has that route; point it at a page of the site',
    ]);
  });
});
