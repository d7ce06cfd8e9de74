/**
 * Generated lists in page bodies: `<DocIndex>` (docs under a folder whose front matter matches, in
 * sidebar order) and `<DocCardList />` (its category's items). They are expanded into a copy, so a
 * compiled body stays as compiled and dev mode can expand it again. A page without them is
 * published with its compiled body as it is held: read on demand when it is, and with its stored
 * form (compile/stored-body.ts), so an unchanged page's body need not be read at all.
 */
import type { HastRoot } from '../../common/contract.js';
import { expandDocIndexes } from '../mdx/doc-index/index.js';
import { expandDocCardLists } from '../sidebars/doc-card-list.js';
import type { CompiledEntry } from '../model/entries.js';
import { passBody } from '../compile/stored-body.js';
import { sidebarOrder, type SiteSidebars } from './sidebars.js';
import { bodyFacts } from './body-facts.js';
import { firstSentence } from './text.js';
import type { AssembleContext, DocItem } from './types.js';

export interface PublishedBodies {
  /** The body a page is published with: its expanded copy, else its compiled body (read here). */
  of(c: CompiledEntry): HastRoot;
  /** Sets `target.body` to the page's published body without reading a compiled body held on disk. */
  publish(target: { body: HastRoot }, c: CompiledEntry): void;
  /** The first sentence of the published body (known without reading a compiled body). */
  firstSentence(c: CompiledEntry): string;
}

export function expandBodies(ctx: AssembleContext, entries: CompiledEntry[], docs: DocItem[], sidebars: SiteSidebars): PublishedBodies {
  const order = sidebarOrder(sidebars.sidebars);
  const indexable = docs.map(({ entry, compiled: c }) => ({ id: entry.id, route: c.route, title: c.title, frontMatter: c.source.frontMatter }));
  const bodies = new Map<CompiledEntry, HastRoot>();
  const has = (c: CompiledEntry, name: string) => bodyFacts(c.compiled).elements.includes(name);
  for (const c of entries) {
    if (!has(c, 'DocIndex')) continue;
    const copy: HastRoot = { ...c.compiled.body };
    for (const problem of expandDocIndexes(copy, indexable, order)) ctx.report.error(ctx.at(c.source.path), 1, 1, problem);
    bodies.set(c, copy);
  }
  for (const c of entries) {
    if (!has(c, 'DocCardList')) continue;
    const copy: HastRoot = { ...(bodies.get(c) ?? c.compiled.body) };
    expandDocCardLists(copy, c.route, sidebars.sidebars);
    bodies.set(c, copy);
  }
  return published(bodies);
}

/** Every page published with its compiled body (a site without generated lists, or a test's pages). */
export const asCompiled: PublishedBodies = published(new Map());

function published(bodies: ReadonlyMap<CompiledEntry, HastRoot>): PublishedBodies {
  return {
    of: (c) => bodies.get(c) ?? c.compiled.body,
    publish: (target, c) => {
      const copy = bodies.get(c);
      if (copy) target.body = copy;
      else passBody(target, c.compiled);
    },
    firstSentence: (c) => {
      const copy = bodies.get(c);
      return copy ? firstSentence(copy) : bodyFacts(c.compiled).firstSentence;
    },
  };
}
