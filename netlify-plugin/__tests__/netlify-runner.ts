/**
 * Netlify's own build runner (@netlify/build's `netlify-build`, what `netlify build` runs) on a site
 * folder, offline, and what its output says: the build line, the build-cache plugin's lines, and
 * the deploy-preview signs in the published folder as Netlify's own config resolver reads them.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { resolveConfig } from '@netlify/config';
import type { Manifest } from '../../common/contract.js';

export const REPO = resolve(import.meta.dirname, '..', '..');

/** @netlify/build's command line, from its own package.json (the package's exports hide that file from require). */
function runnerBin(): string {
  const dir = join(REPO, 'node_modules', '@netlify', 'build');
  const bin = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['netlify-build'];
  if (!bin) throw new Error(`@netlify/build in ${dir} has no netlify-build command`);
  return join(dir, bin);
}

/**
 * The environment of a build on a developer's machine or in CI, less everything Netlify's runner
 * reads as a real site's (a site id or token would make it call the API) or sets itself (the
 * context and its variables), and what a test run adds that Netlify's build machine does not
 * (NODE_ENV, which would also make npm skip devDependencies; the calling npm's own settings and
 * PATH entries).
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(NETLIFY|DEPLOY_|VITEST|npm_)|^(CONTEXT|REVIEW_ID|BRANCH|HEAD|URL|SITE_ID|SITE_NAME|ANALYTICS_ID|NODE_ENV)$/.test(key)) delete env[key];
  }
  // `npm test` puts this repository's node_modules/.bin on PATH: a site's build finds its own tools.
  env.PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => entry && !resolve(entry).startsWith(REPO + sep))
    .join(delimiter);
  return { ...env, ...extra };
}

export interface RunnerResult {
  /** What the runner printed (stdout and stderr), colours off. */
  output: string;
  /** The site's build line (`built N docs, ... (timings)`). */
  buildLine: string;
}

/**
 * `netlify build --offline --context <context>` in `siteDir`. `env` is what Netlify's build machine
 * would add for this deploy (REVIEW_ID in a deploy preview; a site's own variables such as
 * ANALYTICS_ID). Fails with the runner's output when it exits non-zero.
 */
export async function netlifyBuild(siteDir: string, context: 'production' | 'deploy-preview', env: Record<string, string> = {}): Promise<RunnerResult> {
  const output = await new Promise<string>((done, fail) => {
    execFile(
      process.execPath,
      [runnerBin(), '--offline', '--context', context],
      { cwd: siteDir, env: cleanEnv({ ...env, FORCE_COLOR: '0', NO_COLOR: '1' }), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const all = `${stdout}\n${stderr}`;
        if (error) fail(new Error(`netlify-build --context ${context} in ${siteDir} failed (${error.message.split('\n')[0]}):\n${all}`));
        else done(all);
      },
    );
  });
  const buildLine = output.split('\n').find((line) => line.startsWith('built ')) ?? '';
  return { output, buildLine };
}

/** The build-cache plugin's line for one event (netlify-plugin/index.js prints one each). */
export function cacheLine(output: string, verb: 'restored' | 'saved' | 'nothing to restore'): string | null {
  return output.split('\n').find((line) => line.startsWith(`build cache: ${verb}`)) ?? null;
}

/** The folders a cache line names (`build cache: restored 3 folder(s): .cache/a, .cache/b, .cache/c`). */
export function foldersOf(line: string | null): string[] {
  return line?.split(': ')[2]?.split(', ') ?? [];
}

/** `<stage>: <made> <verb>, <cached> cached` from the build line (`compile: 0 compiled, 457 cached`). */
export function stageCounts(buildLine: string, stage: string): { made: number; cached: number } | null {
  const match = new RegExp(`${stage}: (\\d+) \\w+, (\\d+) cached`).exec(buildLine);
  return match ? { made: Number(match[1]), cached: Number(match[2]) } : null;
}

/** What makes a build a deploy preview, read from its published folder. */
export interface PublishedSigns {
  /** The headers Netlify's own config resolver gives `/*` (netlify.toml's and the generated `_headers`). */
  rootHeaders: Record<string, string>;
  /** Warnings Netlify's resolver printed about the site's headers and redirects (syntax errors). */
  ruleWarnings: string;
  redirects: number;
  robotsTxt: string;
  /** The `<meta name="robots">` of a prerendered page, or null. */
  metaRobots: string | null;
  /** The preview banner's text on that page, or null. */
  banner: string | null;
  analytics: Manifest['site']['analytics'];
  preview: boolean;
}

export async function publishedSigns(siteDir: string, context: string, page: string): Promise<PublishedSigns> {
  const resolved = await resolveConfig({ cwd: siteDir, repositoryRoot: siteDir, context, offline: true, buffer: true });
  const config = resolved.config as { build: { publish: string }; headers: { for: string; values: Record<string, string> }[]; redirects: unknown[] };
  const logs = resolved.logs as { stdout: string[]; stderr: string[] };
  const publish = config.build.publish;
  const rootHeaders = Object.assign({}, ...config.headers.filter((h) => h.for === '/*').map((h) => h.values)) as Record<string, string>;
  const html = readFileSync(join(publish, page), 'utf8');
  const manifest = JSON.parse(readFileSync(join(publish, 'manifest.json'), 'utf8')) as Manifest;
  return {
    rootHeaders,
    ruleWarnings: [...logs.stdout, ...logs.stderr].join('\n'),
    redirects: config.redirects.length,
    robotsTxt: readFileSync(join(publish, 'robots.txt'), 'utf8'),
    metaRobots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    banner: /<div class="preview-banner" role="note">([^<]*)<\/div>/.exec(html)?.[1] ?? null,
    analytics: manifest.site.analytics,
    preview: manifest.site.preview,
  };
}

/** A fresh checkout, as Netlify starts every build: the site's own files, no build output, no `.cache/`. */
export function freshCheckout(siteDir: string, publish = 'build'): void {
  rmSync(join(siteDir, '.cache'), { recursive: true, force: true });
  rmSync(join(siteDir, publish), { recursive: true, force: true });
}

/**
 * A copy of this repository's files (what `git ls-files` lists, edits included), with its
 * node_modules linked: the build writes its output and caches into the copy, never into the
 * checkout the tests run from.
 */
export function copyOfRepository(files: string[], to: string): void {
  for (const file of files) {
    const source = join(REPO, file);
    if (!existsSync(source)) continue; // deleted in the work tree, not yet in the index
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(source, join(to, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** The first prerendered page under `dir` of the published folder (`docs`): a page every such site has. */
export function firstPage(publish: string, dir: string): string {
  const html = readdirSync(join(publish, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
  if (!html[0]) throw new Error(`no prerendered page under ${join(publish, dir)}`);
  return join(dir, html[0]);
}
