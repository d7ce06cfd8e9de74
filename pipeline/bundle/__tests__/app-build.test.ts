import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleInputs, startAppBuild } from '../app-build';
import { bundleSettings } from '../settings';
import { listFiles } from '../../cache/app-cache';
import { viteBuildInChild } from '../vite-process';
import { writeSmallViteProject } from './small-vite-project';

let work: string;
let project: string;

/** A small real Vite project: index.html → main.js, and a public file. */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'app-build-'));
  project = join(work, 'web');
  writeSmallViteProject(project, { 'main.js': "document.body.append('bundled text');\n" });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const vite = (dir: string) => viteBuildInChild({ root: project, logLevel: 'silent', build: { outDir: dir, emptyOutDir: true } });
const inputs = () => ({ key: 'settings', extraFiles: [join(project, 'index.html'), join(project, 'public', 'robots.txt')] });

describe('the client bundle beside the emit', () => {
  it('lands in the output with what the emit wrote meanwhile, and the cache records only its own files', async () => {
    const outDir = join(work, 'out-1');
    const cacheDir = join(work, 'cache');
    mkdirSync(outDir);
    const app = startAppBuild({ outDir, cacheDir, inputs: inputs(), bundle: vite });
    // The emit writes while Vite bundles, including a file Vite writes too (Vite's wins, as when it ran after).
    mkdirSync(join(outDir, '_data'));
    writeFileSync(join(outDir, '_data', 'chunk.json'), '{}');
    writeFileSync(join(outDir, 'index.html'), 'emitted');
    const built = await app.finish();
    expect(built.result).toBe('bundled');
    const files = listFiles(outDir);
    expect(files).toEqual(expect.arrayContaining(['_data/chunk.json', 'index.html', 'robots.txt']));
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<script type="module"');
    const js = files.find((f) => f.endsWith('.js'))!;
    expect(readFileSync(join(outDir, js), 'utf8')).toContain('bundled text');
    expect(existsSync(`${outDir}-app`)).toBe(false);
    const record = JSON.parse(readFileSync(join(cacheDir, 'app.json'), 'utf8')) as { outputs: string[] };
    expect(record.outputs).not.toContain('_data/chunk.json');
    expect(record.outputs).toEqual(expect.arrayContaining(['index.html', 'robots.txt', js]));

    // The next build takes the same files from the cache, into its own output.
    const next = join(work, 'out-2');
    mkdirSync(next);
    expect((await startAppBuild({ outDir: next, cacheDir, inputs: inputs(), bundle: vite }).finish()).result).toBe('cached');
    expect(listFiles(next).sort()).toEqual([...record.outputs].sort());
  }, 120_000);

  it('reports a failed bundle when the build finishes it, and leaves no folder behind', async () => {
    const outDir = join(work, 'out-3');
    mkdirSync(outDir);
    const app = startAppBuild({ outDir, cacheDir: null, inputs: inputs(), bundle: () => Promise.reject(new Error('rolldown: cannot resolve ./gone.js')) });
    await expect(app.finish()).rejects.toThrow('cannot resolve ./gone.js');
    expect(existsSync(`${outDir}-app`)).toBe(false);
    expect(listFiles(outDir)).toEqual([]);
  });

  it('when the emit fails, waits for the bundle to end before its folder is removed', async () => {
    const outDir = join(work, 'out-4');
    mkdirSync(outDir);
    let ended = false;
    const app = startAppBuild({ outDir, cacheDir: null, inputs: inputs(), bundle: (dir) => vite(dir).finally(() => (ended = true)) });
    await app.cancel();
    expect(ended).toBe(true);
    expect(existsSync(`${outDir}-app`)).toBe(false);
    expect(listFiles(outDir)).toEqual([]);
  }, 120_000);
});

describe('the client bundle cache key', () => {
  it("names the theme-common a Docusaurus site's components get: its own once installed, upgraded or removed, else this project's", () => {
    const site = join(work, 'lantern');
    mkdirSync(site);
    writeFileSync(join(site, 'docusaurus.config.js'), 'module.exports = {};\n');
    const key = () => bundleInputs(bundleSettings(site, {} as never, {}, []), {} as never).key;
    const fallback = key();
    const pkg = join(site, 'node_modules/@docusaurus/theme-common');
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    writeFileSync(join(pkg, 'lib/internal.js'), 'export {};\n');
    const install = (version: string) =>
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@docusaurus/theme-common', version, exports: { './internal': './lib/internal.js' } }));
    install('3.0.1');
    const own = key();
    install('3.4.0');
    const upgraded = key();
    expect(new Set([fallback, own, upgraded]).size).toBe(3);
    rmSync(join(site, 'node_modules'), { recursive: true });
    expect(key()).toBe(fallback);
  });
});
