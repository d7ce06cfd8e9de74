import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedAppBuild, listFiles } from '../app-cache';
import { viteBuildInChild } from '../../bundle/vite-process';
import { writeSmallViteProject } from '../../bundle/__tests__/small-vite-project';

let work: string;
let project: string;
let cacheDir: string;
let runs = 0;

/** A small real Vite project: index.html → main.js → message.js, and a public file. */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'app-cache-'));
  project = join(work, 'web');
  cacheDir = join(work, 'cache');
  writeSmallViteProject(project, {
    'main.js': "import { message } from './message.js';\ndocument.body.append(message);\n",
    'message.js': "export const message = 'first text';\n",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function bundle(key = 'settings') {
  const outDir = join(work, `out-${++runs}`);
  mkdirSync(outDir);
  // Something the pipeline emitted before the bundle: never taken for one of Vite's files.
  writeFileSync(join(outDir, 'manifest.json'), '{}');
  const result = await cachedAppBuild({
    cacheDir,
    outDir,
    key,
    extraFiles: [join(project, 'index.html'), ...listFiles(join(project, 'public')).map((f) => join(project, 'public', f))],
    bundle: () => viteBuildInChild({ root: project, logLevel: 'silent', build: { outDir, emptyOutDir: false } }),
  });
  const files = Object.fromEntries(listFiles(outDir).map((f) => [f, readFileSync(join(outDir, f), 'utf8')]));
  const jsFile = Object.keys(files).find((f) => f.endsWith('.js'));
  return { result, files, outDir, jsFile: jsFile && join(outDir, jsFile), js: jsFile ? files[jsFile]! : '' };
}

describe('the SPA bundle cache', () => {
  it('bundles once, then puts the same files in place while nothing Vite reads changed', async () => {
    const first = await bundle();
    expect(first.result).toBe('bundled');
    expect(first.js).toContain('first text');
    expect(Object.keys(first.files)).toEqual(expect.arrayContaining(['index.html', 'robots.txt', 'manifest.json']));
    const second = await bundle();
    expect(second.result).toBe('cached');
    expect(second.files).toEqual(first.files);
  }, 120_000);

  it('bundles again when a module in the graph changes, and the output has its new text', async () => {
    writeFileSync(join(project, 'message.js'), "export const message = 'second text';\n");
    const next = await bundle();
    expect(next.result).toBe('bundled');
    expect(next.js).toContain('second text');
    expect((await bundle()).result).toBe('cached');
  }, 120_000);

  it('bundles again when a public file is added or the settings change', async () => {
    writeFileSync(join(project, 'public', 'extra.txt'), 'new\n');
    const added = await bundle();
    expect(added.result).toBe('bundled');
    expect(added.files['extra.txt']).toBe('new\n');
    expect((await bundle('other settings')).result).toBe('bundled');
    expect((await bundle('other settings')).result).toBe('cached');
  }, 120_000);

  it('links the kept files into the output, and bundles again when one was written through a link since', async () => {
    const kept = await bundle('links');
    const linked = await bundle('links');
    expect(linked.result).toBe('cached');
    // One file in three places: the cache, the output it was kept from, the output it was put in.
    expect(statSync(linked.jsFile!).ino).toBe(statSync(kept.jsFile!).ino);
    expect(statSync(linked.jsFile!).nlink).toBeGreaterThanOrEqual(3);
    // Something after the build edits an output file in place (a deploy plugin, say): the cache's copy changed with it.
    appendFileSync(linked.jsFile!, '\n// edited after the build\n');
    const again = await bundle('links');
    expect(again.result).toBe('bundled');
    expect(again.js).not.toContain('edited after the build');
    expect(again.files).toEqual(kept.files);
    expect((await bundle('links')).result).toBe('cached');
  }, 120_000);

  it('reads a kept file whose time changed: the same bytes are kept, others of the same size are not', async () => {
    const kept = await bundle('times');
    // A cache restored by a copy that keeps times to the millisecond only (Netlify's cache utilities).
    const second = Math.floor(Date.now() / 1000) - 60;
    utimesSync(kept.jsFile!, second, second);
    const restored = await bundle('times');
    expect(restored.result).toBe('cached');
    expect(restored.files).toEqual(kept.files);
    // The same size, other bytes, written through a link.
    writeFileSync(restored.jsFile!, restored.js.replace('first', 'fifth').replace('second', 'secant'));
    expect(readFileSync(kept.jsFile!, 'utf8')).not.toBe(kept.js);
    const again = await bundle('times');
    expect(again.result).toBe('bundled');
    expect(again.files).toEqual(kept.files);
  }, 120_000);
});
