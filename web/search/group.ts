import type { SearchHit } from './engine';

export interface PageGroup {
  route: string;
  title: string;
  titleRanges: SearchHit['titleRanges'];
  context: string;
  hits: SearchHit[];
}

/** Hits grouped by page, pages in the order of their best hit, sections in score order. */
export function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.route);
    if (!group) {
      group = { route: hit.route, title: hit.title, titleRanges: hit.titleRanges, context: hit.context, hits: [] };
      groups.set(hit.route, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
