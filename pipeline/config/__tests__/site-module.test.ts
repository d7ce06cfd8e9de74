import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importFirst } from '../load';
import { keepCompiledSiteModules } from '../fresh-module';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'site-module-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder with one module, written by `source`, that exports `{ lamps: n }`. */
function folder(name: string, packageType: 'module' | 'commonjs', file: string, source: (n: number) => string) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: packageType }));
  const write = (n: number) => writeFileSync(join(dir, file), source(n));
  write(1);
  return { dir, write };
}

const FORMS = [
  { name: 'TypeScript', type: 'module', file: 'sidebars.ts', source: (n: number) => `const lamps: number = ${n};\nexport default { lamps };\n` },
  { name: 'ESM in a module package', type: 'module', file: 'sidebars.js', source: (n: number) => `export default { lamps: ${n} };\n` },
  { name: 'CommonJS in a module package', type: 'module', file: 'sidebars.js', source: (n: number) => `module.exports = { lamps: ${n} };\n` },
  { name: 'CommonJS in a CommonJS package', type: 'commonjs', file: 'sidebars.js', source: (n: number) => `module.exports = { lamps: ${n} };\n` },
  { name: '.mjs', type: 'commonjs', file: 'sidebars.mjs', source: (n: number) => `export default { lamps: ${n} };\n` },
  { name: '.cjs', type: 'module', file: 'sidebars.cjs', source: (n: number) => `module.exports = { lamps: ${n} };\n` },
] as const;

describe('a site’s own config and sidebars modules', () => {
  it.each(FORMS)('are evaluated, and afresh after a change: $name', ({ name, type, file, source }) => {
    const site = folder(name.replace(/\W+/g, '-'), type, file, source);
    expect(importFirst<{ lamps: number }>(site.dir, [file])?.value).toEqual({ lamps: 1 });
    site.write(2);
    expect(importFirst<{ lamps: number }>(site.dir, [file])?.value).toEqual({ lamps: 2 });
  });
});

describe('a site’s modules with their compiled copies kept (a build with its cache)', () => {
  let copies: string;
  beforeAll(() => {
    copies = join(work, 'compiled-copies');
    keepCompiledSiteModules(copies);
  });
  afterAll(() => keepCompiledSiteModules(null));

  it.each(FORMS)('are still evaluated afresh after a change: $name', ({ name, type, file, source }) => {
    const site = folder(`kept-${name.replace(/\W+/g, '-')}`, type, file, source);
    expect(importFirst<{ lamps: number }>(site.dir, [file])?.value).toEqual({ lamps: 1 });
    expect(importFirst<{ lamps: number }>(site.dir, [file])?.value).toEqual({ lamps: 1 });
    site.write(2);
    expect(importFirst<{ lamps: number }>(site.dir, [file])?.value).toEqual({ lamps: 2 });
  });

  it('keeps a compiled copy of a TypeScript module and of what it imports, and compiles a changed import again', () => {
    const dir = join(work, 'kept-imports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(dir, 'sidebars.ts'), `import { lamps } from './count';\nexport default { lamps };\n`);
    const count = (n: number) => writeFileSync(join(dir, 'count.ts'), `export const lamps: number = ${n};\n`);
    count(3);
    expect(importFirst<{ lamps: number }>(dir, ['sidebars.ts'])?.value).toEqual({ lamps: 3 });
    const kept = readdirSync(copies);
    expect(kept.some((f) => f.startsWith('kept-imports-sidebars'))).toBe(true);
    expect(kept.some((f) => f.startsWith('kept-imports-count'))).toBe(true);
    count(4);
    expect(importFirst<{ lamps: number }>(dir, ['sidebars.ts'])?.value).toEqual({ lamps: 4 });
  });
});
