import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { providedComponents } from '../mdx-provided';
import { MDXProvider, useMDXComponents } from '../../api/mdx-react';

const Own = () => null;
const Theirs = () => null;

describe("a Markdown body inside a site's MDXContent swizzle (i43h)", () => {
  it("takes an MDX provider's components for the names the page uses unimported and the elements theme-classic's map leaves alone", () => {
    const registry = { CodeBlock: Own, Tabs: Own, LocalComponent: Own, a: Own, h2: Own, table: Own };
    const drawn = providedComponents(registry, {
      Semaphore: Theirs,
      p: Theirs,
      table: Theirs,
      a: Theirs,
      h2: Theirs,
      img: Theirs,
      CodeBlock: Theirs,
      Gone: undefined,
    });
    expect(drawn).toEqual({ CodeBlock: Own, Tabs: Own, LocalComponent: Own, a: Own, h2: Own, table: Theirs, Semaphore: Theirs, p: Theirs });
  });

  it('merges providers as @mdx-js/react does: the nearer over the outer, a function given the outer, none when the parent is left out', () => {
    const seen: string[] = [];
    const Probe = () => {
      seen.push(Object.keys(useMDXComponents()).sort().join(','));
      return null;
    };
    renderToString(h(MDXProvider, { components: { A: Own, B: Own } }, h(MDXProvider, { components: { B: Theirs, C: Theirs } }, h(Probe))));
    renderToString(h(MDXProvider, { components: { A: Own } }, h(MDXProvider, { components: (outer: object) => ({ ...outer, D: Theirs }) }, h(Probe))));
    renderToString(h(MDXProvider, { components: { A: Own } }, h(MDXProvider, { components: { E: Theirs }, disableParentContext: true }, h(Probe))));
    expect(seen).toEqual(['A,B,C', 'A,D', 'E']);
  });
});
