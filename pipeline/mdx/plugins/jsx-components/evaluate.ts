import type { Expression, Node as EsNode } from 'estree';
import type { JsonValue } from '../../../contract.js';

/** What an expression may read at build time. */
export interface StaticScope {
  frontMatter: Record<string, unknown>;
  toc: unknown;
  /** Other identifiers bound to JSON at build time (YAML/JSON imports). */
  values: Record<string, unknown>;
  /** Names whose import failed and was reported already. */
  failed?: Set<string>;
  /** Local name → Docusaurus helper it was imported as (`useBaseUrl`). */
  helpers?: Map<string, string>;
}

/** An expression that reads a name whose import failed: reported once, at the import. */
export class AlreadyReportedError extends Error {}

export class NotStaticError extends Error {
  constructor(
    message: string,
    readonly node: EsNode,
  ) {
    super(message);
  }
}

/**
 * Evaluates the small static subset of JavaScript that MDX props use: literals, arrays, objects,
 * template strings, unary minus/not and member access on `frontMatter`, `toc` and imported data.
 * Anything else would need code to run in the browser, which the site never does.
 */
export function evaluateStatic(node: Expression, scope: StaticScope): JsonValue {
  switch (node.type) {
    case 'Literal':
      if (node.value instanceof RegExp || typeof node.value === 'bigint') throw new NotStaticError('regular expressions and bigints are not supported', node);
      return node.value as JsonValue;
    case 'TemplateLiteral':
      return node.quasis
        .map((q, i) => (q.value.cooked ?? '') + (i < node.expressions.length ? jsonToText(evaluateStatic(node.expressions[i] as Expression, scope)) : ''))
        .join('');
    case 'ArrayExpression':
      return node.elements.map((el) => {
        if (!el || el.type === 'SpreadElement') throw new NotStaticError('array holes and spreads are not supported', node);
        return evaluateStatic(el, scope);
      });
    case 'ObjectExpression': {
      const out: Record<string, JsonValue> = {};
      for (const prop of node.properties) {
        if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init')
          throw new NotStaticError('only plain `key: value` object properties are supported', node);
        const key = prop.key.type === 'Identifier' ? prop.key.name : String((prop.key as { value: unknown }).value);
        out[key] = evaluateStatic(prop.value as Expression, scope);
      }
      return out;
    }
    case 'UnaryExpression': {
      const v = evaluateStatic(node.argument, scope);
      if (node.operator === '-') return -Number(v);
      if (node.operator === '+') return Number(v);
      if (node.operator === '!') return !v;
      throw new NotStaticError(`operator \`${node.operator}\` is not supported`, node);
    }
    case 'Identifier': {
      if (node.name === 'undefined') return null;
      if (node.name === 'frontMatter') return toJson(scope.frontMatter);
      if (node.name === 'toc') return toJson(scope.toc);
      if (node.name in scope.values) return toJson(scope.values[node.name]);
      if (scope.failed?.has(node.name)) throw new AlreadyReportedError(node.name);
      throw new NotStaticError(`\`${node.name}\` is not known at build time (only frontMatter, toc, literals and imported data are)`, node);
    }
    case 'MemberExpression': {
      const obj = evaluateStatic(node.object as Expression, scope) as Record<string, JsonValue> | null;
      const key = node.computed ? evaluateStatic(node.property as Expression, scope) : (node.property as { name: string }).name;
      if (obj === null || typeof obj !== 'object') throw new NotStaticError('member access on a value that is not an object', node);
      return obj[jsonToText(key)] ?? null;
    }
    case 'CallExpression': {
      // `useBaseUrl('/img/x.png')`: the site is served from its root, so the path is the URL.
      const helper = node.callee.type === 'Identifier' ? scope.helpers?.get(node.callee.name) : undefined;
      const arg = node.arguments[0];
      if (helper === 'useBaseUrl' && node.arguments.length === 1 && arg && arg.type !== 'SpreadElement') return jsonToText(evaluateStatic(arg, scope));
      throw new NotStaticError(
        'a call expression needs JavaScript at run time; only literals, frontMatter.x, toc and imported data are evaluated at build time',
        node,
      );
    }
    default:
      throw new NotStaticError(
        `a ${describe(node.type)} needs JavaScript at run time; only literals, frontMatter.x, toc and imported data are evaluated at build time`,
        node,
      );
  }
}

/** How a build-time value reads as text in content: strings as they are, other values as JSON. */
export function jsonToText(value: JsonValue): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function describe(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function toJson(value: unknown): JsonValue {
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}
