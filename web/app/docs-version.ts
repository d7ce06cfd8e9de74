import type { DocsVersion } from '../../pipeline/contract';
import { writeStorage } from './storage';

/** Docusaurus's key, so a site moved from Docusaurus keeps its readers' choice. */
export const preferredVersionKey = (pluginId = 'default') => `docs-preferred-version-${pluginId}`;

/** The docs version a route belongs to, by its docs list. */
export function versionOfRoute(versions: DocsVersion[], route: string): DocsVersion | null {
  return versions.find((v) => v.docs.some((d) => d.path === route)) ?? null;
}

export function rememberDocsVersion(versions: DocsVersion[], route: string): void {
  const version = versionOfRoute(versions, route);
  if (version) savePreferredVersion(version);
}

/** Stored per docs plugin instance, as Docusaurus does (`docs-preferred-version-<pluginId>`). */
export function savePreferredVersion(version: Pick<DocsVersion, 'pluginId' | 'name'>): void {
  writeStorage('local', preferredVersionKey(version.pluginId), version.name);
}
