import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rollup } from 'vite';
import { themeModules } from '../theme-modules';
import { unsupportedModules } from '../../bundle/unsupported-modules';
import { themeComponents } from '../swizzles';
import { legacyParts, type LegacyName, type LegacyPart } from '../legacy-names';
import { writeSmallViteProject } from '../../../../pipeline/bundle/__tests__/small-vite-project';
import { SMALL_REACT } from './small-react';

let work: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
};

/**
 * A real Vite build of a small app laid out as this one: the chrome (`app/`) renders its navbar
 * and footer slots through `@theme/`, the compatibility layer (`app/compat/`) has Docusaurus's
 * `Navbar` and `Footer`, and a site (`site/`) may swizzle them in its `src/theme`.
 */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'theme-modules-'));
  put('react.js', SMALL_REACT);
  put(
    'app/compat/slot-props.js',
    'export const SlotProps = { Provider: (p) => p.children };\nexport const originalDrawing = (o) => ({ part: "chrome", props: o.own });\n',
  );
  put(
    'app/compat/adapters.js',
    'export const toc = (p) => ({ toc: "ADAPTED-" + p.items });\nexport const docPaginator = () => ({ previous: "ADAPTED-PAGINATOR" });\n',
  );
  // Parts the chrome draws with its own modules, imported by relative paths: TOC everywhere, the paginator as DocItem/Paginator in the doc page only.
  put('app/theme/TOC/index.js', "export function TOC(p) { return 'THEME-TOC'; }\nexport const tocHelper = 'TOC-HELPER';\n");
  put('app/theme/Paginator/index.js', "export function Paginator() { return 'THEME-PAGINATOR'; }\n");
  put(
    'app/doc-page.js',
    "import { TOC, tocHelper } from './theme/TOC';\nimport { Paginator } from './theme/Paginator/index.js';\nexport const doc = [TOC({ items: 'h2' }), tocHelper, Paginator()];\n",
  );
  put('app/blog-page.js', "import { Paginator } from './theme/Paginator';\nexport const blog = [Paginator()];\n");
  put('app/theme/Navbar/index.js', "export function Navbar() { return 'THEME-NAVBAR'; }\n");
  put('app/theme/Footer/index.js', "export function Footer() { return 'THEME-FOOTER'; }\n");
  put('app/theme/Link/index.js', "export function Link() { return 'THEME-LINK'; }\n");
  put('app/compat/Navbar.js', "export default function Navbar() { return 'COMPAT-NAVBAR'; }\n");
  put('app/compat/Footer.js', "export default function Footer() { return 'COMPAT-FOOTER'; }\n");
  put('app/theme/Layout/index.js', "export function Layout(p) { return ['THEME-LAYOUT', p.children]; }\n");
  put('app/compat/Layout.js', "export default function Layout(p) { return ['COMPAT-LAYOUT', p.children]; }\n");
  put('app/route-page.js', "import { Layout } from './theme/Layout';\nexport const routePage = Layout({ children: 'PAGE' });\n");
  // The footer's bottom row: a second place the chrome draws the part named Footer, with a module of its own.
  put('app/theme/FooterBottom/index.js', "export function FooterBottom() { return 'THEME-FOOTER-BOTTOM'; }\n");
  put(
    'app/chrome.js',
    "import { Navbar } from '@theme/Navbar';\nimport { Footer } from '@theme/Footer';\nimport { FooterBottom } from './theme/FooterBottom';\nexport const chrome = [Navbar({}), Footer({}), FooterBottom({})];\n",
  );
  put('site/src/theme/Footer.js', "import Original from '@theme-original/Footer';\nexport default function Footer() { return ['SITE-FOOTER', Original()]; }\n");
  writeSmallViteProject(join(work, 'site'), {
    'main.js':
      "import { chrome } from '../app/chrome.js';\nimport { doc } from '../app/doc-page.js';\nimport { blog } from '../app/blog-page.js';\nimport { routePage } from '../app/route-page.js';\nimport Navbar from '@theme/Navbar';\nimport Footer from '@theme/Footer';\nimport Layout from '@theme/Layout';\nconsole.log(chrome, doc, blog, routePage, Navbar(), Footer(), Layout({ children: 'SITE-PAGE' }));\n",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bundle(
  components: Map<string, string>,
  providersFile?: string,
  chromeDrawers?: string[],
  legacy?: { legacyParts: LegacyPart[]; legacyAdaptersFile: string },
): Promise<string> {
  const out = (await build({
    root: join(work, 'site'),
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^react$/, replacement: join(work, 'react.js') }] },
    plugins: [
      unsupportedModules({ themeDir: join(work, 'app/theme'), displayRoot: work, siteDir: join(work, 'site') }),
      themeModules({
        themeDir: join(work, 'app/theme'),
        appDir: join(work, 'app'),
        compatDir: join(work, 'app/compat'),
        provided: {
          Navbar: join(work, 'app/compat/Navbar.js'),
          Footer: join(work, 'app/compat/Footer.js'),
          Layout: join(work, 'app/compat/Layout.js'),
          'Navbar/Search': join(work, 'app/compat/NavbarSearch.js'),
          PaginatorNavLink: join(work, 'app/compat/PaginatorNavLink.js'),
          'DocRoot/Layout/Sidebar': join(work, 'app/compat/DocSidebarColumn.js'),
          OldNavLink: join(work, 'app/compat/OldNavLink.js'),
          OldFooter: join(work, 'app/compat/OldFooter.js'),
        },
        slots: {
          Navbar: { file: join(work, 'app/theme/Navbar/index.js'), exportName: 'Navbar' },
          Footer: { file: join(work, 'app/theme/Footer/index.js'), exportName: 'Footer' },
          'Footer:bottom': { name: 'Footer', file: join(work, 'app/theme/FooterBottom/index.js'), exportName: 'FooterBottom' },
          Layout: { file: join(work, 'app/theme/Layout/index.js'), exportName: 'Layout' },
          DocSidebar: { file: join(work, 'app/theme/DocSidebar/index.js'), exportName: 'DocSidebar' },
          TOC: { file: join(work, 'app/theme/TOC/index.js'), exportName: 'TOC', props: 'toc' },
          'DocItem/Paginator': { file: join(work, 'app/theme/Paginator/index.js'), exportName: 'Paginator', in: [join(work, 'app/doc-page.js')] },
          // Docusaurus's DocItem/Paginator renders DocPaginator: two names for the doc page's paginator, the first the outer.
          DocPaginator: {
            file: join(work, 'app/theme/Paginator/index.js'),
            exportName: 'Paginator',
            in: [join(work, 'app/doc-page.js')],
            props: 'docPaginator',
          },
        },
        // The paginator draws its links itself; a site that swizzles one gets it drawn through them.
        compositions: {
          [join(work, 'app/theme/Paginator/index.js')]: { module: join(work, 'app/compat/composed/Paginator.js'), parts: ['PaginatorNavLink'] },
          // The navbar drawn through its search part, its other parts the chrome's (`chrome`): a slot the site fills applies in it.
          [join(work, 'app/theme/Navbar/index.js')]: { module: join(work, 'app/compat/composed/Navbar.js'), parts: ['Navbar/Search'], chrome: true },
        },
        adaptersFile: join(work, 'app/compat/adapters.js'),
        components,
        slotPropsFile: join(work, 'app/compat/slot-props.js'),
        ...(providersFile ? { providersFile } : {}),
        ...(chromeDrawers ? { chromeDrawers } : {}),
        ...legacy,
        displayRoot: join(work, 'site'),
      }),
    ],
    build: { outDir: join(work, 'out'), emptyOutDir: true, write: false, minify: false },
  })) as Rollup.RollupOutput;
  return out.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

describe('@theme/* in the client bundle', () => {
  it("without swizzles: the chrome's slots are its own modules, a site's @theme/X the compatibility layer's", async () => {
    const code = await bundle(new Map());
    expect(code).toContain('THEME-NAVBAR');
    expect(code).toContain('THEME-FOOTER');
    expect(code).toContain('COMPAT-NAVBAR');
    expect(code).not.toContain('SITE-FOOTER');
    // No slot module, no slot context: nothing more than the chrome's own imports.
    expect(code).not.toContain('Provider');
  });

  it("with a swizzled Footer: the site's component fills the chrome's slot and every @theme/Footer, wrapping @theme-original/Footer", async () => {
    const code = await bundle(themeComponents([join(work, 'site/src/theme')]));
    expect(code).toContain('SITE-FOOTER');
    expect(code).toContain('COMPAT-FOOTER');
    expect(code).toContain('Provider');
    expect(code).toContain('THEME-NAVBAR');
    // A throw while rendering (prerendering has no error boundary) names the site's file.
    expect(code).toMatch(/the swizzled component .*threw: /);
    expect(code).toContain('src/theme/Footer.js');
    // In the browser a throw passes unchanged: React's use() suspends by throwing, and must not be wrapped.
    expect(code).toMatch(/typeof document !== ["']undefined["']/);
  });

  it("puts the site's theme-common providers around a swizzled slot, so its own useDoc() finds its DocProvider", async () => {
    put('app/compat/providers.js', "export function ThemeCommonProviders(p) { return ['SITE-PROVIDERS', p.children]; }\n");
    const code = await bundle(themeComponents([join(work, 'site/src/theme')]), join(work, 'app/compat/providers.js'));
    expect(code).toContain('SITE-PROVIDERS');
    expect(code).toContain('SITE-FOOTER');
    // Without a swizzle there is no slot module, so no providers either.
    expect(await bundle(new Map(), join(work, 'app/compat/providers.js'))).not.toContain('SITE-PROVIDERS');
  });

  it("fills a part the chrome imports by a relative path, with Docusaurus's props, and only where the slot says", async () => {
    put('site2/src/theme/TOC.js', "import Original from '@theme-original/TOC';\nexport default function TOC(p) { return ['SITE-TOC', p.toc, Original(p)]; }\n");
    put('site2/src/theme/DocItem/Paginator.js', "export default function Paginator() { return 'SITE-PAGINATOR'; }\n");
    const code = await bundle(themeComponents([join(work, 'site2/src/theme')]));
    expect(code).toContain('SITE-TOC');
    // The site's TOC gets Docusaurus's props (the slot's adapter), its original is the chrome's TOC.
    expect(code).toContain('ADAPTED-');
    expect(code).toContain('THEME-TOC');
    // The chrome module's other exports stay as they are.
    expect(code).toContain('TOC-HELPER');
    // DocItem/Paginator fills the doc page's paginator; the blog page keeps the chrome's.
    expect(code).toContain('SITE-PAGINATOR');
    expect(code).toContain('THEME-PAGINATOR');
    const without = await bundle(new Map());
    expect(without).not.toContain('ADAPTED-');
    expect(without).not.toContain('Provider');
  });

  it("wraps the chrome's Layout in a site's Layout, and a site page's own <Layout> inside it is the page's wrapper", async () => {
    put(
      'site3/src/theme/Layout.js',
      "import Original from '@theme-original/Layout';\nexport default function Layout(p) { return ['SITE-LAYOUT', Original(p)]; }\n",
    );
    const code = await bundle(themeComponents([join(work, 'site3/src/theme')]));
    // The chrome's import of its Layout is the slot module rendering the site's Layout around it.
    expect(code).toContain('SITE-LAYOUT');
    expect(code).toContain('THEME-LAYOUT');
    expect(code).toMatch(/function Slot0\(props\)/);
    // The site page's @theme/Layout: the compatibility layer's inside the chrome's Layout slot, the site's elsewhere.
    expect(code).toMatch(/"Layout" in slots\.byName \? [\w$]+ : [\w$]+, props/);
    expect(code).toContain('COMPAT-LAYOUT');
    const without = await bundle(new Map());
    expect(without).not.toContain('slots.byName');
    expect(without).toContain('THEME-LAYOUT');
  });

  it("draws a part swizzled under two names as Docusaurus layers them: the outer's @theme-original is the inner's slot", async () => {
    put('site4/src/theme/DocPaginator.js', "export default function DocPaginator(p) { return ['SITE-DOC-PAGINATOR', p.previous]; }\n");
    const inner = await bundle(themeComponents([join(work, 'site4/src/theme')]));
    // Alone, the inner name fills the doc page's paginator with its Docusaurus props; the blog page keeps the chrome's.
    expect(inner).toContain('SITE-DOC-PAGINATOR');
    expect(inner).toContain('ADAPTED-PAGINATOR');
    expect(inner).toContain('THEME-PAGINATOR');
    put(
      'site4/src/theme/DocItem/Paginator.js',
      "import Original from '@theme-original/DocItem/Paginator';\nexport default function Paginator(p) { return ['SITE-DOCITEM-PAGINATOR', Original(p)]; }\n",
    );
    const both = await bundle(themeComponents([join(work, 'site4/src/theme')]));
    // The outer fills the chrome's slot; what it wraps is the inner's slot (its site component, its adapter), not the chrome's part.
    expect(both).toMatch(/fill(\$\d+)?\("DocItem\/Paginator"/);
    expect(both).toMatch(/fill(\$\d+)?\("DocPaginator"/);
    expect(both).toContain('SITE-DOC-PAGINATOR');
    expect(both).toContain('SITE-DOCITEM-PAGINATOR');
  });

  it("fills every place the chrome draws one part (a slot keyed `<Name>:<place>`), its @theme-original the chrome's module of that place", async () => {
    const code = await bundle(themeComponents([join(work, 'site/src/theme')]));
    // Both slots render the site's Footer, each saying where it is.
    expect(code).toMatch(/fill(\$\d+)?\("Footer", "Footer"/);
    expect(code).toMatch(/fill(\$\d+)?\("Footer", "Footer:bottom"/);
    // The wrapper's original draws the chrome's part of the place it was filled in.
    expect(code).toMatch(/"Footer:bottom": \{\s*Chrome: FooterBottom,/);
    expect(code).toMatch(/places\[slots\.keys && slots\.keys\["Footer"\] \|\| "Footer"\]/);
    expect(code).toContain('THEME-FOOTER-BOTTOM');
    const without = await bundle(new Map());
    expect(without).toContain('THEME-FOOTER-BOTTOM');
    expect(without).not.toMatch(/function fill\(/);
  });

  it('draws a module of the chrome through its parts for a site that swizzles one, where no slot the site fills takes it', async () => {
    put('app/compat/PaginatorNavLink.js', "export default function PaginatorNavLink() { return 'COMPAT-NAVLINK'; }\n");
    put(
      'app/compat/composed/Paginator.js',
      "import PaginatorNavLink from '@theme/PaginatorNavLink';\nexport function Paginator() { return ['COMPOSED-PAGINATOR', PaginatorNavLink()]; }\n",
    );
    put('site3/src/theme/PaginatorNavLink.js', "export default function PaginatorNavLink() { return 'SITE-NAVLINK'; }\n");
    const code = await bundle(themeComponents([join(work, 'site3/src/theme')]));
    // Both the doc page's and the blog page's paginator, each link the site's.
    expect(code).toContain('COMPOSED-PAGINATOR');
    expect(code).toContain('SITE-NAVLINK');
    expect(code).not.toContain('THEME-PAGINATOR');
    // A site that fills the doc page's paginator slot too: its component there, the blog's composed.
    put('site3/src/theme/DocItem/Paginator.js', "export default function Paginator() { return 'SITE-PAGINATOR'; }\n");
    const both = await bundle(themeComponents([join(work, 'site3/src/theme')]));
    expect(both).toContain('SITE-PAGINATOR');
    expect(both).toContain('COMPOSED-PAGINATOR');
    // Without the swizzle: the chrome's own module, no composition bundled.
    const without = await bundle(new Map());
    expect(without).toContain('THEME-PAGINATOR');
    expect(without).not.toContain('COMPOSED-PAGINATOR');
    expect(without).not.toContain('NAVLINK');
  });

  it("draws a site's swizzle of an old name its release still draws where the later part is drawn, with the old name's props", async () => {
    put('app/compat/PaginatorNavLink.js', "export default function PaginatorNavLink() { return 'COMPAT-NAVLINK'; }\n");
    put('app/compat/OldNavLink.js', "export default function OldNavLink(p) { return 'COMPAT-OLD-NAVLINK-' + p.label; }\n");
    put('app/compat/OldFooter.js', "export default function OldFooter() { return 'COMPAT-OLD-FOOTER'; }\n");
    put(
      'app/compat/composed/Paginator.js',
      "import PaginatorNavLink from '@theme/PaginatorNavLink';\nexport function Paginator() { return ['COMPOSED-PAGINATOR', PaginatorNavLink({ permalink: '/next' })]; }\n",
    );
    put(
      'app/compat/legacy-adapters.js',
      "export const useOldNavLink = (p) => ({ label: 'FROM-' + p.permalink });\nexport const useOldFooter = () => ({ note: 'OLD-FOOTER-PROPS' });\n",
    );
    put(
      'site5/src/theme/OldNavLink.js',
      "import Original from '@theme-original/OldNavLink';\nexport default function OldNavLink(p) { return ['SITE-OLD-NAVLINK-' + p.label, Original(p)]; }\n",
    );
    put('site5/src/theme/OldFooter.js', "export default function OldFooter(p) { return 'SITE-OLD-FOOTER-' + p.note; }\n");
    const names: LegacyName[] = [
      { name: 'OldNavLink', drawnAs: 'PaginatorNavLink', renamedIn: [3, 8], props: 'useOldNavLink' },
      { name: 'OldFooter', drawnAs: 'Footer', renamedIn: [3, 5], props: 'useOldFooter' },
    ];
    const components = themeComponents([join(work, 'site5/src/theme')]);
    const provided = { legacyAdaptersFile: join(work, 'app/compat/legacy-adapters.js') };
    const parts = (version: string) => legacyParts(components, version, names);
    // 3.4 draws both old names: the paginator is drawn through its parts (the link the site's old
    // one, given the adapted props, wrapping the compatibility layer's), the footer's slot the site's old footer.
    const old = await bundle(components, undefined, undefined, { legacyParts: parts('3.4.0'), ...provided });
    expect(old).toContain('COMPOSED-PAGINATOR');
    expect(old).toContain('SITE-OLD-NAVLINK-');
    expect(old).toContain('FROM-');
    expect(old).toContain('COMPAT-OLD-NAVLINK-');
    expect(old).not.toContain('COMPAT-NAVLINK');
    expect(old).toContain('SITE-OLD-FOOTER-');
    expect(old).toContain('OLD-FOOTER-PROPS');
    expect(old).not.toContain('THEME-FOOTER"');
    // A throw in the footer's slot names the site's file of the old name.
    expect(old).toContain('src/theme/OldFooter.js');
    // 3.6 draws the old link only; 3.8 neither: the chrome's own modules, no adapter bundled.
    const between = await bundle(components, undefined, undefined, { legacyParts: parts('3.6.3'), ...provided });
    expect(between).toContain('SITE-OLD-NAVLINK-');
    expect(between).not.toContain('SITE-OLD-FOOTER-');
    const later = await bundle(components, undefined, undefined, { legacyParts: parts('3.8.1'), ...provided });
    expect(later).not.toContain('SITE-OLD');
    expect(later).not.toContain('FROM-');
    expect(later).toContain('THEME-PAGINATOR');
  });

  it("resolves a composition's imports of the chrome's modules as the chrome's own, when it stands for the chrome module in full", async () => {
    put('app/compat/NavbarSearch.js', "export default function Search() { return 'COMPAT-SEARCH'; }\n");
    put(
      'app/compat/composed/Navbar.js',
      "import Search from '@theme/Navbar/Search';\nimport { Footer } from '../../theme/Footer/index.js';\nexport function Navbar() { return ['COMPOSED-NAVBAR', Search(), Footer()]; }\n",
    );
    put('site5/src/theme/Navbar/Search.js', "export default function Search() { return 'SITE5-SEARCH'; }\n");
    put('site5/src/theme/Footer.js', "export default function Footer() { return 'SITE5-FOOTER'; }\n");
    const code = await bundle(themeComponents([join(work, 'site5/src/theme')]));
    expect(code).toContain('COMPOSED-NAVBAR');
    expect(code).toContain('SITE5-SEARCH');
    // The composition's own import of the chrome's footer is the slot the site fills: the chrome's footer is not bundled.
    expect(code).toContain('SITE5-FOOTER');
    expect(code).not.toMatch(/["']THEME-FOOTER["']/);
    const without = await bundle(new Map());
    expect(without).not.toContain('COMPOSED-NAVBAR');
    expect(without).toContain('THEME-NAVBAR');
  });

  it("resolves a compatibility module's imports of the chrome's modules as the chrome's, when it draws a chrome part (COMPAT_CHROME_DRAWERS)", async () => {
    // Theme-classic's DocRoot/Layout/Sidebar draws @theme/DocSidebar: here the compatibility module draws the chrome's part by its module.
    put('app/theme/DocSidebar/index.js', "export function DocSidebar() { return 'THEME-DOCSIDEBAR'; }\n");
    put(
      'app/compat/DocSidebarColumn.js',
      "import { DocSidebar } from '../theme/DocSidebar/index.js';\nexport default function Column() { return ['COMPAT-COLUMN', DocSidebar()]; }\n",
    );
    put(
      'site6/src/theme/DocRoot/Layout/Sidebar.js',
      "import Original from '@theme-original/DocRoot/Layout/Sidebar';\nexport default function S() { return ['SITE6-COLUMN', Original()]; }\n",
    );
    put('site6/src/theme/DocSidebar.js', "export default function DocSidebar() { return 'SITE6-DOCSIDEBAR'; }\n");
    put('site6/src/theme/Footer.js', "import Column from '@theme/DocRoot/Layout/Sidebar';\nexport default function Footer() { return Column(); }\n");
    const components = themeComponents([join(work, 'site6/src/theme')]);
    const drawn = await bundle(components, undefined, [join(work, 'app/compat/DocSidebarColumn.js')]);
    expect(drawn).toContain('COMPAT-COLUMN');
    expect(drawn).toContain('SITE6-DOCSIDEBAR');
    // Not a drawer: its import is the chrome's module itself, the site's part not drawn there.
    const plain = await bundle(components);
    expect(plain).toContain('COMPAT-COLUMN');
    expect(plain).not.toContain('SITE6-DOCSIDEBAR');
    expect(plain).toContain('THEME-DOCSIDEBAR');
  });

  it('names a @theme/X this theme does not have at the importing file:line', async () => {
    put('site/src/theme/Footer.js', "import Gauge from '@theme/NoSuchGauge';\nexport default function Footer() { return Gauge; }\n");
    const error = await bundle(themeComponents([join(work, 'site/src/theme')])).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toContain('site/src/theme/Footer.js:1: cannot import `@theme/NoSuchGauge`: not one of the Docusaurus modules this site provides');
  });
});
