import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { publishedMermaid } from '../plugins/published-mermaid';
import { writeSmallViteProject } from './small-vite-project';

const dir = mkdtempSync(join(tmpdir(), 'published-mermaid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// CommonJS code as a plugin theme publishes its Mermaid component: mermaid required at the top level,
// configured at once, used later.
const MAIN = `const mermaid = require('mermaid');
mermaid.default.initialize({ startOnLoad: false });
module.exports = mermaid.default.render('pipes', 'flowchart LR; a --> b').then((svg) => ({ svg, calls: globalThis.mermaidCalls }));
`;

describe("publishedMermaid: CommonJS code's require('mermaid')", () => {
  it('gets mermaid with its calls made on the published build once loaded, in order, instead of a require that throws in the browser', async () => {
    writeSmallViteProject(dir, { 'main.js': MAIN });
    // A full URL as the base, so that Node can load what the browser would.
    await build({
      root: dir,
      base: `${pathToFileURL(dir).href}/out/`,
      logLevel: 'silent',
      plugins: [publishedMermaid()],
      build: { outDir: 'out', minify: false, rolldownOptions: { input: join(dir, 'main.js'), output: { entryFileNames: 'main.js' } } },
    });
    const main = readFileSync(join(dir, 'out/main.js'), 'utf8');
    expect(main).not.toMatch(/Calling `require`/);
    // The published build stands in for a fake recording each call (the real one needs a DOM).
    const folder = readdirSync(join(dir, 'out/assets')).find((f) => f.startsWith('mermaid-'))!;
    expect(main).toContain(`${folder}/mermaid.esm.min.js`);
    writeFileSync(
      join(dir, 'out/assets', folder, 'mermaid.esm.min.js'),
      `const calls = (globalThis.mermaidCalls = []);
export default { initialize: (config) => void calls.push(['initialize', config]), render: async (id) => (calls.push(['render', id]), '<svg/>') };
`,
    );
    const exported = (await import(pathToFileURL(join(dir, 'out/main.js')).href)) as { default: Promise<unknown> };
    expect(await exported.default).toEqual({
      svg: '<svg/>',
      calls: [
        ['initialize', { startOnLoad: false }],
        ['render', 'pipes'],
      ],
    });
  });
});
