import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  return { result, files, js: Object.entries(files).find(([f]) => f.endsWith('.js'))?.[1] ?? '' };
}

describe('the SPA bundle cache', () => {
  it('bundles once, then copies the same files while nothing Vite reads changed', async () => {
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
});
