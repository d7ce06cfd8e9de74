import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import type { Root as MdRoot } from 'mdast';
import type { HastNode, Manifest, RouteChunk } from '../pipeline/contract';
import { markdownPath } from '../common/markdown-path';

/**
 * Every doc and post of the real build as Markdown (`<route>.md`): it parses as Markdown and
 * carries the page's headings and code blocks, in order, as the HTML page shows them.
 */
const dir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
const manifest = JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8')) as Manifest;
const pages = Object.entries(manifest.routes).filter(([, r]) => r.kind === 'doc' || r.kind === 'blog-post');

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const text = (n: HastNode): string => (n.type === 'text' ? n.value : n.children.map(text).join(''));

/** Headings (h2–h6) and code blocks of a chunk's body, in document order. */
function fromChunk(chunk: RouteChunk): { headings: string[]; code: string[] } {
  const headings: string[] = [];
  const code: string[] = [];
  const walk = (n: HastNode) => {
    if (n.type === 'text') return;
    if (n.type === 'element') {
      const el = n;
      if (/^h[2-6]$/.test(el.tagName)) headings.push(squash(text(el)));
      if (el.tagName === 'CodeBlock') return void code.push(text(el).replace(/\n$/, ''));
      if (el.tagName === 'Mermaid') return void code.push(typeof el.properties?.value === 'string' ? el.properties.value : '');
    }
    n.children.forEach(walk);
  };
  if ('body' in chunk) walk(chunk.body);
  return { headings, code };
}

function fromMarkdown(tree: MdRoot): { headings: string[]; code: string[] } {
  const headings: string[] = [];
  const code: string[] = [];
  const walk = (n: { type: string; depth?: number; value?: string; children?: unknown[] }) => {
    if (n.type === 'heading' && n.depth! >= 2) headings.push(squash(toString(n)));
    if (n.type === 'code') code.push(n.value!);
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(tree);
  return { headings, code };
}

describe('the Markdown of every doc and post of the build', () => {
  it('covers every doc and post', () => {
    expect(pages.length).toBeGreaterThan(400);
  });

  it.each(pages)('%s', (route, entry) => {
    const chunk = JSON.parse(readFileSync(resolve(dir, entry.chunk.slice(1)), 'utf8')) as RouteChunk;
    const md = readFileSync(resolve(dir, markdownPath(route).slice(1)), 'utf8');
    const tree = unified().use(remarkParse).use(remarkGfm).parse(md);
    // The title is the one H1; the rest are the page's own headings and code blocks, in order.
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(squash(toString(tree.children[0]!))).toBe(squash(chunk.title));
    expect(fromMarkdown(tree)).toEqual(fromChunk(chunk));
  });
});
