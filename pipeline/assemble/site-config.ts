/** The site config as the manifest carries it, with navbar doc items and sidebars resolved to routes. */
import { relative } from 'node:path';
import type { DocsVersion, SiteConfigJson } from '../../common/contract.js';
import { resolveSiteConfig } from '../config/resolve.js';
import { siteConfigProblems } from '../config/site-config-schema.js';
import type { SiteSidebars } from './sidebars.js';
import type { AssembleContext, DocItem } from './types.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { manifestSidebarName } from '../sidebars/names.js';

/**
 * The config's shape checked (every problem reported), then resolved. Null (and errors) when the
 * site has no config or its shape is too broken to resolve.
 */
export function siteConfigOf(ctx: AssembleContext, docs: DocItem[], sidebars: SiteSidebars, versions: DocsVersion[] = []): SiteConfigJson | null {
  const { inputs, layout, report } = ctx;
  const siteFile = inputs.siteFile;
  if (!siteFile) {
    report.error(ctx.at('site.config.ts'), 1, 1, 'site config is missing: create site.config.ts exporting defineConfig({...})');
    return null;
  }
  const file = relative(process.cwd(), siteFile.path);
  const problems = siteConfigProblems(siteFile.value);
  for (const p of problems) report.error(file, 1, 1, p.message);
  if (problems.some((p) => !p.resolvable)) return null;
  // Navbar `doc` items name ids of the default instance; other instances' ids come after.
  // With versions, the default plugin's last version wins, as Docusaurus links navbar docs to it.
  const docsPriority = (instance: string) =>
    Number(instance === 'default') + 2 * Number(layout.docs.find((d) => d.id === instance)?.version.isLast === true && instance.split('@')[0] === 'default');
  const docRoutes = new Map(
    docs
      .map(({ entry }) => entry)
      .reverse()
      .filter((d) => d.instance !== 'pages')
      .sort((a, b) => docsPriority(a.instance) - docsPriority(b.instance))
      .map((d) => [d.id, d.route]),
  );
  return resolveSiteConfig(
    siteFile.value,
    file,
    {
      docRoutes,
      pluginDocRoutes: (pluginId) => pluginDocRoutes(layout, docs, pluginId),
      sidebarFirstRoute: sidebars.firstRoute,
      sidebarFirstLink: sidebars.firstLink,
      preview: inputs.preview,
      previewOf: inputs.previewOf ?? null,
      analyticsId: inputs.analyticsId,
      versionRoutes: versionRoutes(layout, docs, sidebars),
      versionMainDocs: (pluginId) => versionMainDocs(versions, pluginId),
      isDraft: (id, pluginId) =>
        layout.docs.some((instance) => (pluginId === undefined || instance.version.pluginId === pluginId) && ctx.draftDocs?.get(instance.id)?.has(id) === true),
    },
    report,
  );
}

/**
 * A navbar `doc` item with `docsPluginId` names a doc of that docs instance: its ids in the
 * instance's last version (Docusaurus's `useLayoutDoc`); null for an instance the site lacks.
 */
function pluginDocRoutes(layout: ContentLayout, docs: DocItem[], pluginId: string): Map<string, string> | null {
  const last = layout.docs.find((d) => d.version.pluginId === pluginId && d.version.isLast);
  if (!last) return null;
  return new Map(docs.filter(({ entry }) => entry.instance === last.id).map(({ entry }) => [entry.id, entry.route]));
}

/**
 * Where a navbar `doc` or `docSidebar` item leads in each version of the default docs plugin:
 * the same doc id, or the sidebar's first page, in that version (versions without it are left out).
 * Items into another instance (`docsPluginId`) lead to its last version (`config/load.ts`).
 */
function versionRoutes(layout: ContentLayout, docs: DocItem[], sidebars: SiteSidebars) {
  const versions = layout.docs.filter((d) => d.version.pluginId === 'default');
  const collect = (routeIn: (instance: (typeof versions)[number]) => string | undefined) =>
    versions.flatMap((instance) => {
      const route = routeIn(instance);
      return route ? [{ version: instance.version.name, route }] : [];
    });
  return {
    doc: (id: string) => collect((instance) => docs.find(({ entry }) => entry.instance === instance.id && entry.id === id)?.entry.route),
    sidebar: (id: string) => collect((instance) => sidebars.firstRoute.get(manifestSidebarName(instance.version, id))),
  };
}

/** A docs instance's versions and each one's main doc route (a navbar `docsVersion` item's targets). */
function versionMainDocs(versions: DocsVersion[], pluginId: string) {
  return versions
    .filter((v) => v.pluginId === pluginId)
    .map((v) => ({ version: v.name, label: v.label, isLast: v.isLast, route: v.docs.find((d) => d.id === v.mainDocId)?.path ?? v.path }));
}
