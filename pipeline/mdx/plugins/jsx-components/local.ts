import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ImportDeclaration } from 'estree';
import { toJs } from 'estree-util-to-js';
import { parse as parseYaml } from 'yaml';
import { resolveLocalImport } from '../../resolve-import.js';
import type { EvaluatedFile } from '../../evaluate/index.js';

/** A component the SPA loads lazily through the generated registry. */
export type { LocalComponentEntry } from '../../evaluate/index.js';

/**
 * The browser module of `export const X = ...` from an MDX file, for a component that needs the
 * browser: the file's imports (paths made absolute; data imports inlined as the values they load,
 * since the browser bundle has no YAML or webpack loaders) and exports, then `export default X`.
 */
export function extractedSource(key: string, evaluated: EvaluatedFile, options: { absolutePath?: string; contentRoot?: string; filePath?: string }): string {
  const name = key.slice(key.lastIndexOf('#') + 1);
  const lines = [`// Extracted at build time from ${options.filePath ?? 'MDX'}.`];
  for (const { program, own } of evaluated.statements) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') lines.push(importLine(statement, options.absolutePath!, options.contentRoot!));
      else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
        const { start, end } = statement as { start?: number; end?: number };
        lines.push(own && start !== undefined ? evaluated.text.slice(start, end) : toJs({ type: 'Program', sourceType: 'module', body: [statement] }).value);
      }
    }
  }
  lines.push(`export default ${name};`, '');
  return lines.join('\n');
}

function importLine(statement: ImportDeclaration, absolutePath: string, contentRoot: string): string {
  const source = String(statement.source.value);
  const loader = /^-?!{0,2}(?:[\w@/.-]*-loader(?:\?[^!]*)?!)+(.*)$/.exec(source);
  const target = loader ? loader[1]! : source;
  const resolved = resolveLocalImport(loader && !/^(\.|@site\/|\/)/.test(target) ? `./${target}` : target, absolutePath, contentRoot);
  const rewrite = (path: string) =>
    toJs({ type: 'Program', sourceType: 'module', body: [{ ...statement, source: { type: 'Literal', value: path } }] }).value.trim();
  if (resolved === 'missing') return `// ${source}: not found`;
  // A module the build provides, or a package: left bare, for the client bundle to resolve (a
  // package from the site folder: pipeline/bundle/site-packages.ts).
  if (resolved === null) return rewrite(source);
  if (resolved.kind === 'partial') return '';
  if (loader || resolved.kind === 'data') {
    const text = readFileSync(resolved.path, 'utf8');
    const value: unknown = /raw-loader/.test(source) ? text : /\.json$/i.test(resolved.path) ? JSON.parse(text) : parseYaml(text);
    return statement.specifiers
      .map((spec) => {
        const literal = JSON.stringify(value);
        if (spec.type === 'ImportSpecifier') {
          const imported = spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
          return `const ${spec.local.name} = (${literal})[${JSON.stringify(imported)}];`;
        }
        return `const ${spec.local.name} = ${literal};`;
      })
      .join('\n');
  }
  return rewrite(resolve(dirname(resolved.path), resolved.path));
}
