import type { Plugin } from 'vite';
import { generatedConfigModule, type GeneratedSiteConfig } from '../config/generated-config.js';

const ID = '@generated/docusaurus.config';

/**
 * `@generated/docusaurus.config`: the site's config as Docusaurus writes it (`generated-config.ts`),
 * a module of its own that only a site importing it loads. A client module or component reads it at
 * its top level, before the app has fetched anything, so it is in the bundle rather than fetched.
 * Ahead of the check of unprovided modules, which would take it for a package not installed.
 */
export function generatedConfig(config: GeneratedSiteConfig | null): Plugin {
  return {
    name: 'generated-docusaurus-config',
    enforce: 'pre',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      try {
        return `export default ${JSON.stringify(generatedConfigModule(config ?? undefined))};\n`;
      } catch (e) {
        return this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
