import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportedNames } from '../module-exports';

const dir = mkdtempSync(join(tmpdir(), 'module-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
  return join(dir, path);
};

describe('exportedNames', () => {
  it('reads named exports, declarations and `export * from` re-exports (a barrel and its folders), without the default of a re-export', () => {
    put('index.js', "export { Lamp } from './lamp';\nexport * from './hooks';\nexport default 1;\n");
    put('hooks/index.js', 'export function useLamp() {}\nexport const useDimmer = () => 0, useTimer = () => 1;\nexport class Switch {}\nexport default 2;\n');
    put('lamp.js', 'export const Lamp = 1;\n');
    const entry = put(
      'internal.js',
      "export * from './index';\nexport { Lamp as LampProvider, useSwitch } from './other.js';\nexport * as parts from './lamp.js';\n",
    );
    expect([...exportedNames(entry)!].sort()).toEqual(['Lamp', 'LampProvider', 'Switch', 'parts', 'useDimmer', 'useLamp', 'useSwitch', 'useTimer']);
  });

  it('follows a cycle of re-exports once', () => {
    put('cycle/a.js', "export * from './b.js';\nexport const A = 1;\n");
    put('cycle/b.js', "export * from './a.js';\nexport const B = 1;\n");
    expect([...exportedNames(join(dir, 'cycle/a.js'))!].sort()).toEqual(['A', 'B']);
  });

  it("is null where a module or a re-exported one cannot be read or parsed, or a package's names would be needed", () => {
    expect(exportedNames(put('broken.js', 'export { ;\n'))).toBeNull();
    expect(exportedNames(put('missing.js', "export * from './nowhere';\n"))).toBeNull();
    expect(exportedNames(put('package.js', "export * from 'some-package';\n"))).toBeNull();
  });
});
