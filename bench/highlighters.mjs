// `node bench/highlighters.mjs <site folder> [processes]`: Prism against Shiki on every code block
// of a Docusaurus site, as the build highlights them (both colour modes, HAST out), in the same
// processes, alternating. Each process highlights every block cold with one (its modules and
// grammars loaded on first use, as a build pays), then cold with the other, then twice more each,
// warm; the next process starts with the other. The load average is printed beside each figure:
// the machine is shared, so the ratio of neighbouring figures is what to read. Figures, never pass/fail.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { visit } from 'unist-util-visit';
import { compiledTree } from '../pipeline/run/compiled-tree.mjs';

const [site, processesArg, first] = process.argv.slice(2);
if (!site) {
  console.error('usage: node bench/highlighters.mjs <docusaurus site folder> [processes]');
  process.exit(2);
}
const load = () => loadavg()[0].toFixed(2);

if (!first) {
  // The parent: one child process per round, each starting with the other highlighter.
  const processes = Number(processesArg ?? 3);
  console.log(`Prism vs Shiki on every code block of ${resolve(site)}; ${processes} processes, alternating`);
  for (let i = 0; i < processes; i++) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), site, '1', i % 2 === 0 ? 'shiki' : 'prism'], { stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  process.exit(0);
}

const tree = await compiledTree(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const module = (path) => import(pathToFileURL(join(tree, path)).href);
const { collectDocuments } = await module('pipeline/content/collect.js');
const { loadContentLayout } = await module('docusaurus/node/config/layout.js');
const { loadDocusaurusConfig } = await module('docusaurus/node/config/load.js');
const { codeThemesOf } = await module('docusaurus/node/config/prism-themes.js');
const { Report } = await module('pipeline/check/report.js');
const { createParser } = await module('pipeline/mdx/processor.js');
const { rewriteLegacySyntax } = await module('pipeline/mdx/plugins/legacy-syntax/index.js');
const { markdownFormatOf } = await module('pipeline/config/markdown-format.js');
const { applyMagicComments } = await module('pipeline/mdx/plugins/code-blocks/meta.js');

const siteDir = resolve(site);
const loaded = await loadDocusaurusConfig(siteDir);
if (!loaded) throw new Error(`${siteDir} has no docusaurus.config.*`);
// The Prism themes the build gives the site; Shiki runs with this project's own pair (what it highlights with).
const themes = codeThemesOf(loaded.config.themeConfig?.prism ?? {}, siteDir);
const format = loaded.config.markdown?.format ?? 'mdx';
const documents = await collectDocuments(siteDir, '.', new Report(), await loadContentLayout(siteDir));
const blocks = [];
for (const d of documents) {
  const md = markdownFormatOf(d.path, d.frontMatter.format, format) === 'md';
  let t;
  try {
    t = createParser(md ? 'md' : 'mdx').parse(rewriteLegacySyntax(d.body, { md }));
  } catch {
    continue;
  }
  visit(t, 'code', (node) => {
    const lang = (node.lang ?? '').toLowerCase();
    if (lang !== 'mermaid') blocks.push({ lang, code: applyMagicComments(node.value).code });
  });
}

const passes = {
  async shiki() {
    const { highlight, resolveLanguage } = await module('pipeline/mdx/plugins/code-blocks/highlighter.js');
    const shikiThemes = { ...themes, prism: undefined };
    for (const b of blocks) await highlight(b.code, resolveLanguage(b.lang), new Set(), shikiThemes);
  },
  async prism() {
    const { highlightWithPrism } = await module('pipeline/mdx/plugins/code-blocks/prism.js');
    for (const b of blocks) highlightWithPrism(b.code, b.lang, new Set(), themes.prism);
  },
};
const second = first === 'shiki' ? 'prism' : 'shiki';
const order = [first, second, first, second, first, second];
const languages = new Set(blocks.map((b) => b.lang || 'text')).size;
console.log(`process: ${blocks.length} blocks in ${languages} languages; Shiki themes ${themes.light}/${themes.dark}`);
for (const [i, name] of order.entries()) {
  const before = load();
  const start = performance.now();
  await passes[name]();
  const ms = Math.round(performance.now() - start);
  console.log(`  ${(i < 2 ? 'cold' : 'warm').padEnd(5)} ${name.padEnd(6)} ${String(ms).padStart(6)} ms   (load average ${before} before, ${load()} after)`);
}
// After the figures: how many blocks Prism colours at all (a language the site does not load is plain text, as in Docusaurus).
const { highlightWithPrism } = await module('pipeline/mdx/plugins/code-blocks/prism.js');
const coloured = blocks.filter((b) =>
  JSON.stringify(highlightWithPrism(b.code, b.lang, new Set(), themes.prism).children).includes('"style":"--shiki-'),
).length;
console.log(
  `  Prism colours ${coloured} of the ${blocks.length} blocks; the others are in languages the site does not load: plain text, as Docusaurus shows them`,
);
