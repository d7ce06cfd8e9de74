import { createRequire } from 'node:module';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const nodeRequire = createRequire(import.meta.url);

/** Where in the author's files an error was thrown: the MDX module's line, or a component file's. */
export interface ThrowSite {
  /** Relative to the content root; null for the MDX file itself. */
  file: string | null;
  /** For the MDX file: the line in the generated module; for other files: the line in that file. */
  line: number;
  column: number;
}

const SCRIPT_URL = 'mdx-eval:///module.js';

/**
 * Runs a bundled module (CommonJS) in this process. `new Function` rather than the ESM loader: a
 * module per compile would stay in the loader's cache for the life of a dev server.
 */
export function runModule(code: string, provided: Record<string, () => unknown>): Record<string, unknown> {
  const cache = new Map<string, unknown>();
  const requireFn = (id: string): unknown => {
    const make = provided[id];
    if (make) {
      if (!cache.has(id)) cache.set(id, asInterop(make() as Record<string, unknown>));
      return cache.get(id);
    }
    return nodeRequire(id) as unknown; // Node built-ins (the bundle holds everything else)
  };
  const module = { exports: {} as Record<string, unknown> };
  // Build time, in Node: author content is trusted code, as Docusaurus runs it (nothing of this reaches the browser).
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-implied-eval
  const fn = new Function('require', 'module', 'exports', `${code}\n//# sourceURL=${SCRIPT_URL}`) as (r: unknown, m: unknown, e: unknown) => void;
  fn(requireFn, module, module.exports);
  return module.exports;
}

/**
 * esbuild reads `import X from 'm'` of an external module as `module.exports` (Node mode, in
 * component files) or as its `default` (ES module mode, with `__esModule`): the default value itself,
 * carrying the named exports and `default`, serves both. A plain object (data, such as the site's
 * generated config) is copied first: it is shared with the build, which must not find it changed.
 */
function asInterop(mod: Record<string, unknown>): unknown {
  const { default: value, ...named } = mod;
  if (value === undefined || value === null || (typeof value !== 'object' && typeof value !== 'function')) return { __esModule: true, ...mod };
  const target = isPlainObject(value) ? { ...value } : value;
  return Object.assign(target, named, { default: target, __esModule: true });
}

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** The innermost frame of an error thrown by bundled code, mapped back to the author's file. */
export function throwSite(error: unknown, map: string, contentRoot: string, mdxFile: string): ThrowSite | null {
  const stack = (error as { stack?: string } | null)?.stack;
  if (!stack || !map) return null;
  // new Function wraps the body in two lines (`function anonymous(...\n) {`).
  const frame = new RegExp(`${SCRIPT_URL.replace(/[/.]/g, '\\$&')}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return null;
  const consumer = new SourceMapConsumer(JSON.parse(map) as never);
  const pos = consumer.originalPositionFor({ line: Number(frame[1]) - 2, column: Number(frame[2]) - 1 });
  if (!pos.source || pos.line === null) return null;
  if (pos.source === mdxFile || pos.source.endsWith(`/${mdxFile}`) || pos.source === `<stdin>`) return { file: null, line: pos.line, column: pos.column };
  const abs = isAbsolute(pos.source) ? pos.source : resolve(contentRoot, pos.source);
  return { file: relative(contentRoot, abs).split(sep).join('/'), line: pos.line, column: pos.column };
}
