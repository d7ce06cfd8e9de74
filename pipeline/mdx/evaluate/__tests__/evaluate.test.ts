import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx } from '../../processor';
import { createContext, jsx, render, builtin, NeedsBrowser, FRAGMENT, type RenderContext } from '../runtime';
import { reactModule } from '../modules/react';
import { PROJECT_ROOT } from '../../../project-root';

let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};

async function compile(path: string, text: string) {
  write(path, text);
  const result = await compileMdx(text, {
    filePath: path,
    absolutePath: join(site, path),
    contentRoot: site,
    frontMatter: { title: 'T' },
    resolveLink: () => null,
  });
  return { html: toHtml(result.body as unknown as Root), messages: result.messages.map((m) => `${m.line}: ${m.message}`), result };
}

/** Writes files under `root`, making their folders. */
const writerIn = (root: string) => (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'evaluate-'));
  // Two tiny packages in the site's own node_modules: one CommonJS, one ES module with a subpath.
  write('node_modules/tiny-plural/package.json', '{ "name": "tiny-plural", "main": "index.js" }');
  write('node_modules/tiny-plural/index.js', "module.exports = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;\n");
  write('node_modules/@lantern/fmt/package.json', '{ "name": "@lantern/fmt", "type": "module", "exports": { "./upper": "./upper.js" } }');
  write('node_modules/@lantern/fmt/upper.js', 'export default function upper(s) { return s.toUpperCase(); }\n');
  write('src/Count.jsx', "import plural from 'tiny-plural';\nexport default function Count({ n }) {\n  return <em>{plural(n, 'lamp')}</em>;\n}\n");
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('MDX JavaScript at build time', () => {
  it('resolves npm packages from the site folder, in MDX and in component files', async () => {
    const { html, messages, result } = await compile(
      'docs/packages.mdx',
      "import upper from '@lantern/fmt/upper';\nimport Count from '@site/src/Count';\n\n{upper('lit')}: <Count n={3} />\n",
    );
    expect(messages).toEqual([]);
    expect(html).toBe('<p>LIT: <em>3 lamps</em></p>');
    expect(result.localComponents).toEqual({});
    expect(result.dependencies).toEqual([join(site, 'src/Count.jsx')]);
  });

  it("gives a component the theme's components in its children as elements with their props, as React does (theme-common's useTabs checks them)", async () => {
    write(
      'src/OnlyTabItems.jsx',
      [
        "import React from 'react';",
        '// As theme-common sanitizes <Tabs> children: every child an element with a `value` prop.',
        'export default function OnlyTabItems({ children }) {',
        "  const items = React.Children.toArray(children).filter((c) => c !== '\\n');",
        "  for (const c of items) if (!React.isValidElement(c) || !('value' in c.props)) throw new Error('Bad child: not a <TabItem>');",
        '  return <div className="values">{items.map((c) => c.props.value).join(\',\')}{children}</div>;',
        '}',
        '',
      ].join('\n'),
    );
    const { html, messages } = await compile(
      'docs/tab-children.mdx',
      'import TabItem from \'@theme/TabItem\';\nimport OnlyTabItems from \'@site/src/OnlyTabItems\';\n\n<OnlyTabItems>\n  <TabItem value="bearer" label="Bearer">Token</TabItem>\n  <TabItem value="basic" label="Basic">Password</TabItem>\n</OnlyTabItems>\n',
    );
    expect(messages).toEqual([]);
    // Rendered, the items are the theme's elements again, as the walk made them.
    expect(html).toMatch(
      /^<div class="values">bearer,basic<TabItem value="bearer" label="Bearer">Token<\/TabItem><TabItem value="basic" label="Basic">Password<\/TabItem><\/div>$/i,
    );
  });

  it("compiles the site's component files with its Babel config, and names a file Babel cannot parse at its line", async () => {
    const root = mkdtempSync(join(tmpdir(), 'evaluate-babel-'));
    try {
      const put = writerIn(root);
      put('package.json', '{}');
      // This repository's packages stand for the site's own (@babel/core and the presets).
      symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'));
      put('babel.config.js', "module.exports = { presets: ['@babel/preset-flow', ['@babel/preset-react', { runtime: 'automatic' }]] };\n");
      put('src/Litres.js', '// @flow\nexport default function Litres({ n }: { n: number }): React$Node {\n  return <em>{n} L</em>;\n}\n');
      put('src/Broken.js', '// @flow\nexport default function Broken(: number) {}\n');
      const compileAt = (path: string, text: string) => {
        put(path, text);
        return compileMdx(text, { filePath: path, absolutePath: join(root, path), contentRoot: root, frontMatter: { title: 'T' }, resolveLink: () => null });
      };
      const typed = await compileAt('docs/typed.mdx', "import Litres from '@site/src/Litres';\n\n<Litres n={4} />\n");
      expect(typed.messages.map((m) => m.message)).toEqual([]);
      expect(toHtml(typed.body as unknown as Root)).toBe('<em>4 L</em>');
      const broken = await compileAt('docs/broken.mdx', "import Broken from '@site/src/Broken';\n\n<Broken />\n");
      expect(broken.messages.map((m) => `${m.line}: ${m.message}`)).toEqual([expect.stringMatching(/^1: src\/Broken\.js:2: Unexpected token/)]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('compiles a component esbuild cannot parse but Babel can as Docusaurus does, and names one Babel rejects too at its line', async () => {
    // No @babel/core in this site's node_modules: this project's Babel stands in.
    write(
      'src/Gauge.tsx',
      [
        'type Props = { from: string; to: string };',
        'export default function Gauge({ from, to }: Props) {',
        '  return (',
        '    <p>',
        '      {from} -> {to} }',
        '      <img src="/gauge.png" alt="" />',
        '      />',
        '    </p>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const drawn = await compile('docs/gauge.mdx', 'import Gauge from \'@site/src/Gauge\';\n\n<Gauge from="cold" to="warm" />\n');
    expect(drawn.messages).toEqual([]);
    expect(drawn.html).toBe('<p>cold -> warm }<img src="/gauge.png" alt="">/></p>');
    // Neither esbuild nor Babel reads an unclosed expression: esbuild's error, at the file's line, as without Babel.
    write('src/Unclosed.jsx', 'export default function Unclosed() {\n  return <p>{1 +</p>;\n}\n');
    const broken = await compile('docs/unclosed.mdx', "import Unclosed from '@site/src/Unclosed';\n\n<Unclosed />\n");
    expect(broken.messages).toEqual([expect.stringMatching(/^1: src\/Unclosed\.jsx:2: Expected identifier but found "\/"$/)]);
  });

  it('resolves packages from the site folder for docs kept outside it (`docs: { path: "../docs" }`), as Docusaurus\'s webpack does', async () => {
    // <tmp>/website is the site folder (its node_modules), <tmp>/docs the docs beside it.
    const root = mkdtempSync(join(tmpdir(), 'evaluate-outside-'));
    try {
      const put = writerIn(root);
      put('website/node_modules/@lantern/fmt/package.json', '{ "name": "@lantern/fmt", "type": "module", "exports": { "./upper": "./upper.js" } }');
      put('website/node_modules/@lantern/fmt/upper.js', 'export default function upper(s) { return s.toUpperCase(); }\n');
      // A component with state: it renders in the browser, loaded from the package.
      put('website/node_modules/lamp-switch/package.json', '{ "name": "lamp-switch", "main": "index.js" }');
      put(
        'website/node_modules/lamp-switch/index.js',
        "const { useState, createElement } = require('react');\nexports.LampSwitch = function LampSwitch() { const [on, set] = useState(false); return createElement('button', { onClick: () => set(!on) }, on ? 'on' : 'off'); };\n",
      );
      put('website/node_modules/lamp-switch/switch.css', 'button { border-radius: 50%; }\n');
      put('docs/outside.css', 'p { color: teal; }\n');
      const text =
        "import upper from '@lantern/fmt/upper';\nimport { LampSwitch } from 'lamp-switch';\nimport 'lamp-switch/switch.css';\nimport './outside.css';\n\n{upper('lit')}\n\n<LampSwitch />\n";
      put('docs/outside.mdx', text);
      const result = await compileMdx(text, {
        filePath: '../docs/outside.mdx',
        absolutePath: join(root, 'docs/outside.mdx'),
        contentRoot: join(root, 'website'),
        frontMatter: { title: 'T' },
        resolveLink: () => null,
      });
      expect(result.messages.map((m) => m.message)).toEqual([]);
      expect(toHtml(result.body as unknown as Root)).toContain('<p>LIT</p>');
      // Stylesheets it imports join the site's CSS.
      expect(result.stylesheets).toEqual([join(root, 'website/node_modules/lamp-switch/switch.css'), join(root, 'docs/outside.css')]);
      // The browser's module re-exports the package's export by name: the client bundle resolves it
      // from the site folder with the browser's conditions (pipeline/bundle/site-packages.ts).
      expect(result.localComponents).toEqual({
        'npm:lamp-switch#LampSwitch': {
          path: null,
          exportName: 'default',
          source: '// lamp-switch, as ../docs/outside.mdx imports it.\nexport { LampSwitch as default } from "lamp-switch";\n',
        },
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names a missing package and the file:line importing it', async () => {
    write('src/Broken.jsx', "import React from 'react';\nimport pad from 'left-pad';\nexport default () => <b>{pad('x')}</b>;\n");
    const direct = await compile('docs/missing.mdx', "Intro.\n\nimport pad from 'left-pad';\n");
    expect(direct.messages).toEqual([expect.stringMatching(/^3: cannot import `left-pad`: package `left-pad` is not installed in the site folder/)]);
    const nested = await compile('docs/nested.mdx', "import Broken from '../src/Broken.jsx';\n\n<Broken />\n");
    expect(nested.messages).toEqual([expect.stringMatching(/^1: src\/Broken\.jsx:2: cannot import `left-pad`: package `left-pad` is not installed/)]);
  });

  it("finds a server-relative import (`/files/x`) in the static folder, then the site folder, as Docusaurus's webpack resolve.roots does", async () => {
    write('static/files/valve.sol', 'contract Valve {}\n');
    write('static/img/drop.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"/></svg>');
    write('src/data/zones.json', '{ "zones": 4 }');
    const page = await compile(
      'docs/roots.mdx',
      "import source from '!!raw-loader!/files/valve.sol';\nimport Drop from '/img/drop.svg';\nimport data from '/src/data/zones.json';\n\n<pre>{source}</pre>\n\n<Drop />\n\n{data.zones} zones\n",
    );
    expect(page.messages).toEqual([]);
    expect(page.html).toContain('contract Valve {}');
    expect(page.html).toContain('<circle cx="2" cy="2" r="2"></circle>');
    expect(page.html).toContain('4 zones');
    const missing = await compile('docs/roots-missing.mdx', "import gone from '!!raw-loader!/files/gone.sol';\n");
    expect(missing.messages).toEqual([expect.stringMatching(/^1: cannot import `\/files\/gone\.sol` \(through raw-loader\): no such file/)]);
  });
});

describe('swizzled theme components at build time', () => {
  it("give @theme/X as the site's component, @theme-original/X as this build's, and a throw is named at the component's file:line", async () => {
    const root = mkdtempSync(join(tmpdir(), 'evaluate-swizzle-'));
    const put = writerIn(root);
    try {
      put(
        'src/theme/Admonition/index.jsx',
        'import Original from \'@theme-original/Admonition\';\nexport default function Admonition(props) {\n  return <div className="boxed"><Original {...props} /></div>;\n}\n',
      );
      put('src/theme/Details.jsx', 'export default function Details() {\n  const parts = null;\n  return <p>{parts.length}</p>;\n}\n');
      const at = (path: string, text: string) => {
        put(path, text);
        return compileMdx(text, { filePath: path, absolutePath: join(root, path), contentRoot: root, frontMatter: { title: 'T' }, resolveLink: () => null });
      };
      const ok = await at('docs/ok.mdx', 'import Admonition from \'@theme/Admonition\';\n\n<Admonition type="tip">Lit.</Admonition>\n');
      expect(ok.messages).toEqual([]);
      expect(toHtml(ok.body as unknown as Root)).toBe('<div class="boxed"><Admonition type="tip">Lit.</Admonition></div>');
      const broken = await at('docs/broken.mdx', "import Details from '@theme/Details';\n\n<Details />\n");
      expect(broken.messages.map((m) => `${m.line}: ${m.message}`)).toEqual([expect.stringMatching(/^3: .*src\/theme\/Details\.jsx:3/)]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('@theme/* names at build time', () => {
  it('renders a component using a theme part that needs the browser as a local component, and names a name this theme lacks at its file:line', async () => {
    write(
      'src/HomeCrumb.jsx',
      "import IconHome from '@theme/Icon/Home';\nexport default function HomeCrumb() {\n  return <span><IconHome /> Home</span>;\n}\n",
    );
    const ok = await compile('docs/crumb.mdx', "import HomeCrumb from '@site/src/HomeCrumb';\n\n<HomeCrumb />\n");
    expect(ok.messages).toEqual([]);
    expect(Object.keys(ok.result.localComponents)).toHaveLength(1);
    write('src/Odd.jsx', "import React from 'react';\nimport Gadget from '@theme/NoSuchGadget';\nexport default () => <Gadget />;\n");
    const missing = await compile('docs/odd.mdx', "import Odd from '../src/Odd.jsx';\n\n<Odd />\n");
    expect(missing.messages).toEqual([
      expect.stringMatching(/^1: src\/Odd\.jsx:2: cannot import `@theme\/NoSuchGadget`: not one of the Docusaurus modules this site provides/),
    ]);
  });
});

describe('the JSX runtime', () => {
  const ctx = (): RenderContext => ({ locals: new Map(), usedLocals: new Set() });
  const html = (value: unknown, c = ctx()) => toHtml({ type: 'root', children: render(value, c) });

  it('renders components top-down, so context providers and Children work', () => {
    const react = reactModule();
    const Theme = createContext('light');
    const Label = () => jsx('span', { children: react.useContext(Theme) as string });
    const List = ({ children }: { children: unknown }) =>
      jsx('ol', { children: react.Children.map(children, (c, i) => jsx('li', { children: [String(i), c] }, i)) });
    const tree = jsx(Theme.Provider, { value: 'dark', children: jsx(List, { children: [jsx(Label, null), 'b'] }) });
    expect(html(tree)).toBe('<ol><li>0<span>dark</span></li><li>1b</li></ol>');
  });

  it('gives HAST property conventions and theme component elements', () => {
    const Tabs = builtin('Tabs');
    expect(render(jsx('label', { class: 'a b', for: 'x', style: { color: 'red' }, children: 1 }), ctx())).toEqual([
      {
        type: 'element',
        tagName: 'label',
        properties: { className: ['a', 'b'], htmlFor: 'x', style: { color: 'red' } },
        children: [{ type: 'text', value: '1' }],
      },
    ]);
    expect(render(jsx(Tabs, { groupId: 'os', children: 'x' }), ctx())).toEqual([
      { type: 'element', tagName: 'Tabs', properties: { groupId: 'os' }, children: [{ type: 'text', value: 'x' }] },
    ]);
  });

  it('turns the nearest named component that needs a browser into a LocalComponent', () => {
    const react = reactModule();
    const Inner = () => {
      react.useState(0);
      return null;
    };
    const Outer = ({ label }: { label: string }) => jsx('div', { children: [label, jsx(Inner, null)] });
    const c = ctx();
    c.locals.set(Outer, 'src/Outer.jsx');
    expect(html(jsx(Outer, { label: 'hi', children: 'kids' }), c)).toBe('<LocalComponent component="src/Outer.jsx" label="hi">kids</LocalComponent>');
    expect([...c.usedLocals]).toEqual(['src/Outer.jsx']);
    expect(() => render(jsx('button', { onClick: () => 1 }), ctx())).toThrow(NeedsBrowser);
  });

  it("renders in the browser a component whose hook fails on a provider's empty context (react-redux's store, given by a route component there)", () => {
    const react = reactModule();
    const StoreContext = createContext(null);
    // As react-redux's useSelector: read the provider's value, then its store.
    const useSelector = (pick: (s: { method: string }) => string) =>
      pick((react.useContext(StoreContext) as { store: { getState(): { method: string } } }).store.getState());
    const Endpoint = () => jsx('code', { children: useSelector((s) => s.method) });
    const c = ctx();
    c.locals.set(Endpoint, 'src/Endpoint.jsx');
    expect(html(jsx(Endpoint, null), c)).toBe('<LocalComponent component="src/Endpoint.jsx"></LocalComponent>');
    // Inside its provider, it renders here.
    const store = { store: { getState: () => ({ method: 'GET' }) } };
    expect(html(jsx(StoreContext.Provider, { value: store, children: jsx(Endpoint, null) }), c)).toBe('<code>GET</code>');
    // A TypeError with no empty context read is the component's own error, reported as before.
    const Broken = () => jsx('b', { children: (null as unknown as { x: string }).x });
    c.locals.set(Broken, 'src/Broken.jsx');
    expect(() => html(jsx(Broken, null), c)).toThrow(TypeError);
    // A context whose default is a value is not a missing provider either.
    const Theme = createContext({ name: 'light' });
    const Themed = () => jsx('i', { children: (react.useContext(Theme) as { name: string }).name.toUpperCase() });
    expect(html(jsx(Themed, null), c)).toBe('<i>LIGHT</i>');
  });

  it("carries a browser component's JSX props as rendered children named by the prop", () => {
    const react = reactModule();
    const Gauge = () => {
      react.useState(0);
      return null;
    };
    const c = ctx();
    c.locals.set(Gauge, 'src/Gauge.js');
    const caption = jsx(FRAGMENT, { children: ['Flow through ', jsx('code', { children: 'valve 1' })] });
    const icons = [jsx('i', { children: 'a' }), ' and ', jsx('i', { children: 'b' })];
    expect(html(jsx(Gauge, { caption, icons, litres: 12, children: 'kids' }), c)).toBe(
      '<LocalComponent component="src/Gauge.js" litres="12">' +
        '<LocalComponentProp name="caption">Flow through <code>valve 1</code></LocalComponentProp>' +
        '<LocalComponentProp name="icons"><i>a</i> and <i>b</i></LocalComponentProp>kids</LocalComponent>',
    );
    // A JSX value deeper in a prop (an object's field, a list's item) is one too, named by its path; the rest stays data.
    expect(
      html(
        jsx(Gauge, { legend: { label: jsx('b', { children: 'x' }), unit: 'l' }, rows: [{ name: 'a' }, { name: 'b', note: jsx('i', { children: 'b' }) }] }),
        c,
      ),
    ).toBe(
      '<LocalComponent component="src/Gauge.js" legend="[object Object]" rows="[object Object] [object Object]">' +
        '<LocalComponentProp name="legend.label"><b>x</b></LocalComponentProp><LocalComponentProp name="rows.1.note"><i>b</i></LocalComponentProp></LocalComponent>',
    );
  });

  it("carries a theme component's JSX props the same way, and refuses JSX inside its data, which it gets as HAST lists", () => {
    const c = ctx();
    const title = jsx(FRAGMENT, { children: ['Trim with ', jsx('code', { children: 'shears' })] });
    expect(html(jsx(builtin('Admonition'), { type: 'tip', title, children: 'Cut it flat.' }), c)).toBe(
      '<Admonition type="tip"><LocalComponentProp name="title">Trim with <code>shears</code></LocalComponentProp>Cut it flat.</Admonition>',
    );
    expect(() => render(jsx(builtin('Tabs'), { values: [{ value: 'a', label: jsx('b', { children: 'A' }) }] }), c)).toThrow(
      /JSX inside the data of `values` on <Tabs> \(at `values.0.label`\)/,
    );
  });
});
