import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { UNKNOWN_SITE_METADATA, type CompatSiteMetadata } from '../../shared/site-context.js';

/** Docusaurus's `SiteMetadata` (`@generated/site-metadata`, `useDocusaurusContext().siteMetadata`): the shared shape. */
export type SiteMetadata = CompatSiteMetadata;

/** What a site gets when its folder has no `@docusaurus/core` installed: the major version this layer follows. */
export const UNKNOWN_DOCUSAURUS_VERSION = UNKNOWN_SITE_METADATA.docusaurusVersion;

/**
 * The site's metadata as Docusaurus's `loadSiteMetadata` gathers it: the version of the
 * `@docusaurus/core` the site's folder resolves (its own `node_modules`, as it runs Docusaurus), and
 * its `package.json` version.
 */
export function siteMetadata(siteDir: string): SiteMetadata {
  const manifest = join(siteDir, 'package.json');
  const siteVersion = existsSync(manifest) ? versionIn(manifest) : undefined;
  let core: string | undefined;
  try {
    core = versionIn(createRequire(manifest).resolve('@docusaurus/core/package.json'));
  } catch {
    core = undefined;
  }
  return { docusaurusVersion: core ?? UNKNOWN_DOCUSAURUS_VERSION, ...(siteVersion ? { siteVersion } : {}), pluginVersions: {} };
}

function versionIn(file: string): string | undefined {
  try {
    const version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
