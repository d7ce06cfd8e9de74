import type { DocsVersion } from '../../common/contract';
import { readStorage, writeStorage } from './storage';

/** Docusaurus's key, so a site moved from Docusaurus keeps its readers' choice. */
export const preferredVersionKey = (pluginId = 'default') => `docs-preferred-version-${pluginId}`;

/** Stored per docs plugin instance, as Docusaurus does (`docs-preferred-version-<pluginId>`); a doc read stores its own. */
export function savePreferredVersion(version: Pick<DocsVersion, 'pluginId' | 'name'>): void {
  writeStorage('local', preferredVersionKey(version.pluginId), version.name);
}

/** The version last chosen or read in this docs plugin instance, as stored (null when none). */
export function readPreferredVersion(pluginId = 'default'): string | null {
  return readStorage('local', preferredVersionKey(pluginId));
}
