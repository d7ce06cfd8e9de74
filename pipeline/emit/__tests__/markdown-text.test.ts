import { describe, expect, it } from 'vitest';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { text } from '../markdown-text';

/** The options the page Markdown is written with (`markdown.ts`), with and without the handler. */
const OPTIONS: Options = { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', fence: '`', fences: true, rule: '-', listItemIndent: 'one' };

/** A seeded generator, so a failure names a tree that can be made again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every character some escape pattern names, and plain ones between them. */
const ALPHABET = [...' \t\n!"#&()*+-.:<=>[\\]_`|~@$%\'/;?^{}', '\u007f', ...'aZ09 ', 'lamp', 'www.', 'http://', '1.', '- ', '# '];

function textOf(next: () => number, max: number): string {
  const n = 1 + Math.floor(next() * max);
  return Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
}

function phrasing(next: () => number, depth: number): PhrasingContent[] {
  return Array.from({ length: 1 + Math.floor(next() * 4) }, (): PhrasingContent => {
    const pick = depth > 1 ? 0 : Math.floor(next() * 6);
    const kids = () => phrasing(next, depth + 1);
    if (pick === 1) return { type: 'emphasis', children: kids() };
    if (pick === 2) return { type: 'strong', children: kids() };
    if (pick === 3) return { type: 'link', url: `https://lamps.example/${textOf(next, 4)}`, children: kids() };
    if (pick === 4) return { type: 'inlineCode', value: textOf(next, 6) };
    if (pick === 5) return { type: 'delete', children: kids() };
    return { type: 'text', value: textOf(next, 12) };
  });
}

function block(next: () => number): RootContent {
  const pick = Math.floor(next() * 5);
  if (pick === 1) return { type: 'heading', depth: 2, children: phrasing(next, 0) };
  if (pick === 2)
    return {
      type: 'list',
      ordered: next() < 0.5,
      spread: false,
      children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: phrasing(next, 0) }] }],
    };
  if (pick === 3) return { type: 'blockquote', children: [{ type: 'paragraph', children: phrasing(next, 0) }] };
  if (pick === 4) {
    const row = () => ({ type: 'tableRow' as const, children: [0, 1].map(() => ({ type: 'tableCell' as const, children: phrasing(next, 1) })) });
    return { type: 'table', align: [null, null], children: [row(), row()] };
  }
  return { type: 'paragraph', children: phrasing(next, 0) };
}

describe('page Markdown text', () => {
  it('escapes every text as mdast-util-to-markdown does with all its patterns', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const next = random(seed);
      const tree: Root = { type: 'root', children: Array.from({ length: 1 + Math.floor(next() * 5) }, () => block(next)) };
      const expected = toMarkdown(tree, OPTIONS);
      expect({ seed, markdown: toMarkdown(tree, { ...OPTIONS, handlers: { text } }) }).toEqual({ seed, markdown: expected });
    }
  });

  it('hands safe only the patterns whose character the text has, and gives the list back', () => {
    const seen: string[][] = [];
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'lamp_kit *' }] }] };
    toMarkdown(tree, {
      ...OPTIONS,
      handlers: {
        text: (node, parent, state, info) => {
          const safe = state.safe;
          state.safe = (value, config) => {
            seen.push([...new Set(state.unsafe.map((p) => p.character))].sort());
            return safe.call(state, value, config);
          };
          const all = state.unsafe;
          const out = text(node, parent, state, info);
          expect(state.unsafe).toBe(all);
          return out;
        },
      },
    });
    expect(seen).toEqual([['\n', ' ', '*', '_']]);
  });
});
