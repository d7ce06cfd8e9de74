/**
 * The compile thread's warm-up, while the build's thread is still loading the content.
 *
 * Highlighting a language for the first time in a thread costs two to three times what it costs
 * after: its grammar is loaded, its patterns translated to JavaScript regexes and compiled, its
 * rules compiled (about 2.7 s of the Home Assistant site's 3.7 s of Shiki in a cold compile, 5 s of
 * prettier.io's 8). None of that depends on the page, so the compile thread does it for the code
 * blocks the content holds while contentlayer2 is still starting up and reading the files on the
 * build's thread, and stops as soon as the first batch of pages is sent. What it highlights is
 * thrown away: the pages are highlighted again with the site's themes and their own lines marked,
 * and come out the same (a grammar's colours do not depend on what it highlighted before).
 */
import { highlight, resolveLanguage } from '../mdx/plugins/code-blocks/highlighter.js';

export interface WarmBlock {
  lang: string;
  code: string;
}

export interface WarmTask {
  blocks: WarmBlock[];
  /** Set to 1 by the build when the compile starts: the warm-up ends at the next block. */
  stop: Int32Array;
}

/** A fenced code block: its fence (three or more backticks or tildes), its language, its lines, the same fence closing it. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`{]*)[^\n]*\n([\s\S]*?)\n {0,3}\1[ \t]*$/gm;

/** Languages whose fences are no code to highlight (`mermaid` becomes a diagram). */
const NOT_HIGHLIGHTED = new Set(['text', 'mermaid']);

/**
 * The fenced code blocks of Markdown texts, found by a scan of the text, not a parse: a block in an
 * HTML comment or one a component builds is missed or counted wrongly, which only makes the
 * warm-up a little less useful. Ordered to warm every language early: each language's first
 * block, then each one's second, and so on.
 */
export function fencedBlocks(texts: Iterable<string>): WarmBlock[] {
  const byLanguage = new Map<string, string[]>();
  for (const text of texts) {
    for (const m of text.matchAll(FENCE)) {
      const lang = resolveLanguage(m[2]);
      if (NOT_HIGHLIGHTED.has(lang)) continue;
      let blocks = byLanguage.get(lang);
      if (!blocks) byLanguage.set(lang, (blocks = []));
      blocks.push(m[3]!);
    }
  }
  const out: WarmBlock[] = [];
  const longest = Math.max(0, ...[...byLanguage.values()].map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const [lang, blocks] of byLanguage) if (i < blocks.length) out.push({ lang, code: blocks[i]! });
  return out;
}

/** Highlights the blocks one after another until `stop` is set; returns how many it highlighted. */
export async function warmHighlighter({ blocks, stop }: WarmTask): Promise<number> {
  let done = 0;
  for (const block of blocks) {
    if (Atomics.load(stop, 0) !== 0) break;
    try {
      await highlight(block.code, block.lang, new Set());
    } catch {
      // The page's own highlighting reports it, at its line.
    }
    done++;
  }
  return done;
}
