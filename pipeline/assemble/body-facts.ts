/**
 * What the build reads of a compiled page body besides publishing it: the element names it holds
 * (generated lists are expanded into a copy), its headings' ids (the anchors a link may name), the
 * class names its elements carry (the Infima layer keeps what pages use) and its first sentence
 * (the description of a page whose front matter has none). Found once per compile and kept in its
 * cache record (cache/compile-cache.ts), so a warm build learns them without reading the body.
 */
import type { Root, RootContent } from 'hast';
import type { HastNode, HastRoot } from '../../common/contract.js';
import type { CompiledMdx } from '../mdx/processor.js';
import { treeClassNames } from '../../docusaurus/node/bundle/infima-use.js';
import { firstSentence } from './text.js';

export interface BodyFacts {
  /** Every element name of the body, at any depth below elements. */
  elements: string[];
  /** The ids of its headings (`h1`–`h6` with an `id`), in document order. */
  headingIds: string[];
  /** Every class name its elements carry (`properties.className`), sorted. */
  classNames: string[];
  /** Its first paragraph's text, shortened (`firstSentence`). */
  firstSentence: string;
}

/** Facts already found, by compiled page: a compile's result is a value, never changed after it. */
const known = new WeakMap<CompiledMdx, BodyFacts>();

/** A compiled page's body facts: remembered, else found in its body (read once). */
export function bodyFacts(compiled: CompiledMdx): BodyFacts {
  let facts = known.get(compiled);
  if (!facts) known.set(compiled, (facts = factsOfTree(compiled.body)));
  return facts;
}

/** Remembers facts read back with a compiled page (its body then stays where it is). */
export function rememberBodyFacts(compiled: CompiledMdx, facts: BodyFacts): void {
  known.set(compiled, facts);
}

export function factsOfTree(tree: HastRoot): BodyFacts {
  return {
    elements: [...elementNames(tree)],
    headingIds: treeHeadingIds(tree as Root),
    classNames: [...treeClassNames(tree)].sort(),
    firstSentence: firstSentence(tree),
  };
}

const HEADING = /^h[1-6]$/;

/**
 * The ids of the headings in a tree, in document order. A plain walk of `children`: unist-util-visit
 * builds a closure per node, which made this walk most of a warm build's assemble stage (about
 * 300 ms over the 635 pages of the Home Assistant site, against about 30 ms for this loop).
 */
export function treeHeadingIds(tree: Root): string[] {
  const ids: string[] = [];
  // Any parent is walked into, as unist-util-visit does (a body may hold other parents than elements).
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'element') {
        const id = node.properties?.id;
        if (typeof id === 'string' && HEADING.test(node.tagName)) ids.push(id);
      }
      if ('children' in node) walk(node.children);
    }
  };
  walk(tree.children);
  return ids;
}

/** The element names of a tree, at any depth below elements (a generated list may sit in a `div`). */
function elementNames(tree: HastRoot): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly HastNode[]): void => {
    for (const n of nodes)
      if (n.type === 'element') {
        names.add(n.tagName);
        visit(n.children);
      }
  };
  visit(tree.children);
  return names;
}
