import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocChunk, HastRoot } from '../../../../common/contract';
import { SlotProps } from '../slot-props';
import DocItemContent from '../DocItem/Content';

const para: HastRoot['children'][number] = { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Load the shelves.' }] };
const heading: HastRoot['children'][number] = { type: 'element', tagName: 'h1', children: [{ type: 'text', value: 'Loading a kiln' }] };
const doc = (body: HastRoot['children'], hideTitle?: true) =>
  ({ kind: 'doc', id: 'loading', title: 'Loading', body: { type: 'root', children: body }, ...(hideTitle ? { hideTitle } : {}) }) as DocChunk;

/** `@theme/DocItem/Content` drawn by a site's own `DocItem/Layout`, inside the doc page's slot, with the Markdown as its children. */
const drawn = (chunk: DocChunk) =>
  renderToStaticMarkup(
    <SlotProps value={{ merged: { chunk }, byName: {} }}>
      <DocItemContent>
        <p>Load the shelves.</p>
      </DocItemContent>
    </SlotProps>,
  );

describe('@theme/DocItem/Content in a site’s own doc layout', () => {
  it("draws the doc's title above the content it is given when the body has no heading of its own, as theme-classic's does", () => {
    expect(drawn(doc([para]))).toBe('<div class="theme-doc-markdown markdown"><header><h1>Loading</h1></header><p>Load the shelves.</p></div>');
  });

  it('draws no title when the body opens with its own heading, or the front matter says hide_title', () => {
    expect(drawn(doc([heading, para]))).toBe('<div class="theme-doc-markdown markdown"><p>Load the shelves.</p></div>');
    expect(drawn(doc([para], true))).toBe('<div class="theme-doc-markdown markdown"><p>Load the shelves.</p></div>');
  });

  it('throws outside a doc page, as useDoc() does', () => {
    expect(() => renderToStaticMarkup(<DocItemContent />)).toThrow(/outside of a doc page/);
  });
});
