import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Rollup } from 'vite';
import { browserMarkdown, componentImports, fileSitePaths, withFileUrls } from '../browser-markdown';
import { compileImportedMarkdown } from '../../../compile/imported-markdown';
import { writeSmallViteProject } from '../../__tests__/small-vite-project';

let work: string;
let site: string;

/** A site's React page importing a Markdown table, as Docusaurus's MDX loader lets any module import one. */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'browser-markdown-'));
  site = join(work, 'site');
  writeSmallViteProject(site, {
    'main.js': "import Schedule, { frontMatter } from './_tide-table.md';\nconsole.log(Schedule(), frontMatter.harbour);\n",
    '_tide-table.md': '---\nharbour: Port Ellen\n---\n\n| Tide | Time |\n| ---- | ---- |\n| High | `06:12` |\n\nSee [the almanac](/docs/almanac).\n',
    'render.js': 'export const importedMarkdown = (tree, components) => () => [tree, components];\n',
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The bundle's output: its code, and the files it publishes besides (asset file names). */
const bundleOutput = async () => {
  const out = (await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [browserMarkdown({ siteDir: site, rendererModule: join(site, 'render.js'), compile: (file) => compileImportedMarkdown(file, site, {}) })],
    // The site's components import React, which this small project does not install.
    build: { outDir: join(work, 'out'), emptyOutDir: true, write: false, minify: false, rolldownOptions: { external: [/^react(\/|$)/] } },
  })) as Rollup.RollupOutput;
  return {
    code: out.output.flatMap((o) => (o.type === 'chunk' ? [o.code] : [])).join('\n'),
    files: out.output.flatMap((o) => (o.type === 'asset' ? [o.fileName] : [])),
  };
};
const bundle = async () => (await bundleOutput()).code;

describe('Markdown imported by code the browser runs', () => {
  it('is the compiled HAST tree rendered by the page-body renderer, with its front matter', async () => {
    const code = await bundle();
    // The tree, as JSON: the table's cells, the inline code and the link, no Markdown left to parse.
    expect(code).toContain('\\"tagName\\":\\"table\\"');
    expect(code).toContain('06:12');
    expect(code).toContain('\\"href\\":\\"/docs/almanac\\"');
    expect(code).not.toContain('| High |');
    expect(code).toContain('Port Ellen');
  });

  it('imports the components it renders and hands them to the renderer by registry key', async () => {
    writeFileSync(
      join(site, 'Dial.jsx'),
      "import { useState } from 'react';\nexport default function Dial() { const [n] = useState(1); return <b>{n}</b>; }\n",
    );
    writeFileSync(join(site, '_tide-table.md'), "import Dial from './Dial.jsx';\n\n<Dial />\n");
    const code = await bundle();
    // The component's own code is in the bundle, and the tree names it by the key the renderer gets.
    expect(code).toContain('useState(1)');
    expect(code).toMatch(/\\"component\\":\\"Dial\.jsx\\"/);
    expect(code).toMatch(/"Dial\.jsx": Dial/);
  });

  it('publishes the image and the download next to it as files of the bundle, and the tree names their URLs', async () => {
    writeFileSync(join(site, 'reef.png'), Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
    writeFileSync(join(site, 'tides.csv'), 'high,06:12\n');
    writeFileSync(join(site, '_tide-table.md'), '![The reef](./reef.png)\n\nThe [table as a file](./tides.csv), and the reef [again](./reef.png).\n');
    const { files, code } = await bundleOutput();
    const reef = files.find((f) => /^assets\/reef-[\w-]+\.png$/.test(f));
    const tides = files.find((f) => /^assets\/tides-[\w-]+\.csv$/.test(f));
    expect(reef).toBeDefined();
    // Shown and linked, the image is one file of the bundle.
    expect(files.filter((f) => f.startsWith('assets/reef-'))).toHaveLength(1);
    // Small as it is, the download stays a file: a link cannot open an inlined one.
    expect(tides).toBeDefined();
    expect(code).toContain(`"/${reef}"`);
    expect(code).toContain(`"/${tides}"`);
    expect(code).not.toContain('/assets/content/');
  });
});

describe('the URLs of the files an imported Markdown file names', () => {
  it('puts each import where the compile named the file, however often and wherever it stands', () => {
    const json = JSON.stringify({ src: '/assets/content/reef.1a.png', srcSet: '/assets/content/reef.1a.png 2x', href: '/assets/files/t.2b.csv' });
    const expression = withFileUrls(json, [
      { to: '/assets/content/reef.1a.png', binding: 'f0' },
      { to: '/assets/files/t.2b.csv', binding: 'f1' },
    ]);
    // Run as the module runs it, in Node: the bindings are the URLs the imports give.
    const tree = runInNewContext(`JSON.parse(${expression})`, { f0: '/x/reef-A.png', f1: '/x/t "q".csv' }) as Record<string, string>;
    expect(tree).toEqual({ src: '/x/reef-A.png', srcSet: '/x/reef-A.png 2x', href: '/x/t "q".csv' });
    expect(withFileUrls('{"a":1}', [])).toBe(JSON.stringify('{"a":1}'));
  });

  it("names each file by its path from the site root, as a page's tree does: the theme's image and link add the base URL", () => {
    const paths = (base: string, urls: Record<string, string>) =>
      runInNewContext(
        `${fileSitePaths(Object.keys(urls).map((k) => k.replace(/url$/, ''))).replaceAll('import.meta.env.BASE_URL', JSON.stringify(base))} [f0, f1]`,
        urls,
      ) as string[];
    expect(paths('/sub/', { f0url: '/sub/assets/reef-A.png', f1url: '/sub/@fs/site/t.csv' })).toEqual(['/assets/reef-A.png', '/@fs/site/t.csv']);
    expect(paths('/', { f0url: '/assets/reef-A.png', f1url: 'data:,x' })).toEqual(['/assets/reef-A.png', 'data:,x']);
  });
});

describe('the imports of the components an imported Markdown file renders', () => {
  it('imports a default or named export, and gives a component extracted from the MDX a module of its own', () => {
    const extracted: string[] = [];
    const made = componentImports(
      {
        'src/Dial.jsx': { path: '/site/src/Dial.jsx', exportName: 'default' },
        'src/gauges.jsx#Needle': { path: '/site/src/gauges.jsx', exportName: 'Needle' },
        '_table.md#Tide': { path: null, exportName: 'default', source: 'export default () => null;' },
      },
      (key, source) => (extracted.push(source), `\0extracted:${key}`),
    );
    expect(made.imports).toEqual([
      'import c0 from "/site/src/Dial.jsx";',
      'import { Needle as c1 } from "/site/src/gauges.jsx";',
      'import c2 from "\\u0000extracted:_table.md#Tide";',
    ]);
    expect(made.map).toBe('"src/Dial.jsx": c0, "src/gauges.jsx#Needle": c1, "_table.md#Tide": c2');
    expect(extracted).toEqual(['export default () => null;']);
  });
});
