import { join } from 'node:path';
import type { SiteConfigJson } from '../../common/contract.js';
import type { SitePluginsRun } from '../../docusaurus/node/config/site-plugins/types.js';
import { PROJECT_ROOT } from '../project-root.js';

/**
 * The modules the browser entry imports before the app (`virtual:client-modules`): this build's
 * own start of Tag Manager's data layer when the site has a container (not in previews), then the
 * site plugins' `getClientModules` and the config's `clientModules`, in Docusaurus's order.
 */
export function clientModulesOf(site: Pick<SiteConfigJson, 'tagManager'>, plugins: SitePluginsRun | undefined): string[] {
  return [...(site.tagManager ? [join(PROJECT_ROOT, 'web', 'app', 'tag-manager-start.ts')] : []), ...(plugins?.clientModules ?? [])];
}
