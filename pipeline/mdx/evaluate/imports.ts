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
