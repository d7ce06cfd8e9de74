// One part of `bench/floor.ts`, in a process of its own. Plain JavaScript over the pipeline's
// compiled copy of itself (pipeline/run/compiled-tree.mjs), as `npm run build` runs it: under tsx
// every module would go through its loader hooks and the figures would be tsx's.
//
//   node bench/floor-part.mjs <load|parse|highlight> <site folder> <mdx|md|detect>
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { visit } from 'unist-util-visit';
import { compiledTree } from '../pipeline/run/compiled-tree.mjs';

const [part, site, format = 'mdx'] = process.argv.slice(2);
const tree = await compiledTree(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
// Imported as each part needs them: a part's process loads only what it measures before its clock starts.
const load = (path) => import(pathToFileURL(join(tree, path)).href);

const { collectDocuments } = await load('pipeline/content/collect.js');
const { loadContentLayout } = await load('docusaurus/node/config/layout.js');
const { Report } = await load('pipeline/check/report.js');
const siteDir = resolve(site);
const layout = await loadContentLayout(siteDir);
let start = performance.now();
const documents = await collectDocuments(siteDir, '.', new Report(), layout);
const done = (count) => {
  console.log(JSON.stringify({ ms: Math.round(performance.now() - start), count }));
  process.exit(0);
};
if (part === 'load') done(documents.length);

const { createParser } = await load('pipeline/mdx/processor.js');
const { rewriteLegacySyntax } = await load('pipeline/mdx/plugins/legacy-syntax/index.js');
const { markdownFormatOf } = await load('pipeline/config/markdown-format.js');
const parse = (d) => {
  const md = markdownFormatOf(d.path, d.frontMatter.format, format) === 'md';
  try {
    return createParser(md ? 'md' : 'mdx').parse(rewriteLegacySyntax(d.body, { md }));
  } catch {
    // A file the build reports as broken: no tree, no code blocks.
    return null;
  }
};
start = performance.now();
const trees = documents.map(parse);
if (part === 'parse') done(documents.length);

const blocks = [];
for (const t of trees) if (t) visit(t, 'code', (node) => void blocks.push(node));
// Highlighted as the build highlights them: a Docusaurus site's blocks by Prism with its Prism themes, others by Shiki.
const { loadDocusaurusConfig } = await load('docusaurus/node/config/load.js');
const { codeThemesOf } = await load('docusaurus/node/config/prism-themes.js');
const docusaurus = await loadDocusaurusConfig(siteDir);
const prism = docusaurus ? codeThemesOf(docusaurus.config.themeConfig?.prism ?? {}, siteDir).prism : undefined;
if (prism) {
  const { highlightWithPrism } = await load('pipeline/mdx/plugins/code-blocks/prism.js');
  start = performance.now();
  for (const block of blocks) highlightWithPrism(block.value, block.lang ?? '', new Set(), prism);
} else {
  const { highlight, resolveLanguage } = await load('pipeline/mdx/plugins/code-blocks/highlighter.js');
  start = performance.now();
  for (const block of blocks) await highlight(block.value, resolveLanguage(block.lang), new Set());
}
done(blocks.length);
