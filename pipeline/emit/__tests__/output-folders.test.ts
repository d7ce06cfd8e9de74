import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildOutputFolder, replacedFolder, stagingFolder } from '../output-folders';

describe('the folders a build writes beside its output', () => {
  const out = '/sites/lamps/build';

  it('are the output, its staging folder and the replaced ones, of this process or another', () => {
    expect(isBuildOutputFolder(out, out)).toBe(true);
    expect(isBuildOutputFolder(out, stagingFolder(out))).toBe(true);
    expect(isBuildOutputFolder(out, replacedFolder(out, 'out-3'))).toBe(true);
    expect(isBuildOutputFolder(out, '/sites/lamps/build.tmp-1')).toBe(true);
    expect(isBuildOutputFolder(out, '/sites/lamps/build.old-1-0a0b')).toBe(true);
  });

  it('are not folders that only share the start of its name, nor the same names elsewhere', () => {
    for (const other of ['/sites/lamps/builder', '/sites/lamps/build-notes', '/sites/lamps/docs/build.tmp-1', '/sites/build.tmp-1']) {
      expect(isBuildOutputFolder(out, other), other).toBe(false);
    }
  });

  it('compares a relative output folder from the working folder', () => {
    const relativeOut = relative(process.cwd(), join(process.cwd(), 'out'));
    expect(isBuildOutputFolder(relativeOut, join(process.cwd(), `out.tmp-${process.pid}`))).toBe(true);
  });
});
