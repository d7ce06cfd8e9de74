/**
 * Generated lists in page bodies: `<DocIndex>` (docs under a folder whose front matter matches, in
 * sidebar order) and `<DocCardList />` (its category's items). They are expanded into a copy, so a
 * compiled body stays as compiled and dev mode can expand it again.
 */
import type { HastRoot } from '../../common/contract.js';
import { expandDocIndexes } from '../mdx/doc-index/index.js';
import { expandDocCardLists } from '../sidebars/doc-card-list.js';
import type { CompiledEntry } from '../model/entries.js';
import { sidebarOrder, type SiteSidebars } from './sidebars.js';
import { hasElement } from './text.js';
import type { AssembleContext, DocItem } from './types.js';

/** The body each page is published with: its compiled body, or the expanded copy. */
export function expandBodies(ctx: AssembleContext, entries: CompiledEntry[], docs: DocItem[], sidebars: SiteSidebars): (c: CompiledEntry) => HastRoot {
  const order = sidebarOrder(sidebars.sidebars);
  const indexable = docs.map(({ entry, compiled: c }) => ({ id: entry.id, route: c.route, title: c.title, frontMatter: c.source.frontMatter }));
  const bodies = new Map<CompiledEntry, HastRoot>();
  for (const c of entries) {
    if (!hasElement(c.compiled.body, 'DocIndex')) continue;
    const copy: HastRoot = { ...c.compiled.body };
    for (const problem of expandDocIndexes(copy, indexable, order)) ctx.report.error(ctx.at(c.source.path), 1, 1, problem);
    bodies.set(c, copy);
  }
  for (const c of entries) {
    if (!hasElement(c.compiled.body, 'DocCardList')) continue;
    const copy: HastRoot = { ...(bodies.get(c) ?? c.compiled.body) };
    expandDocCardLists(copy, c.route, sidebars.sidebars);
    bodies.set(c, copy);
  }
  return (c) => bodies.get(c) ?? c.compiled.body;
}
