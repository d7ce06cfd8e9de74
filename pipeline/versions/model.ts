/** The docs versions as the manifest lists them, from the layout and the resolved sidebars. */
import type { DocsVersion } from '../../common/contract.js';
import type { DocsLayout } from '../../docusaurus/node/config/layout.js';
import type { DocEntry } from '../model/entries.js';

export function docsVersionOf(
  instance: DocsLayout,
  docs: DocEntry[],
  docSidebar: Map<string, string>,
  sidebarFirstRoute: Map<string, string>,
  docKey: (instance: string, id: string) => string,
  sidebarFirstLink: Map<string, { route: string; label: string }> = new Map(),
): DocsVersion {
  const own = docs.filter((d) => d.instance === instance.id);
  const sidebarOf = (d: DocEntry) => docSidebar.get(docKey(d.instance, d.id)) ?? null;
  const firstSidebar = own.map(sidebarOf).find((s) => s !== null);
  // Docusaurus: the doc at the version's root, else the first doc of its first sidebar, else its first doc.
  const mainDoc =
    own.find((d) => d.route === `${instance.prefix}/`) ?? own.find((d) => firstSidebar && d.route === sidebarFirstRoute.get(firstSidebar)) ?? own[0];
  const v = instance.version;
  // The links of the sidebars its docs are in (the manifest's names), for the docs plugin's global data.
  const sidebars = Object.fromEntries(
    [...new Set(own.map(sidebarOf))].flatMap((name) => {
      const link = name === null ? undefined : sidebarFirstLink.get(name);
      return link ? [[name!, { route: link.route, label: link.label }]] : [];
    }),
  );
  return {
    pluginId: v.pluginId,
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: instance.prefix || '/',
    banner: v.banner,
    badge: v.badge,
    mainDocId: mainDoc?.id ?? '',
    docs: own.map((d) => ({ id: d.id, path: d.route, sidebar: sidebarOf(d), ...(d.unlisted ? { unlisted: true as const } : {}) })),
    ...(Object.keys(sidebars).length > 0 ? { sidebars } : {}),
  };
}
