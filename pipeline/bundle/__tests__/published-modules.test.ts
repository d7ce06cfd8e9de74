import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedModules } from '../published-modules';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A published build: an entry importing a chunk statically and another on need, chunks importing each other. */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'published-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'chunks', 'lib.min'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("a package's published browser build", () => {
  it('is served as .js files whose relative imports name the renamed files, without source map comments', () => {
    const dir = dist({
      'lib.min.mjs':
        'import{a}from"./chunks/lib.min/chunk-A1.mjs";const d=()=>import("./chunks/lib.min/flow-B2.mjs");export{a,d};\n//# sourceMappingURL=lib.min.mjs.map\n',
      'chunks/lib.min/chunk-A1.mjs': "export const a='uses ./x.mjs in a sentence';\n",
      'chunks/lib.min/flow-B2.mjs': "import{a}from'./chunk-A1.mjs';export const flow=a;\n",
      'chunks/lib.min/flow-B2.mjs.map': '{}',
    });
    const files = publishedModules(dir, 'lib.min.mjs', 'chunks/lib.min');
    expect([...files.keys()].sort()).toEqual(['chunks/lib.min/chunk-A1.js', 'chunks/lib.min/flow-B2.js', 'lib.min.js']);
    expect(files.get('lib.min.js')).toBe('import{a}from"./chunks/lib.min/chunk-A1.js";const d=()=>import("./chunks/lib.min/flow-B2.js");export{a,d};\n');
    expect(files.get('chunks/lib.min/flow-B2.js')).toBe("import{a}from'./chunk-A1.js';export const flow=a;\n");
    // Text that is no quoted relative specifier stays as written.
    expect(files.get('chunks/lib.min/chunk-A1.js')).toBe("export const a='uses ./x.mjs in a sentence';\n");
  });

  it('stops at an import of a file that is not part of the build, naming both', () => {
    const dir = dist({ 'lib.min.mjs': 'import"./chunks/lib.min/gone-C3.mjs";\n', 'chunks/lib.min/chunk-A1.mjs': '' });
    expect(() => publishedModules(dir, 'lib.min.mjs', 'chunks/lib.min')).toThrow(
      /lib\.min\.mjs imports \.\/chunks\/lib\.min\/gone-C3\.mjs, which is not part of its build/,
    );
  });
});
