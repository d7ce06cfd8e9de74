import { describe, expect, it } from 'vitest';
import type { HastNode, HastRoot } from '../../../common/contract';
import { JSX_PROPS_SCOPE } from '../../../common/local-components';
import { scopeJsxProps, withJsxPropsScope } from '../jsx-props-scope';

const el = (tagName: string, properties: Record<string, string> | undefined, ...children: HastNode[]): HastNode => ({
  type: 'element',
  tagName,
  ...(properties ? { properties } : {}),
  children,
});
const text = (value: string): HastNode => ({ type: 'text', value });
const prop = (name: string, ...children: HastNode[]) => el('LocalComponentProp', { name }, ...children);
const scope = (node: HastNode) => el('LocalComponent', { component: JSX_PROPS_SCOPE }, node);
const root = (...children: HastNode[]): HastRoot => ({ type: 'root', children });

describe("the JSX-props scope around a theme component's JSX props", () => {
  it('wraps the component whose prop is JSX, and leaves a page without such props as it is', () => {
    const admonition = el('Admonition', { type: 'tip' }, prop('title', el('code', undefined, text('speed'))), el('p', undefined, text('Use it.')));
    const plain = el('p', undefined, text('Nothing to scope.'));
    expect(scopeJsxProps(root(admonition, plain))).toEqual(root(scope(admonition), plain));
  });

  it('wraps the outermost component of a nest (Tabs reads its TabItem labels), below plain elements', () => {
    const item = el('TabItem', { value: 'a' }, prop('label', el('b', undefined, text('A'))));
    const tabs = el('Tabs', undefined, item);
    expect(scopeJsxProps(root(el('div', undefined, tabs)))).toEqual(root(el('div', undefined, scope(tabs))));
  });

  it("leaves a site component's own JSX props to it, and scopes JSX deeper in a data prop", () => {
    const own = el('LocalComponent', { component: 'src/Gauge.jsx' }, prop('caption', text('Main')));
    const deep = el('LocalComponent', { component: 'src/Table.jsx' }, prop('rows.0.note', el('em', undefined, text('dry'))));
    expect(scopeJsxProps(root(own, deep))).toEqual(root(own, scope(deep)));
  });

  it("adds no second scope inside a partial's own", () => {
    const scoped = scope(el('Admonition', undefined, prop('title', el('em', undefined, text('x')))));
    expect(scopeJsxProps(root(scoped))).toEqual(root(scoped));
  });

  it("adds the scope's module to the page's components only where a tree holds a scope", () => {
    const withScope = scopeJsxProps(root(el('Details', undefined, prop('summary', el('b', undefined, text('More'))))));
    expect(Object.keys(withJsxPropsScope({}, withScope, null))).toEqual([JSX_PROPS_SCOPE]);
    expect(withJsxPropsScope({}, root(text('plain')), null)).toEqual({});
  });
});
