import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { minifiedPublicScripts } from '../minified-public-scripts';
import { writeSmallViteProject } from './small-vite-project';

const dir = mkdtempSync(join(tmpdir(), 'minified-public-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPT = `// A comment that explains why, as the repository's copy keeps it.
(function () {
  var root = document.documentElement;
  // Another comment.
  root.setAttribute('data-theme', root.getAttribute('data-default-mode') === 'dark' ? 'dark' : 'light');
})();
`;

describe('minifiedPublicScripts', () => {
  it('writes the named public scripts minified after the build; other public files and the source stay as they are', async () => {
    writeSmallViteProject(dir, { 'main.js': 'console.log(1);\n' });
    writeFileSync(join(dir, 'public', 'mode.js'), SCRIPT);
    await build({ root: dir, logLevel: 'silent', plugins: [minifiedPublicScripts(['mode.js'])], build: { outDir: 'dist' } });
    const out = readFileSync(join(dir, 'dist', 'mode.js'), 'utf8');
    expect(out).not.toContain('comment');
    expect(out.length).toBeLessThan(SCRIPT.length * 0.6);
    expect(readFileSync(join(dir, 'public', 'mode.js'), 'utf8')).toBe(SCRIPT);
    expect(readFileSync(join(dir, 'dist', 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
    // It still does what it did.
    const attributes: Record<string, string> = { 'data-default-mode': 'dark' };
    const documentElement = { getAttribute: (k: string) => attributes[k] ?? null, setAttribute: (k: string, v: string) => (attributes[k] = v) };
    runInNewContext(out, { document: { documentElement } });
    expect(attributes['data-theme']).toBe('dark');
  });

  it("leaves a failed build's own error to be seen (it wrote nothing to minify)", async () => {
    writeFileSync(join(dir, 'main.js'), "import missing from './nowhere.js';\nconsole.log(missing);\n");
    const error = await build({ root: dir, logLevel: 'silent', plugins: [minifiedPublicScripts(['mode.js'])], build: { outDir: 'dist-failed' } }).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toContain('nowhere.js');
    expect(error).not.toContain('ENOENT');
  });
});
