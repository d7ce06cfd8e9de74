import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import type { Root as MdRoot } from 'mdast';
import type { HastNode, Manifest, RouteChunk, RouteChunkJson } from '../../common/contract.js';
import { routeChunkFromJson } from '../../common/hast-json.js';
import { markdownPath } from '../../common/markdown-path.js';

/**
 * Checks a whole build output's Markdown pages (`<route>.md`, every doc and post of every
 * locale): each file exists, parses as Markdown (GFM), opens with the page title as an H1 and
 * carries the page's headings and code blocks (Mermaid sources too) in the order the HTML
 * page shows them. Reads only the output folder, so the same check runs on any site's build.
 */
export interface MarkdownCheck {
  /** Pages whose Markdown was checked. */
  checked: number;
  /** One line per page that failed: its route and what differs. */
  failures: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const text = (n: HastNode): string => (n.type === 'text' ? n.value : n.children.map(text).join(''));

export interface Outline {
  headings: string[];
  code: string[];
}

/**
 * Headings and code blocks of a chunk's body, in document order. A final line break is not
 * content (a Markdown fence cannot end with one), so it is dropped from both sides.
 */
export function chunkOutline(chunk: RouteChunk): Outline {
  const outline: Outline = { headings: [], code: [] };
  const walk = (n: HastNode) => {
    if (n.type === 'text') return;
    if (n.type === 'element') {
      if (/^h[1-6]$/.test(n.tagName)) outline.headings.push(squash(text(n)));
      if (n.tagName === 'CodeBlock') return void outline.code.push(text(n).replace(/\n$/, ''));
      if (n.tagName === 'Mermaid') return void outline.code.push(typeof n.properties?.value === 'string' ? n.properties.value.replace(/\n$/, '') : '');
    }
    n.children.forEach(walk);
  };
  if ('body' in chunk) walk(chunk.body);
  return outline;
}

/** The same of a Markdown page, after its title (the first node). */
export function markdownOutline(tree: MdRoot): Outline {
  const outline: Outline = { headings: [], code: [] };
  const walk = (n: { type: string; depth?: number; value?: string; children?: unknown[] }) => {
    if (n.type === 'heading' && n !== tree.children[0]) outline.headings.push(squash(toString(n)));
    if (n.type === 'code') outline.code.push(n.value!.replace(/\n$/, ''));
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(tree);
  return outline;
}

/** What is wrong with one page's Markdown against its chunk; empty when nothing is. */
export function compareMarkdown(md: string, chunk: RouteChunk): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(md);
  const problems: string[] = [];
  const first = tree.children[0];
  if (!first || first.type !== 'heading' || first.depth !== 1) problems.push('does not open with the title as an H1');
  else if (squash(toString(first)) !== squash(chunk.title)) problems.push(`H1 "${squash(toString(first))}" is not the title "${squash(chunk.title)}"`);
  const want = chunkOutline(chunk);
  const got = markdownOutline(tree);
  const missing = want.headings.filter((h) => !got.headings.includes(h));
  if (missing.length) problems.push(`misses headings: ${missing.map((h) => JSON.stringify(h)).join(', ')}`);
  else if (JSON.stringify(got.headings) !== JSON.stringify(want.headings))
    problems.push(`headings differ: ${JSON.stringify(got.headings)} ≠ ${JSON.stringify(want.headings)}`);
  if (got.code.length !== want.code.length) problems.push(`has ${got.code.length} code blocks, the page ${want.code.length}`);
  else {
    const i = got.code.findIndex((c, k) => c !== want.code[k]);
    if (i >= 0) problems.push(`code block ${i + 1} differs from the page's`);
  }
  return problems;
}

/** The manifests of a build: the default locale's and one per other locale's folder. */
function manifests(dir: string): string[] {
  const out = [join(dir, 'manifest.json')].filter((p) => existsSync(p));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const candidate = join(dir, entry.name, 'manifest.json');
    if (entry.isDirectory() && !entry.name.startsWith('_') && existsSync(candidate)) out.push(candidate);
  }
  return out;
}

export function checkBuildMarkdown(outDir: string): MarkdownCheck {
  const dir = resolve(outDir);
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`${dir}: no manifest.json (not a build output)`);
  const result: MarkdownCheck = { checked: 0, failures: [] };
  const seen = new Set<string>();
  for (const file of manifests(dir)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const base = manifest.site.baseUrl.replace(/\/$/, '');
    // Files sit under the output folder as the site is served, without the base URL.
    const local = (path: string) => join(dir, (base && path.startsWith(`${base}/`) ? path.slice(base.length) : path).slice(1));
    for (const [route, entry] of Object.entries(manifest.routes)) {
      if (entry.kind !== 'doc' && entry.kind !== 'blog-post') continue;
      const mdFile = local(markdownPath(route));
      if (seen.has(mdFile)) continue;
      seen.add(mdFile);
      result.checked++;
      if (!existsSync(mdFile)) {
        result.failures.push(`${route}: no Markdown file at ${markdownPath(route)}`);
        continue;
      }
      const chunk = routeChunkFromJson(JSON.parse(readFileSync(local(entry.chunk), 'utf8')) as RouteChunkJson);
      const problems = compareMarkdown(readFileSync(mdFile, 'utf8'), chunk);
      if (problems.length) result.failures.push(`${route}: ${problems.join('; ')}`);
    }
  }
  return result;
}
