import type { Root, Parent, RootContent } from 'mdast';
import type { WebpackTranslation } from '../../../../docusaurus/node/config/site-plugins/webpack-config.js';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import type { ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { toHast, type State } from 'mdast-util-to-hast';
import { reportError } from '../../errors.js';
import { BUILTIN_COMPONENTS } from '../../evaluate/attributes.js';
import { toHastProperties } from '../../evaluate/properties.js';
import { builtin, jsx, JsxInData, NeedsBrowser, render, isElement, splitJsxProps, type RenderContext } from '../../evaluate/runtime.js';
import { evaluateFile, type EvaluatedFile, type SiteData } from '../../evaluate/index.js';
import { highlightPending } from '../../evaluate/highlight.js';
import { evaluatedHandlers, EVALUATED, type EvaluatedNode } from '../../evaluate/evaluated-node.js';
import { extractedSource, type LocalComponentEntry } from './local.js';
import { ImportedMarkdown, type CompileMarkdown } from './markdown.js';
import { flatToc } from '../toc/index.js';
import { siteThemeNames } from '../../../../docusaurus/node/theme/swizzles.js';
import { explicitKey } from '../element-overrides/place.js';
import type { TocItem } from '../../../../common/contract.js';
import { LOCAL_COMPONENT_TAG } from '../../../../common/local-components.js';

export interface JsxComponentsOptions {
  /** Absolute path of the file and the content root: imports resolve against them. */
  absolutePath?: string;
  contentRoot?: string;
  filePath?: string;
  /** The route the file is published at (`useActiveDocContext`). */
  route?: string;
  /** Docs and site config for the Docusaurus hooks. */
  siteData?: SiteData;
  /** The site plugins' theme folders, layered under `src/theme` for `@theme/*` (processor.ts). */
  themeFolders?: string[];
  /** The site's SVGR options (`@docusaurus/plugin-svgr`'s `svgrConfig`) for SVG files its components import; unset: Docusaurus's defaults. */
  svgrConfig?: Record<string, unknown>;
  /** What the site's plugins' `configureWebpack` asked for that applies in Node: aliases and defined constants. */
  webpack?: WebpackTranslation;
  /** The site's static folders, in order: an import of `/img/x.svg` is looked for there first (`bundleModule`). */
  staticDirs?: string[];
  /** The element's props when another file renders this one (`props` in its expressions). */
  props?: Record<string, unknown>;
  /** Compiles a Markdown file the MDX or its components import, as a module of its own (processor.ts). */
  compileMarkdown?: CompileMarkdown;
}

interface Expressions {
  /** Expression node or attribute → thunk index in the generated module. */
  thunk: Map<unknown, number>;
}

/**
 * Turns the MDX parts of the tree into plain data, so nothing is evaluated in the browser. A file
 * with imports, exports or expressions is evaluated in Node (evaluate/): its ESM runs as written
 * and each expression and attribute expression is a thunk in the same module. Then, bottom-up:
 * - `{expressions}` become their rendered HAST (text, or elements made by JSX);
 * - HTML elements and theme components (`Tabs`, `Admonition`, ...) keep their Markdown children
 *   and get their props evaluated;
 * - other components (the site's files, `export const X` in MDX) are rendered now, with their
 *   children's HAST as `children`; one that needs a browser (state, effects, event handlers)
 *   becomes a `LocalComponent` the SPA loads lazily.
 * Files without any of these (most Markdown) skip evaluation entirely.
 */
export function remarkJsxComponents(options: JsxComponentsOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const text = String(file.value);
    const esm: { node: MdxjsEsm; program: Program }[] = [];
    let hasExpressions = false;
    let usesComponents = false;
    const scan = (parent: Parent) => {
      parent.children = parent.children.filter((node) => {
        if (node.type === 'mdxjsEsm') {
          const program = node.data?.estree as Program | undefined;
          if (program && program.body.length > 0) esm.push({ node, program });
          return false;
        }
        if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && expressionProgram(node)?.body.length) hasExpressions = true;
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]/.test(node.name)) usesComponents = true;
        if (
          (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
          node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute' || (a.value && typeof a.value === 'object'))
        )
          hasExpressions = true;
        if ('children' in node) scan(node);
        return true;
      });
    };
    scan(tree);
    unwrapBlockParagraphs(tree);

    const expressions: Expressions = { thunk: new Map() };
    let evaluated: EvaluatedFile | null = null;
    const renderCtx: RenderContext = { locals: new Map(), usedLocals: new Set() };
    const imported = new ImportedMarkdown();
    // A site that swizzles MDXComponents gives its components to every page, without an import (Docusaurus's MDX provider).
    const themeNames = options.contentRoot ? siteThemeNames(options.contentRoot, options.themeFolders) : new Set<string>();
    const siteComponents = themeNames.has('MDXComponents');
    if (esm.length > 0 || hasExpressions || (siteComponents && usesComponents)) {
      if (!options.absolutePath || !options.contentRoot) {
        reportError(file, esm[0]?.node, "imports, exports and expressions need the file's location to be evaluated");
        return;
      }
      evaluated = await evaluateFile({
        text,
        tree,
        esm,
        expressions: expressions.thunk,
        absolutePath: options.absolutePath,
        contentRoot: options.contentRoot,
        filePath: options.filePath ?? file.path,
        route: options.route ?? null,
        siteData: options.siteData,
        themeFolders: options.themeFolders,
        svgrConfig: options.svgrConfig,
        webpack: options.webpack,
        staticDirs: options.staticDirs,
        siteComponents,
        frontMatter: (file.data.frontMatter as Record<string, unknown>) ?? {},
        toc: flatToc((file.data.toc as TocItem[] | undefined) ?? []),
        renderCtx,
        file,
        markdown: (path) => imported.module(path),
      });
    }
    const ctx: WalkContext = {
      file,
      evaluated,
      expressions,
      renderCtx,
      failed: evaluated === null ? false : evaluated.failed,
      imported,
      props: options.props ?? {},
      provided: themeNames.has('MDXContent'),
    };
    walk(tree, ctx);
    await highlightPending(tree);
    if (evaluated?.usedDocsData) file.data.usesDocsData = true;
    file.data.dependencies = evaluated?.inputs ?? [];
    file.data.stylesheets = evaluated?.stylesheets ?? [];
    const fromMarkdown = await imported.resolve(tree, file, options.contentRoot ?? '', options.compileMarkdown ?? cannotCompile);

    const registry: Record<string, LocalComponentEntry> = {};
    for (const key of renderCtx.usedLocals) {
      const local = evaluated?.localFiles.get(key);
      if (local) registry[key] = local;
      else if (evaluated) registry[key] = { path: null, exportName: 'default', source: extractedSource(key, evaluated, options) };
    }
    if (evaluated && !evaluated.failed) addSideEffects(tree, evaluated.sideEffects, registry);
    file.data.localComponents = { ...fromMarkdown, ...registry };
  };
}

/**
 * The modules the MDX imports for their effects alone, each a `LocalComponent` that draws nothing at
 * the body's start (evaluate/imports.ts `sideEffectImport`): the route loads their modules with the
 * page's other components, before the page renders, in import order.
 */
function addSideEffects(tree: Root, sideEffects: EvaluatedFile['sideEffects'], registry: Record<string, LocalComponentEntry>): void {
  if (sideEffects.size === 0) return;
  for (const [key, entry] of sideEffects) registry[key] = entry;
  const elements = [...sideEffects.keys()].map((key): ElementContent => ({
    type: 'element',
    tagName: LOCAL_COMPONENT_TAG,
    properties: { component: key },
    children: [],
  }));
  tree.children.unshift(evaluatedNode(elements));
}

const cannotCompile: CompileMarkdown = (path) => Promise.resolve(`cannot render \`${path}\` here: imported Markdown is compiled by the build`);

interface WalkContext {
  file: VFile;
  evaluated: EvaluatedFile | null;
  expressions: Expressions;
  renderCtx: RenderContext;
  /** The module did not build or run (reported): its expressions are not reported again. */
  failed: boolean;
  imported: ImportedMarkdown;
  /** What the file's expressions see as `props`: the element's, for a file another renders; `{}` for a page. */
  props: Record<string, unknown>;
  /**
   * The site swizzles `MDXContent` (i43h): a name the MDX uses without importing or defining it is
   * left to the MDX provider around the body, as Docusaurus's MDX reads it from `@mdx-js/react`.
   */
  provided: boolean;
}

function expressionProgram(node: { data?: unknown }): Program | undefined {
  return (node.data as { estree?: Program } | undefined)?.estree;
}

/** Children first, so a component receives its children already as HAST. */
function walk(parent: Parent, ctx: WalkContext) {
  for (let i = 0; i < parent.children.length; i++) {
    const node = parent.children[i]!;
    if ('children' in node) walk(node, ctx);
    const replacement = convert(node, ctx);
    if (replacement) {
      parent.children.splice(i, 1, ...replacement);
      i += replacement.length - 1;
    }
  }
}

function convert(node: RootContent, ctx: WalkContext): RootContent[] | null {
  ctx.imported.anchor = node;
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    if (!expressionProgram(node)?.body.length) return []; // `{/* a comment */}`
    const value = call(ctx, node, node);
    const nodes = value === FAILED ? [] : safeRender(value, ctx, node);
    if (nodes.every((n) => n.type === 'text')) {
      const textNode = { type: 'text', value: nodes.map((n) => (n as { value: string }).value).join('') } as RootContent;
      return node.type === 'mdxFlowExpression' ? [{ type: 'paragraph', children: [textNode] } as RootContent] : [textNode];
    }
    return [evaluatedNode(nodes)];
  }
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return null;
  if (node.name === null) return node.children; // a fragment `<>...</>`
  const props = evaluateAttributes(node, ctx);
  if (!/^[A-Z]/.test(node.name) && !node.name.includes('.')) {
    setElement(node, node.name, props, ctx);
    // MDX gives an element written as JSX as it is, not through the site's MDXComponents (plugins/element-overrides).
    ((ctx.file.data.explicitJsx as Set<string> | undefined) ??= new Set()).add(explicitKey(node.position));
    return null;
  }
  const scope = ctx.evaluated?.scope;
  let component: unknown = scope?.[node.name];
  if (component === undefined && BUILTIN_COMPONENTS.has(node.name)) component = builtin(node.name);
  if (component === undefined && ctx.provided && !node.name.includes('.')) {
    // Drawn in the browser (and prerendered) by the component the site's MDX provider gives it
    // (docusaurus/client/theme/composed/MdxContent.tsx), its props and Markdown children as written.
    setElement(node, node.name, props, ctx, true);
    return null;
  }
  if (component === undefined) {
    if (!ctx.failed)
      reportError(
        ctx.file,
        node,
        `unknown component \`<${node.name}>\`: import it (for example \`import Tabs from '@theme/Tabs'\`), define it (\`export const ${node.name} = () => ...\`) or use one of ${[...BUILTIN_COMPONENTS].map((c) => `<${c}>`).join(', ')}`,
      );
    return [evaluatedNode(toHastChildren(node.children))];
  }
  if (typeof component === 'function' && 'hastName' in component) {
    // A theme component: the browser renders it around the Markdown children.
    setElement(node, (component as { hastName: string }).hastName, props, ctx, true);
    // Written as JSX, as Docusaurus's MDX gives `<Admonition>` (not the `admonition` of `:::note`).
    ((ctx.file.data.explicitJsx as Set<string> | undefined) ??= new Set()).add(explicitKey(node.position));
    return null;
  }
  const children = toHastChildren(node.children);
  const element = jsx(component, { ...props, ...(children.length > 0 ? { children: children.length === 1 ? children[0] : children } : {}) });
  return [evaluatedNode(safeRender(element, ctx, node))];
}

const FAILED = Symbol('failed');

function call(ctx: WalkContext, node: { position?: unknown }, key: unknown): unknown {
  const index = ctx.expressions.thunk.get(key);
  if (index === undefined || !ctx.evaluated || ctx.failed) return FAILED;
  try {
    return ctx.evaluated.thunks[index]!(ctx.props);
  } catch (error) {
    reportThrow(ctx, node, error);
    return FAILED;
  }
}

function safeRender(value: unknown, ctx: WalkContext, node: { position?: unknown }): ElementContent[] {
  try {
    return render(value, ctx.renderCtx);
  } catch (error) {
    reportThrow(ctx, node, error);
    return [];
  }
}

function reportThrow(ctx: WalkContext, node: { position?: unknown }, error: unknown) {
  if (error instanceof NeedsBrowser) {
    reportError(
      ctx.file,
      node as never,
      `${error.message}, and nothing around it can run there: put it in a component of its own (\`export const Name = () => ...\` in the MDX, or a file under src/) and use <Name />`,
    );
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const site = ctx.evaluated?.throwSite(error);
  reportError(ctx.file, node as never, `evaluating this threw: ${message}${site?.file ? ` (at ${site.file}:${site.line})` : ''}`);
}

function evaluateAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, ctx: WalkContext): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      const value = call(ctx, node, attr);
      if (value !== FAILED && value && typeof value === 'object') Object.assign(props, value);
      continue;
    }
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else {
      const value = call(ctx, node, attr);
      if (value !== FAILED) props[attr.name] = value;
    }
  }
  return props;
}

/**
 * An HTML element or theme component written in the MDX: its props must be data. A theme
 * component's JSX prop (`<Admonition title={<>A <code>b</code></>}>`, `<TabItem label={<b>A</b>}>`)
 * is a React element the component draws, as on Docusaurus: rendered now into a `LocalComponentProp`
 * child named by the prop (`splitJsxProps`), which the SPA hands back as that prop.
 */
function setElement(node: MdxJsxFlowElement | MdxJsxTextElement, tagName: string, props: Record<string, unknown>, ctx: WalkContext, component = false) {
  let data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') {
      reportError(
        ctx.file,
        node,
        `\`${name}\` on <${node.name}> is a function, which only a browser can run: put the element in a component (\`export const Name = () => <${node.name} ${name}={...} />\`) and use <Name />`,
      );
      continue;
    }
    if (isElement(value) && !component) {
      data[name] = safeRender(value, ctx, node);
      continue;
    }
    data[name] = value instanceof Date ? value.toISOString() : value;
  }
  if (component) {
    try {
      const split = splitJsxProps(data, ctx.renderCtx, node.name ?? tagName, false);
      data = split.data;
      if (split.propElements.length > 0) node.children.unshift(evaluatedNode(split.propElements) as never);
    } catch (error) {
      if (error instanceof JsxInData) reportError(ctx.file, node, error.message);
      else reportThrow(ctx, node, error);
      data = {};
    }
  }
  node.data = { ...node.data, hName: tagName, hProperties: toHastProperties(data) as never };
}

/** A component's Markdown children as HAST, as they are (a root would put line breaks between them). */
function toHastChildren(children: RootContent[]): ElementContent[] {
  const handlers = {
    ...evaluatedHandlers,
    componentChildren: (state: State, node: Parent) => ({ type: 'element', tagName: 'x', properties: {}, children: state.all(node as never) }),
  };
  const wrapper = toHast({ type: 'componentChildren', children } as never, { handlers: handlers as never, allowDangerousHtml: false });
  return (wrapper as { children?: ElementContent[] }).children ?? [];
}

function evaluatedNode(hast: ElementContent[]): RootContent {
  return { type: EVALUATED, data: { hast } } as EvaluatedNode as unknown as RootContent;
}

/**
 * HTML elements that cannot sit inside a `<p>` (HTML's `<p>` holds phrasing content only);
 * components are treated as blocks too. A `<p>` inside a `<p>` is re-nested by the browser's
 * parser, so the prerendered page no longer matches what React hydrates (seen on a Home Assistant
 * post: `<p className="x"><i>…</i></p>` on one line, which MDX reads as text).
 */
const BLOCK_ELEMENTS = new Set([
  'p',
  'address',
  'dialog',
  'fieldset',
  'figcaption',
  'hgroup',
  'menu',
  'div',
  'center',
  'details',
  'summary',
  'iframe',
  'figure',
  'table',
  'section',
  'aside',
  'blockquote',
  'ul',
  'ol',
  'pre',
  'video',
  'hr',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'li',
  'dl',
  'dt',
  'dd',
  'article',
  'header',
  'footer',
  'nav',
  'main',
]);

/**
 * `<summary>More</summary>` or `<p className="x">text</p>` alone on a line is inline JSX to MDX, so
 * it lands in a paragraph, and `<p><summary>` or `<p><p>` is invalid HTML that React warns about. A paragraph holding only block-level JSX
 * is replaced by its children.
 */
function unwrapBlockParagraphs(tree: Parent) {
  for (let i = 0; i < tree.children.length; i++) {
    const node = tree.children[i]!;
    if (node.type !== 'paragraph') {
      if ('children' in node) unwrapBlockParagraphs(node);
      continue;
    }
    const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const isBlock = (c: (typeof node.children)[number]) =>
      c.type === 'mdxJsxTextElement' && c.name !== null && (/^[A-Z]/.test(c.name) || BLOCK_ELEMENTS.has(c.name));
    if (meaningful.length === 0 || !meaningful.every(isBlock)) {
      unwrapBlockParagraphs(node);
      continue;
    }
    const flow = meaningful.map((c) => ({ ...c, type: 'mdxJsxFlowElement' }));
    tree.children.splice(i, 1, ...(flow as never[]));
    for (const f of flow) unwrapBlockParagraphs(f as Parent);
    i += flow.length - 1;
  }
}
