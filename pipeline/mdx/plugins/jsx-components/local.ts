import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import type { ImportDeclaration, ExportNamedDeclaration, Node as EsNode } from 'estree';
import type { JsonValue } from '../../../contract.js';
import { resolveLocalImport, hasDefaultExport, DEFAULT_EXPORT_HINT } from '../../resolve-import.js';
import { evaluateStatic, NotStaticError, type StaticScope } from './evaluate.js';

/** A component the SPA loads lazily through the generated registry. */
export interface LocalComponentEntry {
  /** The file that holds it, or null for a component extracted from MDX (`source` is set). */
  path: string | null;
  /** The export to render. */
  exportName: string;
  /** Module text for an extracted `export const X = ...`. */
  source?: string;
}

export interface LocalContext {
  absolutePath: string;
  contentRoot: string;
  /** The MDX file's path relative to the content root: the prefix of extracted components' keys. */
  filePath: string;
  /** The rewritten MDX text, which the estree offsets index. */
  text: string;
  scope: StaticScope;
  /** Name → registry key. */
  components: Map<string, string>;
  registry: Record<string, LocalComponentEntry>;
  /** Names whose import already failed (and was reported): their uses are not reported again. */
  failed: Set<string>;
  /** Local component imports, rewritten to absolute paths, for extracted modules. */
  importLines: string[];
  problem: (message: string, at?: EsNode) => void;
}

/**
 * `import X from './x.jsx' | '@site/...'`: component files are registered for the SPA bundle (they
 * must default-export a component); YAML and JSON files are read now and bound as data. Returns
 * false when the import is not a local file (a package or a built-in module).
 */
export function bindLocalImport(statement: ImportDeclaration, ctx: LocalContext): boolean {
  const source = String(statement.source.value);
  const resolved = resolveLocalImport(source, ctx.absolutePath, ctx.contentRoot);
  if (resolved === null) return false;
  if (resolved === 'missing') {
    for (const spec of statement.specifiers) ctx.failed.add(spec.local.name);
    ctx.problem(`cannot import \`${source}\`: no such file (tried the path with .js, .jsx, .ts, .tsx, .md, .mdx, .json, .yml and /index.*)`, statement);
    return true;
  }
  if (resolved.kind === 'partial') return true; // inlined by the partials plugin
  if (resolved.kind === 'data') {
    let ok = true;
    const data = readData(resolved.path, resolved.key, (m) => {
      ok = false;
      ctx.problem(m, statement);
    });
    if (!ok) {
      for (const spec of statement.specifiers) ctx.failed.add(spec.local.name);
      return true;
    }
    for (const spec of statement.specifiers) {
      if (spec.type === 'ImportDefaultSpecifier' || spec.type === 'ImportNamespaceSpecifier') ctx.scope.values[spec.local.name] = data;
      else {
        const name = spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
        ctx.scope.values[spec.local.name] = data && typeof data === 'object' && !Array.isArray(data) ? (data[name] ?? null) : null;
      }
    }
    return true;
  }
  const text = readFileSync(resolved.path, 'utf8');
  for (const spec of statement.specifiers) {
    if (spec.type === 'ImportNamespaceSpecifier') {
      ctx.problem(`\`import * as ${spec.local.name}\` from a component file is not supported: import its default export`, statement);
      continue;
    }
    const exportName =
      spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
    if (exportName === 'default' && !hasDefaultExport(text)) {
      ctx.failed.add(spec.local.name);
      ctx.problem(`\`${resolved.key}\` has no default export: ${DEFAULT_EXPORT_HINT}`, statement);
      continue;
    }
    const key = exportName === 'default' ? resolved.key : `${resolved.key}#${exportName}`;
    ctx.registry[key] = { path: resolved.path, exportName };
    ctx.components.set(spec.local.name, key);
    ctx.importLines.push(
      `import ${exportName === 'default' ? spec.local.name : `{ ${exportName} as ${spec.local.name} }`} from ${JSON.stringify(resolved.path)};`,
    );
  }
  return true;
}

/**
 * `export const X = (props) => <...>` inside MDX: Docusaurus runs it in the browser. Here each such
 * component becomes a module of its own (with the file's local imports and other exports), which
 * the SPA bundles like an imported component. `export const x = <literal>` is data, evaluated now.
 */
export function extractExport(statement: ExportNamedDeclaration, ctx: LocalContext, allExports: string[]) {
  const decl = statement.declaration;
  const componentNames: string[] = [];
  if (decl?.type === 'FunctionDeclaration' && decl.id) componentNames.push(decl.id.name);
  else if (decl?.type === 'VariableDeclaration') {
    for (const d of decl.declarations) {
      if (d.id.type !== 'Identifier' || !d.init) {
        ctx.problem('only `export const name = value` exports are supported', statement);
        continue;
      }
      if (d.init.type === 'ArrowFunctionExpression' || d.init.type === 'FunctionExpression') componentNames.push(d.id.name);
      else {
        try {
          ctx.scope.values[d.id.name] = evaluateStatic(d.init, ctx.scope);
        } catch (error) {
          if (!(error instanceof NotStaticError)) throw error;
          ctx.problem(`export \`${d.id.name}\` cannot be evaluated at build time: ${error.message}`, error.node);
        }
      }
    }
  } else {
    ctx.problem('only `export const name = value` and `export function Name() {}` are supported in MDX', statement);
  }
  for (const name of componentNames) {
    const key = `${ctx.filePath}#${name}`;
    ctx.components.set(name, key);
    ctx.registry[key] = { path: null, exportName: 'default', source: '' };
  }
  // Module text is filled in once every export of the file is known (one may use another).
  allExports.push(ctx.text.slice((statement as { start?: number }).start, (statement as { end?: number }).end));
}

/** Builds the modules of the file's extracted components. */
export function finishExtracted(ctx: LocalContext, allExports: string[]) {
  for (const [key, entry] of Object.entries(ctx.registry)) {
    if (entry.path !== null || !key.startsWith(`${ctx.filePath}#`)) continue;
    const name = key.slice(ctx.filePath.length + 1);
    entry.source = [
      `// Extracted at build time from ${ctx.filePath}.`,
      `import React from 'react';`,
      ...new Set(ctx.importLines),
      ...allExports,
      `export default ${name};`,
      '',
    ].join('\n');
  }
}

function readData(path: string, key: string, problem: (m: string) => void): JsonValue {
  const text = readFileSync(path, 'utf8');
  if (/\.json$/i.test(path)) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch (error) {
      problem(`\`${key}\` is not valid JSON: ${(error as Error).message}`);
      return null;
    }
  }
  const doc = parseDocument(text, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    problem(`\`${key}\`:${text.slice(0, err.pos[0]).split('\n').length} is not valid YAML: ${err.message.split('\n')[0]}`);
    return null;
  }
  return JSON.parse(JSON.stringify(doc.toJS() ?? null)) as JsonValue;
}
