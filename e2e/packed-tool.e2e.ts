import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, newDesktopPage, useBrowser, watchErrors } from './browser';
import { watchOutput } from './child-output';
import { copyFixtureForPackedTool } from '../netlify-plugin/__tests__/packed-site';

/**
 * The package as a Docusaurus team gets it: `npm pack` here, the tarball installed with
 * `npm i -D` into a copy of the fixture site in the system's temp folder, and its command run from
 * the site's folder (build, compat, serve), with nothing of this repository on the module path: no
 * NODE_PATH, no node_modules above the site, and this repository's node_modules/.bin (which
 * `npm test` puts on PATH) taken out of PATH. Then the served build in Chromium.
 */
const repo = resolve(import.meta.dirname, '..');
const browser = useBrowser();

let work = '';
let site = '';
let bin = '';
let server: ChildProcess | null = null;
let origin = '';

/** The environment of a shell outside this repository: npm's variables of `npm test` and the repository's PATH entries left out. */
function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_OPTIONS' || key === 'NODE_PATH' || key === 'VITEST' || key.startsWith('VITEST_')) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((p) => p && !resolve(p).startsWith(repo + sep))
    .join(delimiter);
  env.NODE_PATH = '';
  return env;
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: outsideEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function ok(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'packed-tool-'));
  ok(run('npm', ['pack', '--pack-destination', work], repo), 'npm pack');
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${work}`);
  site = join(work, 'site');
  // A plain copy: the site's own dependencies come from the registry, as on a team's machine.
  copyFixtureForPackedTool(repo, site);
  ok(run('npm', ['install', '-D', '--prefer-offline', '--no-audit', '--no-fund', join(work, tarball)], site), 'npm install of the tarball');
  bin = join(site, 'node_modules', '.bin', 'mdx-docsite');
}, 900_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill();
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tool in a Docusaurus site folder', () => {
  it('is installed with its compiled pipeline only, and resolves nothing from this repository', () => {
    const installed = join(site, 'node_modules', 'mdx-docsite');
    expect(existsSync(join(installed, 'dist', 'pipeline', 'build.js'))).toBe(true);
    // No TypeScript pipeline, and no TypeScript runner to run one.
    expect(existsSync(join(installed, 'pipeline'))).toBe(false);
    expect(existsSync(join(site, 'node_modules', 'tsx'))).toBe(false);
    const fromTool = createRequire(join(installed, 'package.json'));
    const fromSite = createRequire(join(site, 'package.json'));
    for (const resolved of [fromTool.resolve('vite'), fromTool.resolve('react'), fromTool.resolve('@orama/orama'), fromSite.resolve('ms')]) {
      expect(resolved.startsWith(site + sep)).toBe(true);
    }
    // As Node resolves from the site's folder, with the environment the commands run in.
    const probe = ok(run(process.execPath, ['-p', "require.resolve('vite') + ' ' + (process.env.NODE_PATH || '(none)')"], site), 'node -p');
    expect(probe.trim()).toBe(`${join(site, 'node_modules', 'vite', 'dist', 'node', 'index.js')} (none)`);
  });

  it('builds into build/, reports, and serves the build with the host’s headers', async () => {
    const built = ok(run(bin, ['build'], site), 'mdx-docsite build');
    expect(built).toMatch(/built 24 docs, 2 posts, \d+ routes into build /);
    for (const file of ['index.html', 'docs/intro.html', 'blog/2023/11/02/first-light.html', '_headers', 'manifest.json']) {
      expect(existsSync(join(site, 'build', file))).toBe(true);
    }
    // Nothing written into the installed package: the caches are the site's.
    expect(existsSync(join(site, 'node_modules', 'mdx-docsite', '.cache'))).toBe(false);
    expect(existsSync(join(site, '.cache'))).toBe(true);

    const report = ok(run(bin, ['compat'], site), 'mdx-docsite compat');
    expect(report).toContain(`Compatibility report for ${site}`);
    expect(report).toContain('Found:  24 docs, 2 blog posts');
    expect(report).toContain('Errors (0)');

    server = spawn(bin, ['serve', '--port', '0'], { cwd: site, env: outsideEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    origin = `http://127.0.0.1:${(await watchOutput(server, 'mdx-docsite serve', /Serving build at http:\/\/localhost:(\d+)\//).match)[1]}`;
    const response = await fetch(`${origin}/docs/intro`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${origin}/no/such/page`)).status).toBe(404);
  }, 900_000);

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    if (!origin) throw new Error('the build is served by the test before');
    const page = await newDesktopPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${origin}${path}`);
    await page.locator('article h1').first().waitFor();
    await hydrated(page);
    return { page, errors };
  }

  it('shows a doc page, a blog post and search results in Chromium', async () => {
    const doc = await open('/docs/intro');
    expect(await doc.page.locator('aside.admonition').count()).toBeGreaterThan(3);
    expect(doc.errors).toEqual([]);

    const post = await open('/blog/2023/11/02/first-light');
    expect(await post.page.locator('article h1').first().textContent()).toBe('First light');
    expect(await post.page.locator('article').first().textContent()).toContain('switches a lamp on and off');
    expect(post.errors).toEqual([]);

    const { page, errors } = doc;
    const box = page.getByRole('combobox', { name: 'Search the docs and blog' });
    // The shortcut is attached once React has hydrated the page: pressed until the box has focus.
    await expect
      .poll(async () => {
        await page.keyboard.press('Control+K');
        return box.evaluate((el) => el === document.activeElement);
      })
      .toBe(true);
    await page.keyboard.type('brightness');
    const hits = page.locator('[role="listbox"] [role="option"].search-bar-option-hit');
    await expect.poll(() => hits.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Reference')]));
    expect(errors).toEqual([]);
  });
});

describe('the packed tool’s live preview', () => {
  it('serves the site from its folder, writing nothing into the installed package', async () => {
    const dev = spawn(bin, ['dev', '--port', '0'], { cwd: site, env: outsideEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = (await watchOutput(dev, 'mdx-docsite dev', /DEV_SERVER_URL=(\S+)/).match)[1]!;
      const page = await newDesktopPage(browser());
      const errors = watchErrors(page);
      // A fresh dev server's first page: Vite transforms its modules as the page asks for them, which
      // takes long on a busy machine; the page is done when its heading shows, not at a "load" deadline.
      await page.goto(`${url}/docs/intro`, { waitUntil: 'commit' });
      await page.locator('article h1').first().waitFor({ timeout: 240_000 });
      expect(await page.locator('article h1').first().textContent()).toBe('Welcome to Lantern');
      expect(errors).toEqual([]);
      await page.context().close();
      expect(readdirSync(join(site, 'node_modules', 'mdx-docsite')).sort()).toEqual([
        'README.md',
        'bin',
        'common',
        'dist',
        'docusaurus',
        'netlify-plugin',
        'package.json',
        'web',
      ]);
    } finally {
      if (dev.exitCode === null && dev.signalCode === null) {
        const exited = new Promise((done) => dev.once('exit', done));
        dev.kill();
        await exited;
      }
    }
  }, 600_000);
});

describe('the packed tool’s clear errors', () => {
  it('names an unknown command, a folder without a Docusaurus config and too old a Node, each with a non-zero exit', () => {
    const unknown = run(bin, ['deploy'], site);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('mdx-docsite: unknown command "deploy"; the commands are build, dev, serve, compat.');

    const elsewhere = join(work, 'not-a-site');
    mkdirSync(elsewhere);
    const noSite = run(bin, ['build'], elsewhere);
    expect(noSite.status).toBe(1);
    expect(noSite.stderr).toContain(`mdx-docsite build: this folder (${elsewhere}) has no Docusaurus config`);
    expect(existsSync(join(elsewhere, 'build'))).toBe(false);

    const help = run(bin, ['serve', '--help'], site);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: mdx-docsite serve [options]');

    // The installed command with an engines range no Node meets yet: the check runs before the
    // pipeline is loaded, so the command and its package.json are all it needs.
    const installed = join(site, 'node_modules', 'mdx-docsite');
    const future = join(work, 'future-engines');
    cpSync(join(installed, 'bin'), join(future, 'bin'), { recursive: true });
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { engines: { node: string } };
    writeFileSync(join(future, 'package.json'), JSON.stringify({ ...manifest, engines: { node: '>=99.0.0' } }));
    const old = run(process.execPath, [join(future, 'bin', 'mdx-docsite.mjs'), 'build'], site);
    expect(old.status).toBe(1);
    expect(old.stderr.trim()).toBe(
      `mdx-docsite needs Node >=99.0.0 (package.json engines); this is Node ${process.versions.node}. Install a newer Node (https://nodejs.org, or \`nvm install 22\`) and run it again.`,
    );
  });
});
