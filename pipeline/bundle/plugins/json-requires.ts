import { parseSync } from 'vite';

/** A `require('<file>.json')` call's place in the text and the file it names. */
interface JsonRequire {
  start: number;
  end: number;
  source: string;
}

function jsonRequires(node: unknown, out: JsonRequire[]): JsonRequire[] {
  if (Array.isArray(node)) {
    for (const child of node) jsonRequires(child, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as { type?: string; callee?: { type: string; name?: string }; arguments?: { type: string; value?: unknown }[]; start: number; end: number };
  const arg = n.arguments?.[0];
  if (
    n.type === 'CallExpression' &&
    n.callee?.type === 'Identifier' &&
    n.callee.name === 'require' &&
    n.arguments!.length === 1 &&
    arg!.type === 'Literal' &&
    typeof arg!.value === 'string' &&
    arg!.value.endsWith('.json')
  )
    out.push({ start: n.start, end: n.end, source: arg!.value });
  for (const value of Object.values(n)) if (value && typeof value === 'object') jsonRequires(value, out);
  return out;
}

/**
 * An ES module of the site's that also calls `require('<file>.json')` (a page reading Docusaurus's
 * generated posts list, `src/pages/index.js` of sites made from its template), with each such call
 * a default import of the file: the same value (a JSON file has no side effects and one value).
 * Webpack, Docusaurus's bundler, takes such a mixed module as it is; Rolldown takes it as CommonJS,
 * which brings its CommonJS helpers into every page's runtime chunk. Null when there is nothing to
 * change (a CommonJS module keeps its requires).
 */
export function jsonRequiresAsImports(file: string, code: string): string | null {
  if (!code.includes('require(') || !code.includes('.json')) return null;
  const parsed = parseSync(file, code, { lang: /\.tsx?$/i.test(file) ? 'tsx' : 'jsx' });
  if (parsed.errors.length > 0 || !parsed.module.hasModuleSyntax) return null;
  const calls = jsonRequires(parsed.program, []);
  if (calls.length === 0) return null;
  const names = new Map<string, string>();
  for (const { source } of calls) if (!names.has(source)) names.set(source, `__json_require_${names.size}`);
  let out = code;
  for (const call of [...calls].sort((a, b) => b.start - a.start)) out = out.slice(0, call.start) + names.get(call.source)! + out.slice(call.end);
  const imports = [...names].map(([source, name]) => `import ${name} from ${JSON.stringify(source)};`).join('');
  return `${imports}${out}`;
}
