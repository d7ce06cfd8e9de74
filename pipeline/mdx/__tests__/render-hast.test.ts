/**
 * The SPA's small HAST renderer (web/mdx/render-hast.ts) must render the pipeline's trees exactly
 * as hast-util-to-jsx-runtime did: same markup, same props reaching components. Checked on every
 * plugin fixture, the pipeline's fixture site and the site's own docs and posts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../processor';
import { parseFrontMatter } from '../../content/front-matter';
import { renderHast, parseStyle, propName, elementProps, type Components } from '../../../web/mdx/render-hast';
import type { HastRoot } from '../../../common/contract';

const repo = join(import.meta.dirname, '../../..');

/** Components that print the props they receive, so a difference in props shows in the markup. */
const stub = (name: string): ComponentType<never> =>
  function Stub(props: { children?: ReactNode }) {
    const { children, ...rest } = props;
    return createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(rest) }, children);
  } as ComponentType<never>;
const components: Components = Object.fromEntries(
  ['Admonition', 'CodeBlock', 'Tabs', 'TabItem', 'Mermaid', 'Link', 'a', 'h2', 'h3', 'h4', 'table'].map((n) => [n, stub(n)]),
);

const reference = (tree: HastRoot) =>
  renderToStaticMarkup(
    (toJsxRuntime as (t: Root, o: object) => ReactNode)(tree as unknown as Root, {
      Fragment,
      jsx,
      jsxs,
      components,
      ignoreInvalidStyle: true,
      passKeys: true,
    }) as never,
  );
const ours = (tree: HastRoot) => renderToStaticMarkup(createElement(Fragment, null, renderHast(tree, components)));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f) && !f.split('/').some((p) => p.startsWith('_')))
    .map((f) => join(dir, f))
    .sort();
}

const sources = [
  ...files(join(repo, 'pipeline/mdx/plugins'), /fixtures\/[^/]+\.mdx?$/),
  ...files(join(repo, 'pipeline/__tests__/fixtures/site'), /\.mdx?$/),
  ...files(join(repo, 'content/docs'), /\.mdx?$/),
  ...files(join(repo, 'content/blog'), /\.mdx?$/).slice(0, 40),
];

describe('renderHast matches hast-util-to-jsx-runtime', () => {
  it('covers a real corpus', () => expect(sources.length).toBeGreaterThan(100));
  it('renders every compiled source identically', async () => {
    const differences: string[] = [];
    for (const path of sources) {
      const fm = parseFrontMatter(readFileSync(path, 'utf8'));
      const result = await compileMdx(fm.body, { filePath: relative(repo, path), frontMatter: fm.data, lineOffset: fm.bodyLine, resolveLink: () => '/x' });
      for (const tree of [result.body, result.excerpt].filter((t): t is HastRoot => t !== null)) {
        if (ours(tree) !== reference(tree)) differences.push(relative(repo, path));
      }
    }
    expect(differences).toEqual([]);
  }, 300_000);

  it.each([
    ['style strings, custom properties and -ms- prefixes', { style: '--shiki-light:#24292e; color: Red;-ms-transform: none;background-image:url("a;b")' }],
    ['unparseable style', { style: 'color' }],
    ['aria and data properties', { ariaHidden: 'true', ariaLabel: 'x', dataLine: '3', dataFooBar: 'y', role: 'note' }],
    ['lists, booleans and numbers', { className: ['a', 'b'], srcSet: ['a.png 1x', 'b.png 2x'], checked: true, disabled: false, tabIndex: -1, colSpan: 2 }],
    ['null and NaN are dropped', { title: null, width: Number.NaN }],
    ['names React spells differently', { xLinkHref: '#a', strokeLineCap: 'round', classId: 'c', dataType: 't' }],
  ])('%s', (_, properties) => {
    for (const tagName of ['span', 'svg']) {
      const tree = {
        type: 'root',
        children: [{ type: 'element', tagName, properties, children: [{ type: 'element', tagName: 'path', properties, children: [] }] }],
      } as HastRoot;
      expect(ours(tree)).toBe(reference(tree));
    }
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'span', properties, children: [{ type: 'text', value: 'x' }] }] } as HastRoot;
    expect(ours(tree)).toBe(reference(tree));
  });

  it('moves table cell alignment into a style and drops whitespace between table parts', () => {
    const cell = (align: string) => ({ type: 'element', tagName: 'td', properties: { align, style: 'color:red' }, children: [{ type: 'text', value: 'c' }] });
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'table',
          children: [
            { type: 'text', value: '\n' },
            {
              type: 'element',
              tagName: 'tbody',
              children: [{ type: 'element', tagName: 'tr', children: [{ type: 'text', value: ' ' }, cell('center'), cell('left')] }],
            },
          ],
        },
      ],
    } as HastRoot;
    expect(ours(tree)).toBe(reference(tree));
  });

  it('names properties and styles as React does', () => {
    expect(propName('dataLineNumbers')).toBe('data-line-numbers');
    expect(propName('ariaDescribedBy')).toBe('aria-describedby');
    expect(parseStyle('--a:1;/* c */ text-align : center')).toEqual({ '--a': '1', textAlign: 'center' });
  });

  it("gives a site component's array props as the data they are, its class list as a string", () => {
    const toc = [{ value: 'Wicks', id: 'wicks', level: 2 }];
    const node = {
      type: 'element',
      tagName: 'LocalComponent',
      properties: { component: 'k', toc, tags: ['a', 'b'], className: ['x', 'y'] },
      children: [],
    } as const;
    expect(elementProps(node as never)).toEqual({ component: 'k', toc, tags: ['a', 'b'], className: 'x y' });
    // An HTML element's lists stay hast lists, joined as attributes are.
    expect(elementProps({ ...node, tagName: 'span' } as never)).toMatchObject({ tags: 'a b', className: 'x y' });
  });
});
