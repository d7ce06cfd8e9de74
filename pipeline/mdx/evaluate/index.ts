import type { Root } from 'mdast';
import type { WebpackTranslation } from '../../../docusaurus/node/config/site-plugins/webpack-config.js';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import { relative, sep } from 'node:path';
import { visit } from 'unist-util-visit';
import { reportError } from '../errors.js';
import { ModuleBuilder, CONTEXT_MODULE, siteComponentKey } from './module.js';
import { bundleModule } from './bundle.js';
import { componentImports, sideEffectImport, stylesheetOf } from './imports.js';
import { jsxElementNames } from './jsx-names.js';
import type { LocalComponentEntry } from './local-component.js';
import { resolveLocalImport } from '../resolve-import.js';
import { runModule, throwSite, type ThrowSite } from './run.js';
import type { RenderContext } from './runtime.js';
import { reactModule, jsxRuntimeModule } from './modules/react.js';
import { docusaurusModules, type SiteData } from '../../../docusaurus/node/evaluate/modules.js';

export type { LocalComponentEntry } from './local-component.js';

export type { SiteData };

export interface EvaluateInput {
  text: string;
  tree: Root;
  esm: { node: MdxjsEsm; program: Program }[];
  /** Filled here: expression node or attribute → thunk index. */
  expressions: Map<unknown, number>;
  absolutePath: string;
  contentRoot: string;
  filePath: string;
  route: string | null;
  siteData?: SiteData;
  /** The site plugins' theme folders (`getThemePath`), highest priority first. */
  themeFolders?: string[];
  /** The site's SVGR options (`@docusaurus/plugin-svgr`'s `svgrConfig`) for SVG files its components import; unset: Docusaurus's defaults. */
  svgrConfig?: Record<string, unknown>;
  /** What the site's plugins' `configureWebpack` asked for that applies in Node: aliases and defined constants. */
  webpack?: WebpackTranslation;
  /** The site's static folders, in order (`bundleModule`'s roots). */
  staticDirs?: string[];
  /** The site swizzles `MDXComponents`: its map gives the components the file uses without importing them. */
  siteComponents?: boolean;
  frontMatter: Record<string, unknown>;
  toc: unknown;
  renderCtx: RenderContext;
  file: VFile;
  /** What a Markdown file's default import gives (jsx-components/markdown.ts). */
  markdown: (path: string) => unknown;
}

export interface EvaluatedFile {
  /** One per expression; each takes the file's `props`. */
  thunks: ((props: Record<string, unknown>) => unknown)[];
  /** `<Name>` → the value `Name` has in the module. */
  scope: Record<string, unknown>;
  /** The module failed to build or run; the problem is reported. */
  failed: boolean;
  usedDocsData: boolean;
  /** The site's files the module bundled (component files, data). */
  inputs: string[];
  /** Registry entries of the component files the MDX imports, by key. */
  localFiles: Map<string, LocalComponentEntry>;
  /** Stylesheets the MDX imports (`import './x.css'`, `import 'pkg/x.css'`), as absolute paths. */
  stylesheets: string[];
  /** Registry entries of the modules the MDX imports for their effects alone (`sideEffectImport`), by key, in import order. */
  sideEffects: Map<string, LocalComponentEntry>;
  /** Markdown files the module and its components import (absolute paths). */
  markdown: string[];
  /** The MDX's own import and export statements, for extracted components. */
  statements: { program: Program; own: boolean }[];
  text: string;
  throwSite: (error: unknown) => ThrowSite | null;
}

const EMPTY_SITE: SiteData = { site: { title: '', tagline: '', url: '', baseUrl: '/' }, versions: [] };

/**
 * Evaluates one MDX file's JavaScript at build time: generates its module (module.ts), bundles it
 * with what it imports (bundle.ts) and runs it in Node (run.ts) against the build-time side of the
 * Docusaurus compatibility layer (modules/). Problems are reported on the file with MDX lines.
 */
export async function evaluateFile(input: EvaluateInput): Promise<EvaluatedFile> {
  const { file, text } = input;
  const builder = new ModuleBuilder(text);
  builder.siteComponents = input.siteComponents === true;
  const own = addStatements(input, builder);
  addExpressions(input, builder);
  // A component of the site's MDXComponents map that needs the browser is imported there from the map.
  for (const name of builder.siteComponentNames())
    own.localFiles.set(siteComponentKey(name), {
      path: null,
      exportName: 'default',
      source: `import components from '@theme/MDXComponents';\nexport default components[${JSON.stringify(name)}];\n`,
    });
  const { code, origin } = builder.build();
  const mdxLine = (generated: number) => origin[generated - 1] || 1;
  const firstImportLine = input.esm[0]?.node.position?.start.line ?? 1;
  const { localFiles, stylesheets, sideEffects, statements } = own;
  const failed = (): EvaluatedFile => ({
    thunks: [],
    scope: {},
    failed: true,
    usedDocsData: false,
    inputs: [],
    localFiles,
    stylesheets,
    sideEffects,
    markdown: [],
    statements,
    text,
    throwSite: () => null,
  });

  if (own.importsSelf) return failed();
  const bundled = await bundleModule(code, {
    absolutePath: input.absolutePath,
    contentRoot: input.contentRoot,
    filePath: input.filePath,
    themeFolders: input.themeFolders,
    svgrConfig: input.svgrConfig,
    webpack: input.webpack,
    staticDirs: input.staticDirs,
  });
  for (const stylesheet of bundled.stylesheets) if (!stylesheets.includes(stylesheet)) stylesheets.push(stylesheet);
  if (bundled.problems.length > 0) {
    reportBundleProblems(input, bundled.problems, mdxLine, firstImportLine);
    return failed();
  }

  let usedDocsData = false;
  const provided = providedModules(input, () => {
    usedDocsData = true;
  });
  const site = (error: unknown) => throwSite(error, bundled.map, input.contentRoot, relative(input.contentRoot, input.absolutePath).split(sep).join('/'));
  const toMdx = (s: ThrowSite | null): ThrowSite | null => (s && s.file === null ? { ...s, line: mdxLine(s.line) } : s);
  let exports: Record<string, unknown>;
  try {
    exports = runModule(bundled.code, provided);
  } catch (error) {
    const at = toMdx(site(error));
    const message = error instanceof Error ? error.message : String(error);
    if (at?.file) reportError(file, undefined, `evaluating the imports threw: ${message} (at ${at.file}:${at.line})`, { line: firstImportLine, column: 0 });
    else reportError(file, undefined, `evaluating this threw: ${message}`, { line: at?.line ?? firstImportLine, column: 0 });
    return failed();
  }
  return {
    thunks: exports.__thunks as EvaluatedFile['thunks'],
    scope: (exports.__scope as () => Record<string, unknown>)(),
    failed: false,
    get usedDocsData() {
      return usedDocsData;
    },
    inputs: bundled.inputs,
    localFiles,
    stylesheets,
    sideEffects,
    markdown: bundled.markdown,
    statements,
    text,
    throwSite: (error) => toMdx(site(error)),
  };
}

/** What the MDX's own import and export statements give the module, and whether it imports itself. */
interface OwnStatements {
  localFiles: Map<string, LocalComponentEntry>;
  stylesheets: string[];
  sideEffects: Map<string, LocalComponentEntry>;
  statements: EvaluatedFile['statements'];
  importsSelf: boolean;
}

/**
 * Adds the MDX's import and export statements to the module: component files it imports become
 * registry entries, stylesheets are collected, exported names become locals. `export default`,
 * re-exports and a file importing itself are reported and left out.
 */
function addStatements(input: EvaluateInput, builder: ModuleBuilder): OwnStatements {
  const { file } = input;
  const out: OwnStatements = { localFiles: new Map(), stylesheets: [], sideEffects: new Map(), statements: [], importsSelf: false };
  for (const { node, program } of input.esm) {
    const own = node.position !== undefined; // statements made by a plugin have no positions in this file
    out.statements.push({ program, own });
    for (const statement of program.body) {
      if (
        statement.type === 'ExportDefaultDeclaration' ||
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.source)
      ) {
        reportError(file, node, '`export default` and re-exports are not supported in MDX: use `export const Name = ...`', statement.loc?.start);
        continue;
      }
      if (statement.type === 'ImportDeclaration' && importsItself(statement.source.value, input)) {
        reportError(file, node, `\`${String(statement.source.value)}\` is this file: a partial that includes itself cannot be rendered`, statement.loc?.start);
        out.importsSelf = true;
        continue;
      }
      builder.addStatement(statement, own);
      if (statement.type === 'ImportDeclaration') for (const spec of statement.specifiers) builder.declared.add(spec.local.name);
      else if (statement.type === 'ExportNamedDeclaration' && statement.declaration)
        for (const name of declaredNames(statement.declaration)) builder.declared.add(name);
      if (statement.type === 'ImportDeclaration') {
        const stylesheet = stylesheetOf(statement, input.absolutePath, input.contentRoot);
        if (stylesheet) out.stylesheets.push(stylesheet);
        const effect = sideEffectImport(statement, input.absolutePath, input.contentRoot);
        if (effect) out.sideEffects.set(...effect);
        for (const [name, key, entry] of componentImports(statement, input.absolutePath, input.contentRoot)) {
          builder.locals.set(name, key);
          out.localFiles.set(key, entry);
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        for (const name of declaredNames(statement.declaration)) builder.locals.set(name, `${input.filePath}#${name}`);
      }
    }
  }
  return out;
}

type Declaration = NonNullable<Extract<Program['body'][number], { type: 'ExportNamedDeclaration' }>['declaration']>;

/** The names an `export const a = ..., b = ...` or `export function f` declares. */
function declaredNames(decl: Declaration): string[] {
  if (decl.type === 'VariableDeclaration') return decl.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return decl.id ? [decl.id.name] : [];
}

/**
 * Adds every `{expression}` and JSX attribute expression of the tree to the module as a thunk
 * (`input.expressions` maps the node to it), and the capitalised JSX names to its scope (those
 * written inside an expression too, which MDX also takes from its components).
 */
function addExpressions(input: EvaluateInput, builder: ModuleBuilder): void {
  const namesIn = (program: Program | undefined) => {
    if (program) for (const name of jsxElementNames(program)) builder.expressionNames.add(name);
  };
  visit(input.tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = (node.data as { estree?: Program } | undefined)?.estree;
      if (!program?.body.length) return;
      namesIn(program);
      input.expressions.set(node, builder.addExpression((node as { value: string }).value, node.position?.start.line ?? 1));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name && (/^[A-Z]/.test(node.name) || node.name.includes('.'))) builder.scopeNames.add(node.name);
      for (const attr of node.attributes) {
        const line = node.position?.start.line ?? 1;
        if (attr.type === 'mdxJsxExpressionAttribute') {
          const program = attr.data?.estree as Program | undefined;
          namesIn(program);
          input.expressions.set(attr, builder.addExpression(attr.value.replace(/^\s*\{([\s\S]*)\}\s*$/, '$1'), program?.loc?.start.line ?? line, true));
        } else if (attr.value && typeof attr.value === 'object') {
          const program = attr.value.data?.estree as Program | undefined;
          namesIn(program);
          input.expressions.set(attr, builder.addExpression(attr.value.value, program?.loc?.start.line ?? line));
        }
      }
    }
  });
}

/** Bundling problems on the MDX's lines: the module's own at its line, an imported file's at the import. */
function reportBundleProblems(
  input: EvaluateInput,
  problems: Awaited<ReturnType<typeof bundleModule>>['problems'],
  mdxLine: (generated: number) => number,
  firstImportLine: number,
): void {
  for (const p of problems) {
    if (p.file === null) reportError(input.file, undefined, p.message, { line: mdxLine(p.line), column: 0 });
    else reportError(input.file, undefined, `${p.file}:${p.line}: ${p.message}`, { line: importLineOf(input, p.file) ?? firstImportLine, column: 0 });
  }
}

/** The modules the bundled code imports from outside: React, the file's own context, and the build-time Docusaurus modules. */
export function providedModules(
  input: Pick<EvaluateInput, 'frontMatter' | 'toc' | 'renderCtx' | 'markdown' | 'route' | 'siteData'>,
  onDocsData: () => void,
): Record<string, () => unknown> {
  const moduleContext = {
    frontMatter: input.frontMatter,
    toc: input.toc,
    metadata: { title: input.frontMatter.title, description: input.frontMatter.description, frontMatter: input.frontMatter },
    local: (component: unknown, key: string) => input.renderCtx.locals.set(component, key),
    markdown: input.markdown,
  };
  return {
    react: reactModule,
    'react/jsx-runtime': jsxRuntimeModule,
    'react/jsx-dev-runtime': jsxRuntimeModule,
    'react-dom': () => ({}),
    [CONTEXT_MODULE]: () => ({ default: moduleContext }),
    ...docusaurusModules({ route: input.route, data: input.siteData ?? EMPTY_SITE, render: input.renderCtx, usedDocsData: onDocsData }),
  };
}

/** The line of the MDX import that loads `file` (relative to the content root), if it imports it directly. */
function importLineOf(input: EvaluateInput, file: string): number | null {
  for (const { node, program } of input.esm) {
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value).replace(/^.*!/, '');
      const resolved = resolveLocalImport(source, input.absolutePath, input.contentRoot);
      if (resolved && resolved !== 'missing' && resolved.key === file) return statement.loc?.start.line ?? node.position?.start.line ?? null;
    }
  }
  return null;
}

function importsItself(source: unknown, input: EvaluateInput): boolean {
  const resolved = resolveLocalImport(String(source), input.absolutePath, input.contentRoot);
  return resolved !== null && resolved !== 'missing' && resolved.path === input.absolutePath;
}
