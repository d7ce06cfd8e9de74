/**
 * Sidebar names in the manifest. Docusaurus keeps sidebars per docs plugin instance and per
 * version, so two instances may both have a `tutorialSidebar` (a navbar `docSidebar` item picks
 * one with `docsPluginId`). The manifest has one namespace: the default instance's last version
 * keeps the names its sidebars file gives (navbar items, search contexts and doc chunks name them
 * as they always did); another version's are `<version>/<name>`; another instance's are
 * `<pluginId>/<name>`, its versions inside that (`<pluginId>/<version>/<name>`).
 */
export function manifestSidebarName(version: { pluginId: string; name: string; isLast: boolean }, name: string): string {
  return instanceSidebarName(version.pluginId, version.isLast ? name : `${version.name}/${name}`);
}

/** A sidebar of a docs instance's last version (what a navbar item with `docsPluginId` names). */
export function instanceSidebarName(pluginId: string, name: string): string {
  return pluginId === 'default' ? name : `${pluginId}/${name}`;
}

/** The names a navbar item of `pluginId` may give, from the manifest's names (for suggestions). */
export function instanceSidebarNames(pluginId: string, names: Iterable<string>): string[] {
  const prefix = `${pluginId}/`;
  return pluginId === 'default' ? [...names] : [...names].filter((n) => n.startsWith(prefix)).map((n) => n.slice(prefix.length));
}
