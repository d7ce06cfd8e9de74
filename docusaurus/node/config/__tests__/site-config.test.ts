import { resolve } from 'node:path';
import { siteConfigFromDocusaurus } from '../site-folder';
import { describe, expect, it } from 'vitest';
import { loadDocusaurusConfig } from '../load.js';
import { colorModeOf, routeOf, siteConfigFromDocusaurusConfig } from '../site-config.js';
import { resolveSiteConfig } from '../../../../pipeline/config/resolve.js';
import { siteConfigProblems } from '../../../../pipeline/config/site-config-schema.js';
import { htmlToHast } from '../../../../pipeline/config/html.js';
import { editUrlFor, sourceEditUrl } from '../../../../pipeline/config/edit-url.js';
import { inlineScriptFiles, inlineScriptPath } from '../../../../pipeline/config/head-scripts.js';
import { Report } from '../../../../pipeline/check/report.js';
import type { HastRoot } from '../../../../common/contract.js';

const fixture = resolve(import.meta.dirname, '../../../../fixtures/docusaurus-site-2');

async function fixtureSite() {
  const loaded = await loadDocusaurusConfig(fixture);
  return siteConfigFromDocusaurusConfig(loaded!, fixture, { sidebarNames: ['guide'], hasBlog: true });
}

const resolveCtx = {
  docRoutes: new Map([
    ['intro', '/docs/intro'],
    ['guide/install', '/docs/guide/install'],
    ['guide/sync', '/docs/guide/sync'],
    ['api/endpoints', '/docs/api/endpoints'],
  ]),
  sidebarFirstRoute: new Map([['guide', '/docs/intro']]),
  preview: false,
  analyticsId: undefined,
};

const text = (root: HastRoot): string =>
  root.children
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' || n.type === 'root' ? text({ type: 'root', children: n.children }) : ''))
    .join('');

/**
 * A config with these navbar items, resolved in a site with two docs instances (the default one and
 * `handbook`), each with a `guide` sidebar: the handbook's is named inside its id (`sidebars/names.ts`).
 */
function resolvedWithHandbook(items: unknown[], report: Report) {
  const config = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { navbar: { items } } };
  const { value } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, { sidebarNames: [], hasBlog: false });
  return resolveSiteConfig(
    value,
    'docusaurus.config.js',
    {
      ...resolveCtx,
      sidebarFirstRoute: new Map([
        ['guide', '/docs/intro'],
        ['handbook/guide', '/handbook/start'],
      ]),
      sidebarFirstLink: new Map([
        ['guide', { route: '/docs/intro', label: 'Getting started' }],
        ['handbook/guide', { route: '/handbook/start', label: 'Start here' }],
      ]),
      pluginDocRoutes: (id) => (id === 'handbook' ? new Map([['intro', '/handbook/start']]) : null),
    },
    report,
  );
}

describe('a Docusaurus config as this site config', () => {
  it('has no navbar logo when the config sets none: the title alone, as Docusaurus shows it, even with a static/img/logo.svg', () => {
    const { value } = siteConfigFromDocusaurusConfig(
      { path: resolve(fixture, 'docusaurus.config.js'), config: { title: 'Plain', themeConfig: { navbar: { title: 'Plain' } } } },
      fixture,
      {
        sidebarNames: [],
        hasBlog: false,
      },
    );
    expect(value.logo).toBeNull();
    expect(value.navbarTitle).toBe('Plain');
  });

  it('has no footer when the config sets none, as theme-classic draws none (an empty footer config keeps an empty footer)', () => {
    const mapped = (themeConfig: Record<string, unknown>) =>
      siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config: { title: 'Plain', themeConfig } }, fixture, {
        sidebarNames: [],
        hasBlog: false,
      }).value;
    expect(mapped({}).footer).toBeNull();
    expect(resolveSiteConfig(mapped({}), 'docusaurus.config.js', resolveCtx, new Report()).footer).toBeNull();
    expect(mapped({ footer: {} }).footer).toMatchObject({ style: 'light', columns: [], copyright: '' });
  });

  it('maps the navbar: every item type, title, logo with srcDark, paths without the base URL', async () => {
    const { value } = await fixtureSite();
    expect(value.navbarTitle).toBe('Quillmate');
    expect(value.logo).toEqual({ alt: 'Quillmate logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' });
    expect(value.navbar.map((i) => i.type ?? 'default')).toEqual([
      'docSidebar',
      'doc',
      'dropdown',
      'default',
      'default',
      'default',
      'html',
      'docsVersionDropdown',
      'localeDropdown',
      'search',
      'default',
      'dropdown',
    ]);
    expect(value.navbar[3]).toEqual({ label: 'News', to: '/blog', position: 'left', activeBasePath: '/blog' });
    // What the translation writes is a valid site config: the schema finds nothing wrong with it.
    expect(siteConfigProblems(value)).toEqual([]);
    const report = new Report();
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, report);
    expect(report.problems).toEqual([]);
    expect(json.baseUrl).toBe('/sub/');
    // The config's own item rides along (`config`): what Docusaurus hands theme code as the item.
    expect(json.navbar[1]).toEqual({
      type: 'doc',
      label: 'API',
      route: '/docs/api/endpoints',
      position: 'left',
      config: { type: 'doc', docId: 'api/endpoints' },
    });
    expect(json.navbar[2]).toMatchObject({
      type: 'dropdown',
      items: [{ href: '/docs/guide/install' }, { href: '/docs/guide/sync' }, { href: 'https://status.quillmate.example', external: true }],
    });
    const html = json.navbar[6];
    expect(html?.type === 'html' && html.value.children[0]).toMatchObject({ tagName: 'span', properties: { className: ['navbar-badge'] } });
    // The config's string beside the tree: a site's HtmlNavbarItem gets it as `value`, as on Docusaurus.
    expect(html?.type === 'html' && html.text).toMatch(/^<span class="navbar-badge"/);
    // Its className, which theme-classic's HtmlNavbarItem puts on the item's element.
    expect(html?.type === 'html' && html.className).toBe('quillmate-badge-item');
    // className and aria-label reach the item (and a dropdown's items), as Docusaurus passes them to the link.
    expect(json.navbar[2]).toMatchObject({ className: 'navbar-more', items: [{ className: 'navbar-more-install' }, {}, {}] });
    // Active rules: activeBasePath as a route (Docusaurus adds the base URL to it), activeBaseRegex as written.
    expect(json.navbar[2]).toMatchObject({ items: [{ activeBaseRegex: '^/sub/docs/guide/(install|legacy-import)' }, {}, {}] });
    expect(json.navbar[3]).toMatchObject({ label: 'News', href: '/blog', activeBasePath: '/blog' });
    expect(json.navbar[5]).toEqual({
      type: 'link',
      label: '',
      href: 'https://chat.quillmate.example',
      external: true,
      position: 'right',
      className: 'header-chat-link',
      ariaLabel: 'Community chat',
    });
    expect(json.navbar[10]).toEqual({
      type: 'link',
      label: 'Offline reader',
      href: 'pathname:///offline/',
      external: true,
      position: 'right',
      target: '_self',
    });
  });

  it('reads markdown.emoji, markdown.anchors.maintainCase and markdown.hooks (Docusaurus 3.9+); the top-level onBrokenMarkdownLinks wins', () => {
    const read = (extra: Record<string, unknown>) => {
      const config = { title: 'T', url: 'https://t.example', baseUrl: '/', ...extra };
      return siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, { sidebarNames: [], hasBlog: false });
    };
    const hook = () => '/elsewhere';
    const all = read({
      markdown: {
        emoji: false,
        anchors: { maintainCase: true },
        hooks: { onBrokenMarkdownLinks: hook, onBrokenMarkdownImages: 'warn' },
        preprocessor: () => '',
      },
    });
    expect(all.value.markdownOptions).toEqual({ emoji: false, maintainCase: true, onBrokenImages: 'warn', onBrokenLinks: hook });
    expect(all.unapplied).toContain('markdown.preprocessor');
    expect(all.unapplied.filter((u) => u.startsWith('markdown.') && u !== 'markdown.preprocessor')).toEqual([]);
    // A severity for links joins the other link checks; the default image severity adds nothing.
    const severity = read({ markdown: { hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'throw' } } });
    expect(severity.value.onBrokenMarkdownLinks).toBe('ignore');
    expect(severity.value.markdownOptions).toBeUndefined();
    expect(read({ onBrokenMarkdownLinks: 'throw', markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } } }).value.onBrokenMarkdownLinks).toBe('throw');
    expect(read({}).value.onBrokenMarkdownLinks).toBe('warn');
  });

  it("keeps the navbar's style ('dark', 'primary'); any other leaves the page's colours", () => {
    const styled = (style: unknown) => {
      const config = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { navbar: { style, items: [] } } };
      const { value } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, {
        sidebarNames: [],
        hasBlog: false,
      });
      return resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, new Report()).navbarStyle;
    };
    expect([styled('dark'), styled('primary'), styled('light'), styled(undefined)]).toEqual(['dark', 'primary', undefined, undefined]);
  });

  it("keeps a version dropdown's docs plugin instance (docsPluginId)", () => {
    const config = {
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'recipes' }] } },
    };
    const { value } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, { sidebarNames: [], hasBlog: false });
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, new Report());
    expect(json.navbar[0]).toEqual({ type: 'docsVersionDropdown', position: 'left', pluginId: 'recipes' });
  });

  it("keeps a locale and a version dropdown's links before and after their own (dropdownItemsBefore/After) and the version dropdown's dropdownActiveClassDisabled", () => {
    const config = {
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/base/',
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'localeDropdown',
              position: 'right',
              queryString: 'from=bar',
              dropdownItemsBefore: [{ label: 'Pick one', to: '/languages', className: 'pick' }],
              dropdownItemsAfter: [
                { label: 'Translate', href: 'https://translate.example/t' },
                { type: 'html', value: '<hr>' },
              ],
            },
            {
              type: 'docsVersionDropdown',
              dropdownActiveClassDisabled: true,
              dropdownItemsAfter: [{ label: 'All releases', to: '/releases' }],
            },
            { type: 'docsVersionDropdown', docsPluginId: 'recipes', dropdownActiveClassDisabled: false, dropdownItemsBefore: [] },
          ],
        },
      },
    };
    const { value, unapplied } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, {
      sidebarNames: [],
      hasBlog: false,
    });
    expect(siteConfigProblems(value)).toEqual([]);
    // The html item is no link: named as without effect, as inside a configured dropdown.
    expect(unapplied).toContain('themeConfig.navbar.items[0].dropdownItemsAfter[1] (type "html" inside a dropdown)');
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, new Report());
    expect(json.navbar).toEqual([
      {
        type: 'localeDropdown',
        position: 'right',
        locales: [{ code: 'en', label: 'English' }],
        queryString: 'from=bar',
        // `to` a route of the site, as a configured dropdown's links; `href` another site's.
        dropdownItemsBefore: [{ label: 'Pick one', href: '/languages', external: false, className: 'pick' }],
        dropdownItemsAfter: [{ label: 'Translate', href: 'https://translate.example/t', external: true }],
      },
      {
        type: 'docsVersionDropdown',
        position: 'left',
        pluginId: 'default',
        dropdownActiveClassDisabled: true,
        dropdownItemsAfter: [{ label: 'All releases', href: '/releases', external: false }],
      },
      // false and an empty list leave nothing in the manifest.
      { type: 'docsVersionDropdown', position: 'left', pluginId: 'recipes' },
      { type: 'search', position: 'right' },
    ]);
  });

  it("keeps a version dropdown's `versions` (names, or names with labels) and reports a name that is no version, and a form theme-classic rejects", () => {
    const dropdown = (versions: unknown) => ({
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', versions }] } },
    });
    const load = (versions: unknown) =>
      siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config: dropdown(versions) }, fixture, {
        sidebarNames: [],
        hasBlog: false,
      }).value;
    const ctx = {
      ...resolveCtx,
      versionMainDocs: () => [
        { version: 'current', route: '/docs/next/intro', label: 'Next', isLast: false },
        { version: '2.0', route: '/docs/intro', label: '2.0', isLast: true },
        { version: '1.0', route: '/docs/1.0/intro', label: '1.0', isLast: false },
      ],
    };
    const resolved = (versions: unknown) => {
      const report = new Report();
      const item = resolveSiteConfig(load(versions), 'docusaurus.config.js', ctx, report).navbar[0];
      return { item, errors: report.errors.map((e) => e.message) };
    };
    expect(resolved(['2.0', 'current'])).toEqual({
      item: { type: 'docsVersionDropdown', position: 'left', pluginId: 'default', versionItems: [{ name: '2.0' }, { name: 'current' }] },
      errors: [],
    });
    expect(resolved({ '1.0': { label: '1.0 (old)' }, current: {} }).item).toMatchObject({
      versionItems: [{ name: '1.0', label: '1.0 (old)' }, { name: 'current' }],
    });
    const unknown = resolved(['2.0', '3.0']);
    expect(unknown.errors).toEqual([
      'navbar item 1: docsVersionDropdown item: versions names "3.0", which is no version of docs plugin instance "default" (its versions: "current", "2.0", "1.0")',
    ]);
    expect(unknown.item).toMatchObject({ versionItems: [{ name: '2.0' }] });
    // theme-classic's schema: at least one version, names as strings, only `label` in the object form.
    expect(siteConfigProblems(load([])).map((p) => p.message)).toEqual([
      'navbar item 1: versions lists no version: name at least one, or leave `versions` out to list them all',
    ]);
    expect(siteConfigProblems(load({ '2.0': { title: 'x' } })).map((p) => p.message)).toEqual([
      'navbar item 1: versions.2.0 takes a `label` only: { label: "2.0 (LTS)" }',
    ]);
    expect(siteConfigProblems(load('2.0')).map((p) => p.message)).toEqual([
      'navbar item 1: versions must be a list of version names (["2.0", "current"]) or an object of names to { label } ({ "2.0": { label: "2.0 (LTS)" } })',
    ]);
  });

  it("names the content plugins' route component options as without effect, with what to do instead (docItemComponent is drawn)", () => {
    const config = {
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      presets: [
        ['classic', { docs: { docItemComponent: '@theme/ApiItem', docRootComponent: '@theme/MyDocRoot' }, blog: { blogPostComponent: '@theme/MyPost' } }],
      ],
    };
    const { unapplied } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, {
      sidebarNames: [],
      hasBlog: true,
    });
    expect(unapplied).toEqual([
      "presets[0] (docs) docRootComponent (this theme draws the route with its own chrome: swizzle the theme's component of that name instead)",
      "presets[0] (blog) blogPostComponent (this theme draws the route with its own chrome: swizzle the theme's component of that name instead)",
    ]);
  });

  it("keeps a navbar item of the site's own type (custom-*) with its other fields, for the component the site registers", () => {
    const items = [{ type: 'custom-kilnTemp', label: 'Heat', unit: 'C', position: 'right' }, { type: 'mystery' }];
    const config = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { navbar: { items } } };
    const { value, unapplied } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, {
      sidebarNames: [],
      hasBlog: false,
    });
    expect(value.navbar[0]).toEqual({
      type: 'custom',
      customType: 'custom-kilnTemp',
      props: { label: 'Heat', unit: 'C', position: 'right' },
      position: 'right',
    });
    expect(unapplied).toEqual(['themeConfig.navbar.items[1] (navbar item type "mystery")']);
    expect(siteConfigProblems(value)).toEqual([]);
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, new Report());
    expect(json.navbar[0]).toEqual({
      type: 'custom',
      customType: 'custom-kilnTemp',
      props: { label: 'Heat', unit: 'C', position: 'right' },
      position: 'right',
    });
  });

  it("draws a docsVersion item as one link to a version's main doc, labelled with that version (theme-classic DocsVersionNavbarItem)", () => {
    const items = [
      { type: 'docsVersion', position: 'right' },
      { type: 'docsVersion', label: 'Stable', docsPluginId: 'recipes', className: 'v-link' },
      { type: 'docsVersion', label: 'Pinned', to: '/docs/1.0/intro' },
    ];
    const config = { title: 'T', url: 'https://t.example', baseUrl: '/', themeConfig: { navbar: { items } } };
    const { value, unapplied } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, {
      sidebarNames: [],
      hasBlog: false,
    });
    expect(unapplied).toEqual([]);
    expect(siteConfigProblems(value)).toEqual([]);
    const mainDocs = {
      default: [
        { version: 'current', label: 'Next', isLast: false, route: '/docs/next/start' },
        { version: '1.0', label: '1.0', isLast: true, route: '/docs/start' },
      ],
      recipes: [{ version: 'current', label: 'Cookbook', isLast: true, route: '/recipes/' }],
    };
    const report = new Report();
    const json = resolveSiteConfig(
      value,
      'docusaurus.config.js',
      { ...resolveCtx, versionMainDocs: (id) => mainDocs[id as keyof typeof mainDocs] ?? [] },
      report,
    );
    expect(report.problems).toEqual([]);
    // (The search box Docusaurus adds after them.)
    expect(json.navbar.slice(0, 3)).toEqual([
      {
        type: 'doc',
        label: '1.0',
        route: '/docs/start',
        position: 'right',
        versions: [
          { version: 'current', route: '/docs/next/start' },
          { version: '1.0', route: '/docs/start' },
        ],
        // No label of its own: the browser labels it with the version being read.
        versionLabel: 'default',
        config: { type: 'docsVersion' },
      },
      // Another instance: its last version, as the other doc items into another instance.
      {
        type: 'doc',
        label: 'Stable',
        route: '/recipes/',
        position: 'left',
        className: 'v-link',
        config: { type: 'docsVersion', label: 'Stable', docsPluginId: 'recipes' },
      },
      // A `to` of its own wins over the version's main doc.
      { type: 'doc', label: 'Pinned', route: '/docs/1.0/intro', position: 'left', config: { type: 'docsVersion', label: 'Pinned', to: '/docs/1.0/intro' } },
    ]);
  });

  it("labels a docSidebar item without a label of its own with its sidebar's first link, and a doc item without one with the doc id, as theme-classic does", () => {
    const items = [
      { type: 'docSidebar', sidebarId: 'guide' },
      { type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'handbook' },
      { type: 'doc', docId: 'intro' },
    ];
    const json = resolvedWithHandbook(items, new Report());
    expect(json.navbar.flatMap((i) => (i.type === 'doc' ? [i.label] : []))).toEqual(['Getting started', 'Start here', 'intro']);
  });

  it('resolves navbar doc and docSidebar items in the docs instance their docsPluginId names, and reports what is not there', () => {
    const items = [
      { type: 'docSidebar', sidebarId: 'guide', label: 'Main guide' },
      { type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'handbook', label: 'Handbook' },
      { type: 'doc', docId: 'intro', docsPluginId: 'handbook', label: 'Handbook intro' },
      { type: 'doc', docId: 'intro', docsPluginId: 'default', label: 'Intro' },
      { label: 'More', items: [{ type: 'doc', docId: 'intro', docsPluginId: 'handbook', label: 'Handbook start' }] },
      { type: 'docSidebar', sidebarId: 'guides', docsPluginId: 'handbook', label: 'Misspelt' },
      { type: 'doc', docId: 'intro', docsPluginId: 'nowhere', label: 'No instance' },
      { type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'nowhere', label: 'No instance either' },
    ];
    const report = new Report();
    const json = resolvedWithHandbook(items, report);
    const routes = json.navbar.map((i) => (i.type === 'doc' ? i.route : i.type === 'dropdown' ? i.items[0]!.href : null));
    expect(routes.slice(0, 5)).toEqual(['/docs/intro', '/handbook/start', '/handbook/start', '/docs/intro', '/handbook/start']);
    expect(report.errors.map((p) => p.message)).toEqual([
      'navbar item 6 ("Misspelt"): sidebar "guides" does not exist in docs plugin "handbook". Closest valid choices: "guide".',
      'navbar item 7 ("No instance"): docsPluginId "nowhere" names no docs plugin instance; give the `id` of one of the site\'s docs plugins',
      'navbar item 8 ("No instance either"): docsPluginId "nowhere" names no docs plugin instance; give the `id` of one of the site\'s docs plugins',
    ]);
  });

  it("offers the toggle's system mode as theme-classic does from 3.8, where the site's installed version is older, not", () => {
    const follows = { respectPrefersColorScheme: true };
    expect(colorModeOf(follows, '3.7.0')).toEqual({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false, systemChoice: false });
    expect(colorModeOf(follows, '3.8.1')).toEqual({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false });
    // No core installed in the site folder: the version this layer follows.
    expect(colorModeOf(follows, '3')).toEqual({ defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false });
    const config = { title: 'T', url: 'https://t.example', baseUrl: '/' };
    const { value } = siteConfigFromDocusaurusConfig({ path: resolve(fixture, 'docusaurus.config.js'), config }, fixture, { sidebarNames: [], hasBlog: false });
    const resolved = (colorMode: Parameters<typeof colorModeOf>[0], version: string) =>
      resolveSiteConfig({ ...value, colorMode: colorModeOf(colorMode, version) }, 'docusaurus.config.js', resolveCtx, new Report()).colorMode;
    expect(resolved(follows, '3.10.0').systemChoice).toBe(true);
    expect(resolved(follows, '3.7.0').systemChoice).toBeUndefined();
    expect(resolved({}, '3.10.0').systemChoice).toBeUndefined();
    expect(resolved({ ...follows, disableSwitch: true }, '3.10.0').systemChoice).toBeUndefined();
  });

  it('maps the footer, announcement bar, colour mode, custom CSS, customFields, redirects and sitemap', async () => {
    const { value } = await fixtureSite();
    expect(value.footer!.style).toBe('dark');
    expect(value.footer!.logo).toMatchObject({ src: '/img/wordmark.svg', href: 'https://quillmate.example', width: 120 });
    expect(value.footer!.columns.map((c) => c.title)).toEqual(['Learn', 'Elsewhere']);
    expect(value.announcement).toMatchObject({ id: 'release-7', backgroundColor: '#1d3b53', textColor: '#ffffff', isCloseable: true });
    expect(value.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false });
    expect(value.customCss).toEqual([resolve(fixture, 'src/css/custom.css')]);
    expect(value.customFields).toEqual({ supportEmail: 'help@quillmate.example', releaseTrain: 7 });
    expect(value.redirects).toEqual([
      { from: '/getting-started', to: '/docs/guide/install' },
      { from: '/old-api', to: '/docs/api/endpoints' },
      { from: '/api-v1', to: '/docs/api/endpoints' },
    ]);
    expect(value.sitemap).toEqual({ changefreq: 'monthly', priority: 0.7, ignorePatterns: ['/blog/archive'], filename: 'sitemap.xml' });
    expect(value.onBrokenMarkdownLinks).toBe('warn');
    expect(value.trailingSlash).toBe(false);
    expect(value.titleDelimiter).toBe('·');
    expect(value.staticDirectories).toEqual(['static', 'public-assets']);
    expect(value.markdownFormat).toBe('detect');
    expect(value.createRedirects?.('/docs/guide/sync')).toBe('/docs/handbook/sync');
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, new Report());
    expect(json.titleDelimiter).toBe('·');
    expect(text(json.footer!.copyright)).toBe('Copyright © 2024 Quillmate contributors.Built with Docusaurus, bold claims aside.');
    // The announcement's link is written with the base URL; it becomes a route.
    expect(JSON.stringify(json.announcement?.content)).toContain('"href":"/blog"');
    expect(json.head.tags).toContainEqual({ tagName: 'meta', attributes: { name: 'quillmate-fixture', content: 'yes' } });
    expect(json.head.image).toBe('/sub/img/social.png');
    expect(json.favicon).toBe('/sub/img/favicon.svg');
  });

  it('names what has no effect here, once', async () => {
    const { unapplied } = await fixtureSite();
    // A plugin this build does not implement is run (site-plugins/); one that is not installed says so.
    expect(unapplied.filter((u) => u.includes('made-up-analytics'))).toEqual([]);
    const full = await siteConfigFromDocusaurus(fixture, ['guide'], true);
    expect(full!.warnings[0]!.message).toContain('plugins[2] (docusaurus-plugin-made-up-analytics: not installed in the site folder)');
    // The ideal-image plugin's options are all applied: images are resized.
    expect(unapplied.filter((u) => u.includes('ideal-image'))).toEqual([]);
    expect((await fixtureSite()).value.idealImage).toEqual({ quality: 70, max: 1030, min: 640, steps: 2 });
    // Applied now: trailingSlash, titleDelimiter, staticDirectories, markdown.format and createRedirects.
    expect(unapplied.filter((u) => /trailingSlash|titleDelimiter|staticDirectories|markdown|client-redirects/.test(u))).toEqual([]);
  });

  it('applies the docs sidebar and table-of-contents theme options (no warning)', async () => {
    const { unapplied, value } = await fixtureSite();
    expect(unapplied.filter((u) => /sidebar|tableOfContents/.test(u))).toEqual([]);
    expect(value.docsSidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(value.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
  });

  it('groups the blog sidebar by year unless themeConfig.blog.sidebar.groupByYear is false (no warning)', () => {
    const read = (themeConfig: object) =>
      siteConfigFromDocusaurusConfig({ path: 'x', config: { title: 'T', themeConfig } }, fixture, { sidebarNames: [], hasBlog: true });
    expect(read({}).value.blogSidebar).toEqual({ groupByYear: true });
    const off = read({ blog: { sidebar: { groupByYear: false } } });
    expect(off.value.blogSidebar).toEqual({ groupByYear: false });
    expect(off.unapplied.filter((u) => u.includes('blog'))).toEqual([]);
  });

  it("sends gtag's page views through the site's own analytics, and loads tag manager's container from its src, and says why PWA has no effect", () => {
    const read = (presetOptions: object, plugins: unknown[] = []) =>
      siteConfigFromDocusaurusConfig({ path: 'x', config: { title: 'T', presets: [['classic', presetOptions]], plugins } }, fixture, {
        sidebarNames: [],
        hasBlog: false,
      });
    const one = read({ gtag: { trackingID: 'G-ORCHARD01', anonymizeIP: true } });
    expect(one.value.analytics).toEqual({ provider: 'ga4', measurementId: 'G-ORCHARD01' });
    expect(one.unapplied.filter((u) => u.includes('gtag'))).toEqual([]);
    const two = read({}, [['@docusaurus/plugin-google-gtag', { trackingID: ['G-A', 'G-B'] }]]);
    expect(two.value.analytics).toEqual({ provider: 'ga4', measurementId: 'G-A' });
    expect(two.unapplied).toContain('plugins[0] (@docusaurus/plugin-google-gtag) trackingID after the first (page views go to G-A only)');
    const others = read({ googleTagManager: { containerId: 'GTM-ORCH4RD' } }, [['@docusaurus/plugin-pwa', {}]]);
    expect(others.unapplied.find((u) => u.includes('plugin-pwa'))).toMatch(/no web app manifest or service worker/);
    // Tag Manager: its container script from Google's host in every head (no inline snippet), none in previews.
    expect(others.unapplied.filter((u) => u.includes('tag-manager'))).toEqual([]);
    const json = resolveSiteConfig(others.value, 'docusaurus.config.js', resolveCtx, new Report());
    expect(json.tagManager).toEqual({ containerId: 'GTM-ORCH4RD' });
    expect(json.head.tags).toContainEqual({ tagName: 'script', attributes: { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ORCH4RD' } });
    const preview = resolveSiteConfig(others.value, 'docusaurus.config.js', { ...resolveCtx, preview: true }, new Report());
    expect(preview.tagManager).toBeUndefined();
    expect(preview.head.tags.filter((t) => String(t.attributes.src ?? t.attributes.href).includes('googletagmanager'))).toEqual([]);
  });

  it('resolves custom CSS given relative to the site folder, as theme-classic does', () => {
    const { value } = siteConfigFromDocusaurusConfig(
      { path: 'x', config: { title: 'T', presets: [['classic', { theme: { customCss: ['./src/css/lamps.css', '/abs/wicks.css'] } }]] } },
      fixture,
      { sidebarNames: [], hasBlog: true },
    );
    expect(value.customCss).toEqual([resolve(fixture, 'src/css/lamps.css'), '/abs/wicks.css']);
  });

  it('keeps a simple footer (a flat list of links) as one untitled column', () => {
    const { value } = siteConfigFromDocusaurusConfig(
      {
        path: 'x',
        config: {
          title: 'T',
          themeConfig: {
            footer: {
              links: [
                { label: 'A', to: '/a' },
                { label: 'B', href: 'https://b.example' },
              ],
            },
          },
        },
      },
      fixture,
      { sidebarNames: [], hasBlog: false },
    );
    expect(value.footer!.columns).toEqual([
      {
        items: [
          { label: 'A', to: '/a' },
          { label: 'B', href: 'https://b.example' },
        ],
      },
    ]);
  });

  it('keeps a data block as it is, makes inline code a file in its place, and keeps external scripts', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Reed & Reel' });
    const { value } = siteConfigFromDocusaurusConfig(
      {
        path: 'x',
        config: {
          title: 'T',
          baseUrl: '/sub/',
          scripts: ['https://cdn.example/a.js', { src: '/js/local.js', defer: true }],
          headTags: [
            { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: ld },
            { tagName: 'script', attributes: { async: true }, innerHTML: 'window.first = 1;' },
            { tagName: 'script', attributes: { type: 'module' }, innerHTML: 'window.second = 2;' },
            { tagName: 'script', attributes: { type: 'importmap' }, innerHTML: '{"imports":{}}' },
          ],
        },
      },
      fixture,
      { sidebarNames: [], hasBlog: false },
    );
    const report = new Report();
    const json = resolveSiteConfig(value, 'docusaurus.config.js', resolveCtx, report);
    expect(report.errors.map((p) => p.message)).toEqual([expect.stringContaining('inline <script type="importmap"> in headTags')]);
    const scripts = json.head.tags.filter((t) => t.tagName === 'script');
    expect(scripts).toEqual([
      { tagName: 'script', attributes: { type: 'application/ld+json' }, text: ld },
      // A classic script ran where it stood: its file is not deferred (async dropped).
      { tagName: 'script', attributes: { src: `/sub${inlineScriptPath('window.first = 1;')}` } },
      { tagName: 'script', attributes: { type: 'module', src: `/sub${inlineScriptPath('window.second = 2;')}` } },
      { tagName: 'script', attributes: { src: 'https://cdn.example/a.js' } },
      { tagName: 'script', attributes: { src: '/sub/js/local.js', defer: true } },
    ]);
    expect(inlineScriptFiles(value)).toEqual([
      { path: inlineScriptPath('window.first = 1;'), code: 'window.first = 1;' },
      { path: inlineScriptPath('window.second = 2;'), code: 'window.second = 2;' },
    ]);
  });
});

describe('routeOf', () => {
  it('turns Docusaurus paths into routes without the base URL', () => {
    expect(routeOf('docs/misc', '/')).toBe('/docs/misc');
    expect(routeOf('/sub/docs/x', '/sub/')).toBe('/docs/x');
    expect(routeOf('/sub', '/sub/')).toBe('/');
    expect(routeOf('https://x.example/y', '/sub/')).toBe('https://x.example/y');
  });
});

describe('htmlToHast', () => {
  it('keeps markup as elements and drops what could run code', () => {
    const { root, dropped } = htmlToHast('<a href="javascript:alert(1)" onclick="x()">x</a><img src="/a.png" onerror="y()"><script>z()</script><b>ok</b>');
    expect(JSON.stringify(root)).not.toMatch(/javascript|onclick|onerror|script/);
    expect(root.children.map((n) => (n.type === 'element' ? n.tagName : n.type))).toEqual(['a', 'img', 'b']);
    expect(dropped).toEqual(expect.arrayContaining(['<script>', 'onClick attribute', 'onError attribute']));
  });
});

describe('editUrlFor', () => {
  it('appends the file path to a string, as Docusaurus does', () => {
    expect(editUrlFor({ editUrl: 'https://git.example/edit/main/' }, 'doc', 'docs/a/b.md', '/docs/a/b')).toBe('https://git.example/edit/main/docs/a/b.md');
    expect(editUrlFor({ editUrl: 'https://git.example/edit/main' }, 'doc', 'docs/a.md', '/docs/a')).toBe('https://git.example/edit/main/docs/a.md');
  });

  it('calls the function form with the Docusaurus parameters', () => {
    const editUrl = ({ versionDocsDirPath, docPath, permalink }: { versionDocsDirPath?: string; docPath?: string; permalink: string }) =>
      `https://e.example/${versionDocsDirPath}/${docPath}?from=${permalink}`;
    expect(editUrlFor({ editUrl }, 'doc', 'docs/guide/x.md', '/docs/guide/x')).toBe('https://e.example/docs/guide/x.md?from=/docs/guide/x');
  });

  it('edits posts with blogEditUrl for Docusaurus configs, with editUrl in this project’s own format', () => {
    expect(editUrlFor({ editUrl: 'https://e.example/', blogEditUrl: null }, 'post', 'blog/x.md', '/blog/x')).toBeNull();
    expect(editUrlFor({ editUrl: 'https://e.example/' }, 'post', 'blog/x.md', '/blog/x')).toBe('https://e.example/blog/x.md');
  });

  it("edits Markdown pages with the pages plugin's own editUrl only, its function given the pages folder and path", () => {
    expect(editUrlFor({ editUrl: 'https://e.example/' }, 'page', 'src/pages/about.md', '/about')).toBeNull();
    expect(editUrlFor({ editUrl: 'https://e.example/', pagesEditUrl: 'https://p.example/tree/' }, 'page', 'src/pages/about.md', '/about')).toBe(
      'https://p.example/tree/src/pages/about.md',
    );
    const pagesEditUrl = ({ pagesDirPath, pagesPath, permalink }: { pagesDirPath?: string; pagesPath?: string; permalink: string }) =>
      `https://p.example/${pagesDirPath}|${pagesPath}|${permalink}`;
    expect(editUrlFor({ pagesEditUrl }, 'page', 'site-pages/team/about.md', '/team/about', 'site-pages')).toBe(
      'https://p.example/site-pages|team/about.md|/team/about',
    );
  });

  it('takes front matter custom_edit_url over the option: a URL replaces the link, null removes it', () => {
    const config = { editUrl: 'https://e.example/' };
    expect(sourceEditUrl(config, 'doc', { path: 'docs/a.md', frontMatter: {} }, '/docs/a')).toBe('https://e.example/docs/a.md');
    expect(sourceEditUrl(config, 'doc', { path: 'docs/a.md', frontMatter: { custom_edit_url: null } }, '/docs/a')).toBeNull();
    expect(sourceEditUrl(config, 'post', { path: 'blog/x.md', frontMatter: { custom_edit_url: 'https://x.example/x' } }, '/blog/x')).toBe(
      'https://x.example/x',
    );
  });
});
