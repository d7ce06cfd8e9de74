/**
 * A docs instance's sidebars, resolved in named steps: the items against the docs (`items.ts`),
 * their labels translated for a locale (`translate.ts`), then each doc's sidebar, previous/next
 * links and breadcrumbs (`navigation.ts`).
 */
import type { SidebarItem } from '../../common/contract.js';
import type { CategoryMeta, ResolvedSidebars, SidebarDoc, SidebarsConfig } from './types.js';
import type { Messages } from '../i18n/translation-files.js';
import { translateGeneratedIndex, translateSidebarItems } from './translate.js';
import { createItemResolver } from './items.js';
import { navigationOf, stripLinkIds } from './navigation.js';
import { firstSidebarLink } from '../../common/sidebar-link.js';

export function resolveSidebars(
  config: SidebarsConfig,
  docs: SidebarDoc[],
  options: {
    collapsed?: boolean;
    categoryMeta?: (dir: string) => CategoryMeta | null;
    routeBase?: string;
    /** A locale's translations of these sidebars (`sidebars/translate.ts`); absent: the default locale. */
    messages?: Messages;
    /** The ids of the instance's docs left out as drafts: an item naming one is dropped, as Docusaurus drops it. */
    draftIds?: ReadonlySet<string>;
  } = {},
): ResolvedSidebars {
  const resolver = createItemResolver(docs, options);
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(config)) sidebars[name] = resolver.sidebar(name, items);
  // Translated after routes and slugs were made from the original labels, before breadcrumbs and
  // previous/next links copy them.
  if (options.messages) {
    for (const source of resolver.indexSources) translateGeneratedIndex(source, options.messages);
    for (const [name, items] of Object.entries(sidebars)) translateSidebarItems(name, items, options.messages, resolver.translatable);
  }
  const { docSidebar, navigation } = navigationOf(sidebars);
  Object.values(sidebars).forEach(stripLinkIds);
  // After translation: a doc item's written label is its translated one in Docusaurus's global data too.
  const firstLinks = new Map(
    Object.entries(sidebars).flatMap(([name, items]) => {
      const link = firstSidebarLink(items, resolver.linkLabel);
      return link ? [[name, link] as const] : [];
    }),
  );
  return { sidebars, docSidebar, navigation, firstLinks, problems: resolver.problems, generatedIndexes: resolver.generatedIndexes };
}
