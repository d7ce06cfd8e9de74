import type { Root, Parent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program, Expression, ImportDeclaration } from 'estree';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import type { JsonValue } from '../../../contract.js';
import { BUILTIN_MODULES, BUILTIN_COMPONENTS, ATTRIBUTE_TO_PROPERTY, HELPER_MODULES } from './builtins.js';
import { evaluateStatic, jsonToText, NotStaticError, AlreadyReportedError, type StaticScope } from './evaluate.js';
import { reportError } from '../../errors.js';
import { bindLocalImport, extractExport, finishExtracted, type LocalContext } from './local.js';

/** The element name of a component from the site's own files; its `component` prop is the registry key. */
export const LOCAL_TAG = 'LocalComponent';

/**
 * Turns the MDX parts of the tree into plain data, so nothing is evaluated in the browser:
 * - `import X from '@theme/...'` binds X to a built-in component; other imports are errors for now.
 * - JSX elements become HAST elements: lower-case names stay HTML, upper-case names become
 *   component elements whose props are evaluated at build time.
 * - `{expressions}` in content are evaluated statically (comments vanish) or reported.
 */
export interface JsxComponentsOptions {
  /** Absolute path of the file and the content root: local imports resolve against them. */
  absolutePath?: string;
  contentRoot?: string;
  filePath?: string;
}

export function remarkJsxComponents(options: JsxComponentsOptions = {}) {
  return (tree: Root, file: VFile) => {
    const scope: StaticScope = {
      frontMatter: (file.data.frontMatter as Record<string, unknown>) ?? {},
      toc: file.data.toc ?? [],
      values: {},
      failed: new Set(),
      helpers: new Map(),
    };
    const bindings = new Map<string, string>();
    const local: LocalContext | null =
      options.absolutePath && options.contentRoot
        ? {
            absolutePath: options.absolutePath,
            contentRoot: options.contentRoot,
            filePath: options.filePath ?? file.path,
            text: String(file.value),
            scope,
            components: new Map(),
            registry: {},
            importLines: [],
            failed: scope.failed!,
            problem: () => undefined,
          }
        : null;
    const exportsText: string[] = [];

    visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent: Parent | undefined) => {
      const program = node.data?.estree as Program | undefined;
      if (local) local.problem = (message, at) => reportError(file, node, message, at?.loc?.start);
      for (const statement of program?.body ?? []) {
        if (statement.type === 'ImportDeclaration') {
          if (!local || !bindLocalImport(statement, local)) bindImport(statement, bindings, file, node, scope.helpers!);
        } else if (statement.type === 'ExportNamedDeclaration' && local) extractExport(statement, local, exportsText);
        else reportError(file, node, '`export default` and re-exports are not supported in MDX: use `export const Name = ...`');
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
    if (local) {
      finishExtracted(local, exportsText);
      for (const [name, key] of local.components) bindings.set(name, `${LOCAL_TAG}\u0000${key}`);
      file.data.localComponents = local.registry;
    }

    unwrapBlockParagraphs(tree);

    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const program = (node.data as { estree?: Program } | undefined)?.estree;
        const statement = program?.body[0];
        if (!statement) {
          parent.children.splice(index, 1); // `{/* a comment */}`
          return [SKIP, index];
        }
        const value = statement.type === 'ExpressionStatement' ? evaluate(statement.expression, scope, file, node) : null;
        const text = { type: 'text', value: jsonToText(value) };
        parent.children.splice(index, 1, (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text) as never);
        return [SKIP, index + 1];
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        convertElement(node as MdxJsxFlowElement | MdxJsxTextElement, bindings, scope, file);
      }
      return undefined;
    });
  };
}

/** HTML elements that cannot sit inside a `<p>`; components are treated as blocks too. */
const BLOCK_ELEMENTS = new Set([
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
]);

/**
 * `<summary>More</summary>` alone on a line is inline JSX to MDX, so it lands in a paragraph, and
 * `<p><summary>` is invalid HTML that React warns about. A paragraph holding only block-level JSX
 * is replaced by its children.
 */
function unwrapBlockParagraphs(tree: Root) {
  visit(tree, 'paragraph', (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const isBlock = (c: (typeof node.children)[number]) =>
      c.type === 'mdxJsxTextElement' && c.name !== null && (/^[A-Z]/.test(c.name) || BLOCK_ELEMENTS.has(c.name));
    if (meaningful.length === 0 || !meaningful.every(isBlock)) return;
    const flow = meaningful.map((c) => ({ ...c, type: 'mdxJsxFlowElement' }));
    parent.children.splice(index, 1, ...(flow as never[]));
    return [SKIP, index + flow.length];
  });
}

function bindImport(statement: ImportDeclaration, bindings: Map<string, string>, file: VFile, node: MdxjsEsm, helpers: Map<string, string>) {
  const source = String(statement.source.value);
  if (HELPER_MODULES[source]) {
    const spec = statement.specifiers[0];
    if (spec?.type === 'ImportDefaultSpecifier') helpers.set(spec.local.name, HELPER_MODULES[source]);
    return;
  }
  const component = BUILTIN_MODULES[source];
  if (!component) {
    reportError(
      file,
      node,
      `cannot import \`${source}\`: valid imports are the site's own files (\`./x.jsx\`, \`@site/src/...\`, YAML, JSON, Markdown) and ${Object.keys(
        BUILTIN_MODULES,
      )
        .map((m) => `\`${m}\``)
        .join(', ')}`,
    );
    return;
  }
  for (const spec of statement.specifiers) {
    if (spec.type === 'ImportDefaultSpecifier') bindings.set(spec.local.name, component);
    else reportError(file, node, `import the default export of \`${source}\` (\`import ${component} from '${source}'\`)`);
  }
}

function convertElement(node: MdxJsxFlowElement | MdxJsxTextElement, bindings: Map<string, string>, scope: StaticScope, file: VFile) {
  const name = node.name;
  if (name === null) {
    // A fragment `<>...</>`: keep its children.
    node.data = { ...node.data, hName: 'div' };
    return;
  }
  let tagName = name;
  const properties: Record<string, JsonValue> = {};
  if (/^[A-Z]/.test(name) || name.includes('.')) {
    const bound = bindings.get(name);
    if (!bound && scope.failed?.has(name))
      tagName = 'div'; // its import was reported
    else if (bound?.startsWith(`${LOCAL_TAG}\u0000`)) {
      tagName = LOCAL_TAG;
      properties.component = bound.slice(LOCAL_TAG.length + 1);
    } else if (bound) tagName = bound;
    else if (!BUILTIN_COMPONENTS.has(name)) {
      reportError(
        file,
        node,
        `unknown component \`<${name}>\`: import it (for example \`import Tabs from '@theme/Tabs'\`) or use one of ${[...BUILTIN_COMPONENTS].map((c) => `<${c}>`).join(', ')}`,
      );
      tagName = 'div';
    }
  }
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      const program = attr.data?.estree as Program | undefined;
      const statement = program?.body[0];
      const expr = statement?.type === 'ExpressionStatement' ? statement.expression : null;
      // `{...{a: 1}}` parses as an object holding one spread element.
      const only = expr?.type === 'ObjectExpression' && expr.properties.length === 1 ? expr.properties[0] : undefined;
      const spread = only?.type === 'SpreadElement' ? only.argument : null;
      if (spread?.type !== 'ObjectExpression') {
        reportError(file, node, 'spread props `{...x}` must spread an object literal: the value of `x` is only known at run time');
        continue;
      }
      const arg = evaluate(spread, scope, file, node);
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) Object.assign(properties, arg);
      continue;
    }
    const key = ATTRIBUTE_TO_PROPERTY[attr.name] ?? attr.name;
    if (attr.value === null || attr.value === undefined) properties[key] = true;
    else if (typeof attr.value === 'string') properties[key] = attr.value;
    else {
      const program = attr.value.data?.estree as Program | undefined;
      const statement = program?.body[0];
      properties[key] = statement?.type === 'ExpressionStatement' ? evaluate(statement.expression, scope, file, node) : null;
    }
  }
  if (key(properties, 'className') && typeof properties.className === 'string') properties.className = properties.className.split(/\s+/).filter(Boolean);
  node.data = { ...node.data, hName: tagName, hProperties: properties as never };
}

function key(obj: object, k: string) {
  return Object.prototype.hasOwnProperty.call(obj, k);
}

function evaluate(expr: Expression, scope: StaticScope, file: VFile, node: { position?: unknown }): JsonValue {
  try {
    return evaluateStatic(expr, scope);
  } catch (error) {
    if (error instanceof AlreadyReportedError) return null;
    if (error instanceof NotStaticError) {
      reportError(file, node as never, `expression cannot be evaluated at build time: ${error.message}`, error.node.loc?.start);
      return null;
    }
    throw error;
  }
}
