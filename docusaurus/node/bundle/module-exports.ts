import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst } from 'vite';

/**
 * The names an ES module exports, read from its source and never run, following its `export * from`
 * re-exports (theme-common's `internal` re-exports its whole index that way). Null where a module
 * cannot be read or parsed: the caller cannot know the names.
 */
export function exportedNames(file: string, seen = new Set<string>()): Set<string> | null {
  if (seen.has(file)) return new Set();
  seen.add(file);
  let program: ReturnType<typeof parseAst>;
  try {
    program = parseAst(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const names = new Set<string>();
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) names.add(nameOf(s.exported));
      const d = node.declaration;
      if (d?.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') names.add(v.id.name);
      if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) names.add(d.id.name);
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) names.add(nameOf(node.exported));
      else {
        const target = relativeModule(file, String(node.source.value));
        const inner = target && exportedNames(target, seen);
        if (!inner) return null;
        for (const n of inner) if (n !== 'default') names.add(n);
      }
    }
  }
  return names;
}

const nameOf = (n: { type: string; name?: string; value?: unknown }) => (n.type === 'Identifier' ? n.name! : String(n.value));

/** A relative specifier as a compiled package writes it (`./index`, `./x.js`, `./dir`), or null for a package's. */
function relativeModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.js`, `${base}.mjs`, resolve(base, 'index.js')].find(isFile) ?? null;
}

const isFile = (f: string) => statSync(f, { throwIfNoEntry: false })?.isFile() === true;
