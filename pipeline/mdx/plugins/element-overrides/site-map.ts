import { statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleModule, type BundleProblem } from '../../evaluate/bundle.js';
import { runModule } from '../../evaluate/run.js';
import { siteThemeNames } from '../../../../docusaurus/node/theme/swizzles.js';
import { isThemeMdxComponent } from '../../../../docusaurus/node/evaluate/mdx-components.js';

/** The site's swizzled `MDXComponents`, bundled for Node once per process (and again when one of its files changes). */
export interface SiteMdxComponents {
  /** The bundled module: run once per page, with that page's Docusaurus modules (its route, its hooks' data). */
  code: string;
  map: string;
  /** The module's name in the bundle's source map, for a throw's file:line. */
  moduleFile: string;
  /** The site's files it bundled: every page of the site depends on them (dev mode, the compile cache). */
  inputs: string[];
  stylesheets: string[];
  /** The HTML elements the map replaces (lower-case keys whose value is not the theme's own entry). */
  elements: ReadonlySet<string>;
  /** Why the map could not be bundled or run, or null. */
  problem: BundleProblem | null;
}

const MODULE_FILE = 'src/theme/__mdx-components-elements.js';
const SOURCE = "import components from '@theme/MDXComponents';\nexport default components;\n";

const loaded = new Map<string, { stamp: string; value: Promise<SiteMdxComponents> }>();

const stampOf = (files: readonly string[]) =>
  files
    .map((f) => {
      try {
        return `${f}:${statSync(f).mtimeMs}`;
      } catch {
        return `${f}:missing`;
      }
    })
    .join('|');

/**
 * The site's `MDXComponents` map when the site swizzles it (its `src/theme` or a plugin's theme
 * folder), else null: a site without one costs one lookup per page. Dev mode edits the map's
 * files while the process lives: their modification times decide whether the bundle still holds.
 */
export async function siteMdxComponents(
  contentRoot: string,
  themeFolders: string[] | undefined,
  probe: (code: string) => Record<string, unknown>,
): Promise<SiteMdxComponents | null> {
  if (!siteThemeNames(contentRoot, themeFolders).has('MDXComponents')) return null;
  const key = JSON.stringify([contentRoot, themeFolders ?? []]);
  const cached = loaded.get(key);
  if (cached && stampOf((await cached.value).inputs) === cached.stamp) return cached.value;
  const value = load(contentRoot, themeFolders, probe);
  loaded.set(key, { stamp: '', value });
  const result = await value;
  loaded.set(key, { stamp: stampOf(result.inputs), value });
  return result;
}

async function load(contentRoot: string, themeFolders: string[] | undefined, probe: (code: string) => Record<string, unknown>): Promise<SiteMdxComponents> {
  const bundled = await bundleModule(SOURCE, { absolutePath: join(contentRoot, MODULE_FILE), contentRoot, filePath: MODULE_FILE, themeFolders });
  const base = { code: bundled.code, map: bundled.map, moduleFile: MODULE_FILE, inputs: bundled.inputs, stylesheets: bundled.stylesheets };
  if (bundled.problems.length > 0) return { ...base, elements: new Set(), problem: bundled.problems[0]! };
  try {
    return { ...base, elements: overriddenElements(probe(bundled.code)), problem: null };
  } catch (error) {
    return { ...base, elements: new Set(), problem: { file: null, line: 0, column: 0, message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * `{ ...MDXComponents, a: MyLink }`: `a` is replaced; the entries spread in from the theme are not
 * (nor `default`, which the module interop puts on the theme's map and a spread copies).
 */
export function overriddenElements(map: Record<string, unknown>): Set<string> {
  return new Set(
    Object.keys(map).filter((k) => k !== 'default' && /^[a-z][a-z0-9]*$/.test(k) && map[k] !== undefined && map[k] !== null && !isThemeMdxComponent(map[k])),
  );
}

/** Runs the bundled map with a page's modules: its default export. */
export function runSiteMap(code: string, provided: Record<string, () => unknown>): Record<string, unknown> {
  const map = runModule(code, provided).default;
  return map && typeof map === 'object' ? (map as Record<string, unknown>) : {};
}
