import type { Plugin } from 'vite';
import { GENERATED_DATA_MODULES, generatedModuleValue, type GeneratedModules } from '../config/generated-modules.js';

const PREFIX = '\0generated-data:';
const NAMES: ReadonlySet<string> = new Set(GENERATED_DATA_MODULES);

/**
 * The `@generated/*` data modules (`docusaurus.config`, `i18n`, `codeTranslations`: see
 * `config/generated-modules.ts`), each a module of its own that only a site importing it loads. A
 * client module or component reads them at its top level, before the app has fetched anything, so
 * they are in the bundle rather than fetched. One bundle serves every locale: the default locale's.
 * Ahead of the check of unprovided modules, which would take them for packages not installed.
 */
export function generatedModules(modules: GeneratedModules | null): Plugin {
  return {
    name: 'generated-docusaurus-modules',
    enforce: 'pre',
    resolveId: (source) => (NAMES.has(source) ? `${PREFIX}${source}` : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      try {
        return `export default ${JSON.stringify(generatedModuleValue(id.slice(PREFIX.length), modules ?? undefined))};\n`;
      } catch (e) {
        return this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}
