import { describe, expect, it } from 'vitest';
import type { HastRoot } from '../../../common/contract';
import type { CompiledMdx } from '../../mdx/processor';
import { bodyFacts, factsOfTree, rememberBodyFacts } from '../body-facts';
import { firstSentence } from '../text';

const tree: HastRoot = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', properties: { id: 'wiring' }, children: [{ type: 'text', value: 'Wiring' }] },
    { type: 'element', tagName: 'p', properties: { className: ['badge', 'badge--info'] }, children: [{ type: 'text', value: 'Connect the relay first.' }] },
    {
      type: 'element',
      tagName: 'div',
      properties: { className: 'hero hero--primary' },
      children: [
        { type: 'element', tagName: 'DocCardList', properties: {}, children: [] },
        { type: 'element', tagName: 'h3', properties: { id: 'fuses' }, children: [{ type: 'text', value: 'Fuses' }] },
      ],
    },
  ],
};

describe('body facts', () => {
  it('are what the build read of a body: element names, heading ids in order, sorted class names, the first sentence', () => {
    const facts = factsOfTree(tree);
    expect(facts.headingIds).toEqual(['wiring', 'fuses']);
    expect(facts.classNames).toEqual(['badge', 'badge--info', 'hero', 'hero--primary']);
    expect(facts.firstSentence).toBe(firstSentence(tree));
    for (const name of ['h2', 'p', 'div', 'DocCardList', 'h3']) expect(facts.elements).toContain(name);
    expect(facts.elements).not.toContain('DocIndex');
  });

  it('are found once per compiled page, and a page read back with its facts is never read for them', () => {
    const compiled = { body: tree } as CompiledMdx;
    expect(bodyFacts(compiled)).toBe(bodyFacts(compiled));
    const stored = {} as CompiledMdx;
    Object.defineProperty(stored, 'body', {
      enumerable: true,
      get: () => {
        throw new Error('the body was read');
      },
    });
    const facts = factsOfTree(tree);
    rememberBodyFacts(stored, facts);
    expect(bodyFacts(stored)).toBe(facts);
  });
});
