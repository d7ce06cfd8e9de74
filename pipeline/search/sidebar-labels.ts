import type { SidebarItem } from '../../common/contract.js';
import { terms } from '../../common/search/terms.js';

/**
 * The sidebar labels that name a doc by more than its title (route → label): "LLM API" for "Home
 * Assistant API for Large Language Models", "Partitions" for "Partitioning" are names a reader
 * sees and types, so search finds and ranks the page by them (they join its keywords). A label
 * whose words are all in the title ("Manifest" for "Integration manifest") adds nothing. A doc in
 * several places keeps its first label.
 */
export function sidebarLabels(sidebars: { items: SidebarItem[] }[], titleOf: (route: string) => string | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'html' || item.type === 'link') continue;
      const route = item.route;
      if (route && !labels.has(route)) {
        const title = titleOf(route);
        const own = new Set(terms(title ?? ''));
        if (title !== undefined && terms(item.label).some((t) => !own.has(t))) labels.set(route, item.label);
      }
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const sidebar of sidebars) visit(sidebar.items);
  return labels;
}
