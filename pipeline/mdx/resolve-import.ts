import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export type ImportKind = 'component' | 'data' | 'partial';

export interface ResolvedImport {
  kind: ImportKind;
  /** Absolute path of the file. */
  path: string;
  /** Path relative to the content root, with `/`: the registry key of a component. */
  key: string;
}

const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.mdx', '.md', '.json', '.yml', '.yaml'];

/**
 * Resolves what MDX imports from the site itself, as Docusaurus does: `./x`, `../x` from the
 * importing file, `@site/x` from the site root, with or without an extension, or a folder's
 * `index`. Returns null for package imports and for files that do not exist.
 */
export function resolveLocalImport(source: string, fromFile: string, contentRoot: string): ResolvedImport | null | 'missing' {
  let base: string;
  if (source.startsWith('@site/')) base = join(contentRoot, source.slice(6));
  else if (source.startsWith('./') || source.startsWith('../')) base = resolve(dirname(fromFile), source);
  // An absolute path, as webpack resolves one.
  else if (isAbsolute(source)) base = source;
  else return null;
  const candidates = [...EXTENSIONS.map((e) => base + e), ...['.js', '.jsx', '.ts', '.tsx'].map((e) => join(base, `index${e}`))];
  const path = candidates.find((p) => existsSync(p) && statSync(p).isFile());
  if (!path) return 'missing';
  const kind: ImportKind = /\.(ya?ml|json)$/i.test(path) ? 'data' : /\.mdx?$/i.test(path) ? 'partial' : 'component';
  return { kind, path, key: relative(contentRoot, path).split(sep).join('/') };
}

/** Whether a component file's source has a default export (ESM or CommonJS). */
export function hasDefaultExport(source: string): boolean {
  return /\bexport\s+default\b|\bexport\s*\{[^}]*\bas\s+default\b|\bmodule\.exports\s*=|\bexports\.default\s*=/.test(source);
}

export const DEFAULT_EXPORT_HINT = 'default-export a React component, for example `export default function Name(props) { return <div>...</div>; }`';

/**
 * The file of an npm package a site file imports, as Node resolves it from that file, else from the
 * site folder: Docusaurus's webpack config looks in the site folder's node_modules last
 * (`resolve.modules`), so a docs folder kept outside the site folder (`docs: { path: '../docs' }`)
 * imports the packages the site installed. Null when neither has it.
 */
export function resolvePackage(specifier: string, fromFile: string, contentRoot: string): string | null {
  for (const from of [fromFile, join(contentRoot, 'package.json')]) {
    try {
      return createRequire(from).resolve(specifier);
    } catch {
      // not found from there
    }
  }
  return null;
}
