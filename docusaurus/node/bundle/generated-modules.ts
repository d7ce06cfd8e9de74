import type { Plugin } from 'vite';
import { GENERATED_DATA_MODULES, generatedModuleValue, isJsonModule, type GeneratedModules } from '../config/generated-modules.js';
import { UNKNOWN_SITE_METADATA } from '../../shared/site-context.js';
import type { JsonValue } from '../../../common/contract.js';
import { siteSources } from '../theme/swizzles.js';

const PREFIX = '\0generated-data:';
const NAMES: ReadonlySet<string> = new Set(GENERATED_DATA_MODULES);
const SITE_METADATA = '@generated/site-metadata';

/**
 * The `@generated/*` data modules (`docusaurus.config`, `i18n`, `codeTranslations`,
 * `site-metadata`: see `config/generated-modules.ts`), each a module of its own that only a site
 * importing it loads. A client module or component reads them at its top level, before the app has
 * fetched anything, so they are in the bundle rather than fetched. One bundle serves every locale:
 * the default locale's. Ahead of the check of unprovided modules, which would take them for
 * packages not installed. `site-metadata` is also `useDocusaurusContext().siteMetadata`, so a site
 * in this project's own format gets the layer's default there.
 */
export function generatedModules(modules: GeneratedModules | null, siteDir?: string): Plugin {
  const keepPlugins = siteDir ? readsPluginVersions(siteDir) : false;
  return {
    name: 'generated-docusaurus-modules',
    enforce: 'pre',
    resolveId: (source) => (NAMES.has(source) ? `${PREFIX}${source}` : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      try {
        const value = name === SITE_METADATA && !modules ? (UNKNOWN_SITE_METADATA as unknown as JsonValue) : generatedModuleValue(name, modules ?? undefined);
        return moduleSource(name === SITE_METADATA && !keepPlugins ? withoutPluginVersions(value) : value, isJsonModule(name));
      } catch (e) {
        return this.error(e instanceof Error ? e.message : String(e));
      }
    },
  };
}

/**
 * Whether the site's own code reads `siteMetadata.pluginVersions` (the word in a script of its
 * `src/`): `useDocusaurusContext()` is on every page's first visit, so the browser's module carries
 * the plugin list (about 160 bytes gzipped for the classic preset's) only for a site that reads it;
 * its Markdown, evaluated while the site builds, always has it.
 */
export const readsPluginVersions = (siteDir: string) => siteSources(siteDir).some((text) => text.includes('pluginVersions'));

const withoutPluginVersions = (value: JsonValue): JsonValue =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...value, pluginVersions: {} } : value;

/** The module's code: the value as default and, as a JSON module's, each top-level key a name can hold as a named export. */
export function moduleSource(value: JsonValue, json: boolean): string {
  const names = json && value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).filter(isExportName) : [];
  return [
    `const value = ${JSON.stringify(value)};`,
    'export default value;',
    ...names.map((key) => `export const ${key} = value[${JSON.stringify(key)}];`),
    '',
  ].join('\n');
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(
    ' ',
  ),
);
const isExportName = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key) && !RESERVED.has(key);
