import { statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleModule, type BundleProblem } from '../../evaluate/bundle.js';
import { runModule } from '../../evaluate/run.js';
import { siteThemeNames } from '../../../../docusaurus/node/theme/swizzles.js';
import { isThemeMdxComponent } from '../../../../docusaurus/node/evaluate/mdx-components.js';
import { SWIZZLED_ENTRIES, swizzledEntries, swizzledMapSource, type SwizzledEntry } from '../../../../docusaurus/node/evaluate/mdx-swizzles.js';

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
  /** The site's swizzled components that draw a key of the map (`mdx-swizzles.ts`), by key. */
  swizzles: ReadonlyMap<string, SwizzledEntry>;
}

/** The map's entries that come from a swizzled component, not from the map itself. */
const fromSwizzle = new WeakSet<object>();

/** Whether an entry of the run map is a swizzled component's (its browser module is that swizzle's, not the map's). */
export const isSwizzledEntry = (value: unknown): boolean => typeof value === 'function' && fromSwizzle.has(value);

const MODULE_FILE = 'src/theme/__mdx-components-elements.js';

/** Whether the site's theme names change how Markdown is drawn: its `MDXComponents`, or a component that map renders through. */
const drawsMarkdown = (names: ReadonlySet<string>) => names.has('MDXComponents') || SWIZZLED_ENTRIES.some((s) => names.has(s.name));

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
 * folder) or a component it renders Markdown through (`Heading`, `Details`, `CodeBlock`, `Mermaid`,
 * `MDXComponents/<Name>`: `mdx-swizzles.ts`), else null: a site without one costs one lookup per page. Dev mode edits the map's
 * files while the process lives: their modification times decide whether the bundle still holds.
 */
export async function siteMdxComponents(
  contentRoot: string,
  themeFolders: string[] | undefined,
  probe: (code: string) => Record<string, unknown>,
): Promise<SiteMdxComponents | null> {
  const names = siteThemeNames(contentRoot, themeFolders);
  if (!drawsMarkdown(names)) return null;
  const key = JSON.stringify([contentRoot, themeFolders ?? []]);
  const cached = loaded.get(key);
  if (cached && stampOf((await cached.value).inputs) === cached.stamp) return cached.value;
  const swizzles = new Map(swizzledEntries(names).map((e) => [e.key, e.swizzle]));
  const value = load(contentRoot, themeFolders, swizzledMapSource(names), probe).then((r) => ({ ...r, swizzles }));
  loaded.set(key, { stamp: '', value });
  const result = await value;
  loaded.set(key, { stamp: stampOf(result.inputs), value });
  return result;
}

async function load(
  contentRoot: string,
  themeFolders: string[] | undefined,
  source: string,
  probe: (code: string) => Record<string, unknown>,
): Promise<Omit<SiteMdxComponents, 'swizzles'>> {
  const bundled = await bundleModule(source, { absolutePath: join(contentRoot, MODULE_FILE), contentRoot, filePath: MODULE_FILE, themeFolders });
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
 * (nor `default`, which the module interop puts on the theme's map and a spread copies). The keys
 * are the HTML elements Markdown makes and the constructs Docusaurus's map draws: `admonition`
 * (`:::note`), `mermaid` (a diagram fence) and `Details` (MDX's `<details>`, which Docusaurus's
 * remark step renames).
 */
export function overriddenElements(map: Record<string, unknown>): Set<string> {
  return new Set(
    Object.keys(map).filter(
      (k) => k !== 'default' && (/^[a-z][a-z0-9]*$/.test(k) || k === 'Details') && map[k] !== undefined && map[k] !== null && !isThemeMdxComponent(map[k]),
    ),
  );
}

/**
 * Runs the bundled map with a page's modules: its default export, with the entries of the site's
 * swizzled components (`swizzled`) where the map keeps the theme's own entry (the site's map
 * replacing a key wins over a swizzle, as its entry is what Docusaurus's MDX calls).
 */
export function runSiteMap(code: string, provided: Record<string, () => unknown>): Record<string, unknown> {
  const exports = runModule(code, provided);
  const map = exports.default && typeof exports.default === 'object' ? { ...(exports.default as Record<string, unknown>) } : {};
  const swizzled = (exports.swizzled ?? {}) as Record<string, unknown>;
  for (const [key, entry] of Object.entries(swizzled))
    if (map[key] === undefined || isThemeMdxComponent(map[key])) {
      if (typeof entry === 'function') fromSwizzle.add(entry);
      map[key] = entry;
    }
  return map;
}
