/**
 * What an MDX file's import statements give the page besides their values: the components the
 * browser may load, and stylesheets.
 */
import type { ImportDeclaration } from 'estree';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { resolveLocalImport, resolvePackage, type ResolvedImport } from '../resolve-import.js';
import { PROVIDED } from './bundle.js';
import type { LocalComponentEntry } from './local-component.js';

/**
 * The names an import gives to components the browser can load should they need it, with their
 * registry entries: a component file of the site (by its path), or an export of an npm package
 * (a module of one line re-exporting it), as
 * Docusaurus bundles whatever the MDX imports.
 */
export function componentImports(statement: ImportDeclaration, absolutePath: string, contentRoot: string): [string, string, LocalComponentEntry][] {
  const source = String(statement.source.value);
  const resolved = resolveLocalImport(source, absolutePath, contentRoot);
  // Webpack's loader syntax and the modules the build provides are no packages of the site.
  const isPackage = resolved === null && !PROVIDED.test(source) && !source.includes('!');
  if (!isPackage && (resolved === null || resolved === 'missing' || resolved.kind !== 'component')) return [];
  const out: [string, string, LocalComponentEntry][] = [];
  for (const spec of statement.specifiers) {
    if (spec.type === 'ImportNamespaceSpecifier') continue;
    const exportName =
      spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
    const base = isPackage ? `npm:${source}` : (resolved as ResolvedImport).key;
    const key = exportName === 'default' ? base : `${base}#${exportName}`;
    out.push([
      spec.local.name,
      key,
      isPackage ? packageEntry(source, exportName, absolutePath, contentRoot) : { path: (resolved as ResolvedImport).path, exportName },
    ]);
  }
  return out;
}

/**
 * The stylesheet a plain CSS import names (absolute path), or null: Docusaurus bundles what MDX
 * imports, so its rules apply once the page is shown; here they join the site's CSS
 * (`bundle/app-build.ts`). At build time the import loads nothing (`bundle.ts`), and a missing file
 * is reported there. CSS modules (`import styles from './x.module.css'`) are not stylesheets here.
 */
export function stylesheetOf(statement: ImportDeclaration, absolutePath: string, contentRoot: string): string | null {
  const source = String(statement.source.value);
  if (!/\.css$/i.test(source) || /\.module\.css$/i.test(source) || source.includes('!')) return null;
  if (source.startsWith('@site/')) return join(contentRoot, source.slice(6));
  if (source.startsWith('./') || source.startsWith('../') || isAbsolute(source)) return resolve(dirname(absolutePath), source);
  return resolvePackage(source, absolutePath, contentRoot);
}

/**
 * A module the MDX imports for its effects alone (`import './register-elements.js'`,
 * `import 'pkg/setup'`), as its registry key and entry, or null. Docusaurus bundles it into the
 * page's chunk, so it runs in the browser before the page renders (and during the server render, as
 * it runs here in the evaluation's bundle). Here the entry is a component that draws nothing, whose
 * module imports it: placed at the body's start (jsx-components), it is loaded with the page's other
 * components before the page renders. Stylesheets, Markdown, webpack loaders and the modules the
 * build provides are not such modules; a file that is not there is reported by the bundle.
 */
export function sideEffectImport(statement: ImportDeclaration, absolutePath: string, contentRoot: string): [string, LocalComponentEntry] | null {
  const source = String(statement.source.value);
  if (statement.specifiers.length > 0 || NOT_RUN_FOR_EFFECTS.test(source) || PROVIDED.test(source) || source.includes('!')) return null;
  const resolved = resolveLocalImport(source, absolutePath, contentRoot);
  if (resolved === 'missing' || (resolved !== null && resolved.kind !== 'component')) return null;
  const key = `effect:${resolved === null ? `npm:${source}` : resolved.key}`;
  const target = resolved === null ? source : resolved.path;
  return [
    key,
    { path: null, exportName: 'default', source: `import ${JSON.stringify(target)};\nexport default function SideEffects() {\n  return null;\n}\n` },
  ];
}

/** Imports whose effect is not a module's code running in the browser: styles, Markdown, this theme's names. */
const NOT_RUN_FOR_EFFECTS = /\.(?:css|s[ac]ss|less|mdx?)$|^@(?:theme|theme-original|theme-init|generated)\//i;

/** The package stays a bare import: the client bundle resolves it from the site folder, with the browser's conditions (pipeline/bundle/site-packages.ts). */
function packageEntry(source: string, exportName: string, absolutePath: string, contentRoot: string): LocalComponentEntry {
  const name = /^[A-Za-z_$][\w$]*$/.test(exportName) ? exportName : JSON.stringify(exportName);
  const importer = relative(contentRoot, absolutePath).split(sep).join('/');
  return {
    path: null,
    exportName: 'default',
    source: `// ${source}, as ${importer} imports it.\nexport { ${name} as default } from ${JSON.stringify(source)};\n`,
  };
}
