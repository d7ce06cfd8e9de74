import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { browserMarkdown } from '../browser-markdown';
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
    'render.js': 'export const importedMarkdown = (tree) => () => tree;\n',
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundle = async () => {
  const out = (await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [browserMarkdown({ siteDir: site, rendererModule: join(site, 'render.js') })],
    build: { outDir: join(work, 'out'), emptyOutDir: true, write: false, minify: false },
  })) as Rollup.RollupOutput;
  return out.output.flatMap((o) => (o.type === 'chunk' ? [o.code] : [])).join('\n');
};

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

  it('is one clear error at the file when it renders a component of its own', async () => {
    writeFileSync(
      join(site, 'Dial.jsx'),
      "import { useState } from 'react';\nexport default function Dial() { const [n] = useState(1); return <b>{n}</b>; }\n",
    );
    writeFileSync(join(site, '_tide-table.md'), "import Dial from './Dial.jsx';\n\n<Dial />\n");
    await expect(bundle()).rejects.toThrow(/_tide-table\.md:1:1: imported by code the browser runs, this Markdown file renders components/);
  });
});
