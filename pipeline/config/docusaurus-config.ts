import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../site-config.js';
import { DocusaurusConfigError, loadDocusaurusConfig } from './docusaurus/load.js';
import { siteConfigFromDocusaurusConfig } from './docusaurus/site-config.js';
import { siteBabelState } from './docusaurus/babel.js';

export interface DocusaurusSiteConfig {
  path: string;
  value: SiteConfig;
  /** One warning each: options without effect here, a Babel config that cannot be loaded. */
  warnings: { file: string; line: number; message: string }[];
}

/**
 * A Docusaurus site folder is configured by its own `docusaurus.config.*`, evaluated as Docusaurus
 * does (`docusaurus/load.ts`) and mapped onto this project's site config
 * (`docusaurus/site-config.ts`). Null when the folder has none; a config that throws is a
 * `DocusaurusConfigError` with its file and line.
 */
export async function siteConfigFromDocusaurus(contentRoot: string, sidebarNames: string[], hasBlog: boolean): Promise<DocusaurusSiteConfig | null> {
  const loaded = await loadDocusaurusConfig(contentRoot);
  if (!loaded) return null;
  const mapped = siteConfigFromDocusaurusConfig(loaded, contentRoot, { sidebarNames, hasBlog });
  const warnings: DocusaurusSiteConfig['warnings'] = [];
  if (mapped.unapplied.length > 0) {
    warnings.push({
      file: loaded.path,
      line: 1,
      message: `these Docusaurus options have no effect in this build (see README, "Docusaurus options"): ${mapped.unapplied.join(', ')}`,
    });
  }
  const babel = await siteBabelState(contentRoot);
  if (babel.kind === 'unloadable') {
    warnings.push({
      file: babel.configFile,
      line: 1,
      message: `the site's Babel config cannot be loaded (${babel.reason}), so its presets and plugins are not applied to the site's scripts; Docusaurus loads it with the site's packages (are they installed?)`,
    });
  }
  return { path: loaded.path, value: mapped.value, warnings };
}

/** The layout every site gets when it has neither config: docs, blog, search. */
export function defaultSiteConfig(contentRoot: string, sidebarNames: string[], hasBlog: boolean): { path: string; value: SiteConfig } {
  const title = 'Documentation';
  return {
    path: join(contentRoot, 'site.config.ts'),
    value: {
      title,
      tagline: '',
      url: 'http://localhost',
      baseUrl: '/',
      logo: existsSync(join(contentRoot, 'static/img/logo.svg')) ? { alt: title, src: '/img/logo.svg' } : null,
      navbar: [
        ...(sidebarNames[0] ? [{ type: 'docSidebar' as const, sidebarId: sidebarNames[0], label: 'Docs', position: 'left' as const }] : []),
        ...(hasBlog ? [{ label: 'Blog', to: '/blog', position: 'left' as const }] : []),
        { type: 'search' as const, position: 'right' as const },
      ],
      footer: { columns: [], copyright: `Copyright © ${title}` },
    },
  };
}

export { DocusaurusConfigError };
