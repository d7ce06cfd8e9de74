import { describe, expect, it } from 'vitest';
import { expandDocIndexes } from '../index';
import type { HastRoot } from '../../../../common/contract';

const docs = [
  { id: 'rules/b', route: '/docs/rules/b', title: 'Rule B', frontMatter: { tier: 'bronze' } },
  { id: 'rules/a', route: '/docs/rules/a', title: 'Rule A', frontMatter: { tier: 'bronze' } },
  { id: 'rules/s', route: '/docs/rules/s', title: 'Rule S', frontMatter: { tier: 'silver' } },
  { id: 'other/x', route: '/docs/other/x', title: 'X', frontMatter: { tier: 'bronze' } },
];
const tree = (properties: Record<string, unknown>): HastRoot => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'DocIndex', properties: properties as never, children: [] }],
});

describe('DocIndex', () => {
  it('lists the docs of a folder that match the filter, in sidebar order', () => {
    const t = tree({ dir: 'rules', where: { tier: 'bronze' } });
    expect(
      expandDocIndexes(
        t,
        docs,
        new Map([
          ['rules/b', 0],
          ['rules/a', 1],
        ]),
      ),
    ).toEqual([]);
    expect(t.children).toEqual([
      {
        type: 'element',
        tagName: 'ul',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'li',
            children: [{ type: 'element', tagName: 'a', properties: { href: '/docs/rules/b' }, children: [{ type: 'text', value: 'Rule B' }] }],
          },
          {
            type: 'element',
            tagName: 'li',
            children: [{ type: 'element', tagName: 'a', properties: { href: '/docs/rules/a' }, children: [{ type: 'text', value: 'Rule A' }] }],
          },
        ],
      },
    ]);
  });
  it('renders a checklist with disabled checkboxes', () => {
    const t = tree({ dir: 'rules', where: { tier: 'silver' }, checklist: true });
    expandDocIndexes(t, docs, new Map());
    expect(JSON.stringify(t)).toContain('"type":"checkbox","disabled":true');
    expect(JSON.stringify(t)).toContain('Rule S');
  });
  it('reports a list that matched nothing', () => {
    expect(expandDocIndexes(tree({ dir: 'rules', where: { tier: 'gold' } }), docs, new Map())).toEqual([
      '<DocIndex dir="rules"> matched no doc with {"tier":"gold"}',
    ]);
  });
});
