import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_COMPOSITIONS, CHROME_SLOTS } from '../chrome-slots';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const web = join(root, 'web');
const read = (file: string) => readFileSync(file, 'utf8');
/** The names a module exports (`export function X`, `export const X`, `export default function X`, and `default`). */
const exportsOf = (text: string) =>
  new Set([
    ...[...text.matchAll(/^export (?:const|function|default function) (\w+)/gm)].map((m) => m[1]),
    ...(/^export default /m.test(text) ? ['default'] : []),
  ]);

/**
 * The registry of the chrome's parts a swizzle replaces: each names a module of the chrome that
 * exists and exports the part, a props adapter that exists, and the files it is limited to import
 * that module, so a site's swizzle of the name has a place to go.
 */
describe('CHROME_SLOTS', () => {
  const adapters = exportsOf(read(join(root, 'docusaurus/client/theme/slot-adapters.ts')));

  it.each(Object.entries(CHROME_SLOTS))('%s names a module of the chrome that draws it', (_name, slot) => {
    const file = join(web, slot.file);
    expect(existsSync(file)).toBe(true);
    expect(exportsOf(read(file))).toContain(slot.exportName);
    if (slot.props && slot.props !== 'same') expect(adapters).toContain(slot.props);
    for (const user of slot.in ?? []) {
      const from = relative(dirname(join(web, user)), file)
        .replace(/\.tsx?$/, '')
        .replace(/\/index$/, '');
      expect(read(join(web, user))).toContain(`from '${from.startsWith('.') ? from : `./${from}`}'`);
    }
  });

  it('each module is imported by another file of the chrome, where the site component takes its place', () => {
    const files = readdirSync(web, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('__tests__'))
      .map((e) => join(e.parentPath, e.name));
    const imported = new Set<string>();
    const candidates = (base: string) => ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ext) => base + ext);
    for (const file of files) {
      for (const [, spec] of read(file).matchAll(/(?:from |import\()'([^']+)'/g)) {
        const base = spec!.startsWith('.') ? resolve(dirname(file), spec!) : spec!.startsWith('@theme/') ? join(web, 'theme', spec!.slice(7)) : null;
        const found = base && candidates(base).find((c) => existsSync(c) && c !== file);
        if (found) imported.add(found);
      }
    }
    const unused = Object.entries(CHROME_SLOTS).filter(([, slot]) => !imported.has(join(web, slot.file)));
    expect(unused.map(([name]) => name)).toEqual([]);
  });
});

/**
 * The chrome's modules drawn through their parts for a site that swizzles one: each composition is
 * a module of the compatibility layer with every export of the chrome's module (its importers'
 * names), its parts names the registry does not also fill as slots, each drawn through `@theme/`.
 */
describe('CHROME_COMPOSITIONS', () => {
  it.each(Object.entries(CHROME_COMPOSITIONS))('%s has a composition with its exports, drawing its parts by name', (file, composition) => {
    const module = join(root, 'docusaurus/client/theme', composition.module);
    expect(existsSync(join(web, file))).toBe(true);
    expect(existsSync(module)).toBe(true);
    const own = exportsOf(read(join(web, file)));
    expect([...own].filter((name) => !exportsOf(read(module)).has(name))).toEqual([]);
    for (const part of composition.parts) expect(Object.keys(CHROME_SLOTS)).not.toContain(part);
    // Through `@theme/` (the site's part where it swizzles it), never the chrome's module of it.
    expect(read(module)).toMatch(/from '@theme\//);
  });
});
