import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { serveBuild } from './serve-build';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Docusaurus fixture site (`build.fixture/`), or '' when it was not built. */
    fixtureBaseUrl: string;
    /**
     * The second Docusaurus fixture site (`build.fixture2/`, configured by its own
     * docusaurus.config.js, served under its base URL `/sub/`): the server's origin, or ''.
     */
    fixture2Origin: string;
    /** The ejected fixture site (fixtures/docusaurus-site-ejected), built here once for the files that test its swizzles. */
    ejectedFixtureUrl: string;
  }
}

/** Serves the production build (`npm run build` first) on a free loopback port. */
export default async function setup(project: TestProject) {
  const dir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
  if (!existsSync(resolve(dir, 'manifest.json')) || !existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`No production build in ${dir}: run \`npm run build\` before the browser tests`);
  }
  const server = await serveBuild(dir);
  project.provide('baseUrl', server.url);
  // The Docusaurus fixture site, built by `npm run build:fixture` (part of `npm test`).
  const fixtureDir = resolve(import.meta.dirname, '..', 'build.fixture');
  const fixture = existsSync(resolve(fixtureDir, 'index.html')) ? await serveBuild(fixtureDir) : null;
  project.provide('fixtureBaseUrl', fixture?.url ?? '');
  // Built by `npm run build:fixture2`; the server mounts it at the build's own base URL.
  const fixture2Dir = resolve(import.meta.dirname, '..', 'build.fixture2');
  const fixture2 = existsSync(resolve(fixture2Dir, 'index.html')) ? await serveBuild(fixture2Dir) : null;
  project.provide('fixture2Origin', fixture2?.url ?? '');
  // The ejected fixture's frame and categories replace this theme's on every page, so it is a build
  // of its own, made here by the package's command, once for every file that tests it.
  const ejectedDir = mkdtempSync(join(tmpdir(), 'ejected-fixture-'));
  await promisify(execFile)(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', 'fixtures/docusaurus-site-ejected', '--out', ejectedDir], {
    cwd: resolve(import.meta.dirname, '..'),
    maxBuffer: 64 * 1024 * 1024,
  });
  const ejected = await serveBuild(ejectedDir);
  project.provide('ejectedFixtureUrl', ejected.url);
  return async () => {
    await server.close();
    await fixture?.close();
    await fixture2?.close();
    await ejected.close();
    rmSync(ejectedDir, { recursive: true, force: true });
  };
}
