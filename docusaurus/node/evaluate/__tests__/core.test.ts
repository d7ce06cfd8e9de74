import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx } from '../../../../pipeline/mdx/processor';
import type { SiteData } from '../core';
import { docsVersionData } from '../../../shared/docs-data';

let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};

const siteData: SiteData = {
  site: { title: 'Lantern', tagline: 'Light', url: 'https://lantern.example', baseUrl: '/base/', customFields: {} },
  versions: [
    docsVersionData(
      { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro' },
      [{ id: 'intro', path: '/docs/intro', title: 'Intro', description: '', sidebar: 'guide' }],
      '/base/fr/',
    ),
  ],
  i18n: {
    currentLocale: 'fr',
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', prefix: '' },
      { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', prefix: '/fr' },
    ],
    translations: { 'lamp.count': '{count} lampes', 'Turn it on': 'Allumez-la' },
  },
  pluginGlobalData: { 'lantern-plugin': { default: { wicks: 3 } } },
};

async function compile(path: string, text: string) {
  write(path, text);
  const result = await compileMdx(text, {
    filePath: path,
    absolutePath: join(site, path),
    contentRoot: site,
    frontMatter: { title: 'T' },
    resolveLink: () => null,
    route: '/docs/intro',
    siteData,
  });
  return { html: toHtml(result.body as unknown as Root), messages: result.messages.map((m) => `${m.line}: ${m.message}`), result };
}

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'evaluate-core-'));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("Docusaurus's client API at build time", () => {
  it("translates with the locale's code.json, interpolates, and reads the context, the locale's base URL and environment", async () => {
    write(
      'src/Core.jsx',
      [
        "import Translate, { translate } from '@docusaurus/Translate';",
        "import Interpolate from '@docusaurus/Interpolate';",
        "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
        "import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';",
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        "import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';",
        "import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';",
        "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
        'export default function Core() {',
        '  const { i18n, siteConfig } = useDocusaurusContext();',
        '  const { withBaseUrl } = useBaseUrlUtils();',
        '  useIsomorphicLayoutEffect(() => {}, []);',
        '  return (',
        '    <ErrorBoundary fallback={() => <p>broken</p>}>',
        '      <p><Translate id="lamp.count" values={{ count: <b>2</b> }}>{"{count} lamps"}</Translate></p>',
        "      <p>{translate({ message: 'Turn it on' })} / {translate({ id: 'none', message: 'Wick {n}' }, { n: 4 })}</p>",
        '      <p><Interpolate values={{ name: <i>Ada</i> }}>{"Hi {name}"}</Interpolate></p>',
        '      <p>{i18n.currentLocale} {siteConfig.themeConfig.colorMode.defaultMode} {withBaseUrl("/img/a.png")} {String(ExecutionEnvironment.canUseDOM)} {DEFAULT_PLUGIN_ID}</p>',
        '      <p>{siteConfig.baseUrl} {i18n.localeConfigs.fr.baseUrl} {i18n.localeConfigs.en.baseUrl} {withBaseUrl("/base/fr/x")} {withBaseUrl("/x", { absolute: true })}</p>',
        '    </ErrorBoundary>',
        '  );',
        '}',
      ].join('\n'),
    );
    const { html, messages } = await compile('docs/core.mdx', "import Core from '@site/src/Core';\n\n<Core />\n");
    expect(messages).toEqual([]);
    expect(html).toBe(
      '<p><b>2</b> lampes</p><p>Allumez-la / Wick 4</p><p>Hi <i>Ada</i></p><p>fr light /base/fr/img/a.png false default</p><p>/base/fr/ /base/fr/ /base/ /base/fr/x https://lantern.example/base/fr/x</p>',
    );
  });

  it("gives global data in the docs plugin's shape and the site's plugins' data, and the router's location and matchPath", async () => {
    write(
      'src/Global.jsx',
      [
        "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
        "import { useLocation, matchPath } from '@docusaurus/router';",
        'export default function Global() {',
        "  const docs = useGlobalData()['docusaurus-plugin-content-docs'].default;",
        '  const { pathname } = useLocation();',
        "  const match = matchPath(pathname, { path: '/base/fr/docs/:id' });",
        "  return <p>{docs.path} {docs.versions[0].docs[0].path} {usePluginData('lantern-plugin').wicks} {pathname} {match.params.id}</p>;",
        '}',
      ].join('\n'),
    );
    const { html, messages, result } = await compile('docs/global.mdx', "import Global from '@site/src/Global';\n\n<Global />\n");
    expect(messages).toEqual([]);
    // The French page's address, and the docs' paths, are under the locale's base URL, as Docusaurus serves them.
    expect(html).toBe('<p>/base/fr/docs /base/fr/docs/intro 3 /base/fr/docs/intro intro</p>');
    expect(result.usesDocsData).toBe(true);
  });

  it("links a path from global data once under the locale's base URL, and marks a nav link to the page active", async () => {
    write(
      'src/DocLinks.jsx',
      [
        "import Link from '@docusaurus/Link';",
        "import useGlobalData from '@docusaurus/useGlobalData';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        'export default function DocLinks() {',
        "  const docs = useGlobalData()['docusaurus-plugin-content-docs'].default;",
        '  return <>',
        '    <Link className="a" to={docs.versions[0].docs[0].path}>data</Link>',
        '    <Link className="b" to="/docs/intro" isNavLink activeClassName="here" exact>nav</Link>',
        '    <Link className="c" to={useBaseUrl(\'/docs\')} isNavLink exact>docs</Link>',
        '    <Link to="pathname:///raw/notes.html">raw</Link>',
        '  </>;',
        '}',
      ].join('\n'),
    );
    const { html, messages } = await compile('docs/links.mdx', "import DocLinks from '@site/src/DocLinks';\n\n<DocLinks />\n");
    expect(messages).toEqual([]);
    // Routes without the locale's prefix, which the locale's pass puts in front of every link to one of its routes.
    expect(html).toContain('<Link to="/docs/intro" class="a">data</Link>');
    expect(html).toContain('<Link to="/docs/intro" class="b here" aria-current="page">nav</Link>');
    expect(html).toContain('<Link to="/docs" class="c">docs</Link>');
    expect(html).toContain('<Link to="pathname:///base/fr/raw/notes.html">raw</Link>');
  });

  it('renders a component that uses <Head> while the site builds (its elements go to the page head), and one that needs a theme-common context in the browser', async () => {
    write(
      'src/Titled.jsx',
      "import Head from '@docusaurus/Head';\nexport default function Titled() {\n  return <><Head><title>Own</title></Head><p>x</p></>;\n}\n",
    );
    write(
      'src/Contextual.jsx',
      [
        "import { createContext, useContext } from 'react';",
        'class ReactContextError extends Error { constructor(p) { super(`Hook useThing is called outside the <${p}>. `); this.name = "ReactContextError"; } }',
        'const Ctx = createContext(undefined);',
        'export default function Contextual() {',
        '  const v = useContext(Ctx);',
        "  if (v === undefined) throw new ReactContextError('ThingProvider');",
        '  return <p>{v}</p>;',
        '}',
      ].join('\n'),
    );
    const { messages, result } = await compile(
      'docs/browser.mdx',
      "import Titled from '@site/src/Titled';\nimport Contextual from '@site/src/Contextual';\n\n<Titled />\n\n<Contextual />\n",
    );
    expect(messages).toEqual([]);
    expect(Object.keys(result.localComponents)).toHaveLength(1);
    // The theme's `Head` element with the component's `<title>`, drawn by web/mdx/Head.tsx.
    expect(JSON.stringify(result.body)).toMatch(/"tagName":"Head".*"tagName":"title".*"value":"Own"/);
  });
});

describe("theme-common's useCurrentSidebarCategory at build time", () => {
  it("gives the category whose link is the page, its hrefs under the locale's base URL, for Docusaurus's documented `<DocCardList items={useCurrentSidebarCategory().items} />`", async () => {
    const withSidebars: SiteData = {
      ...siteData,
      sidebars: {
        guide: [
          {
            type: 'category',
            label: 'Wicks',
            route: '/docs/wicks',
            collapsed: false,
            items: [
              { type: 'doc', id: 'wicks/trim', label: 'Trimming', route: '/docs/wicks/trim' },
              { type: 'link', label: 'Supplier', href: 'https://wicks.example', external: true },
            ],
          },
        ],
      },
    };
    const path = 'docs/wicks.mdx';
    const text = [
      "import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';",
      '',
      'export const Items = () => {',
      '  const category = useCurrentSidebarCategory();',
      '  return <ul>{category.items.map((i) => <li key={i.href}>{category.label}: {i.label} {i.href}</li>)}</ul>;',
      '};',
      '',
      '<Items />',
      '',
    ].join('\n');
    write(path, text);
    const result = await compileMdx(text, {
      filePath: path,
      absolutePath: join(site, path),
      contentRoot: site,
      frontMatter: { title: 'T' },
      resolveLink: () => null,
      route: '/docs/wicks',
      siteData: withSidebars,
    });
    expect(result.messages.map((m) => m.message)).toEqual([]);
    expect(toHtml(result.body as unknown as Root)).toBe(
      '<ul><li>Wicks: Trimming /base/fr/docs/wicks/trim</li><li>Wicks: Supplier https://wicks.example</li></ul>',
    );
  });
});
