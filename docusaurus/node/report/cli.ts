/**
 * `npm run compat -- <site folder> [--out <dir>] [--no-app] [--docusaurus-build <dir>] [--cache-dir <dir>] [--locale <code>]...`: builds a
 * Docusaurus site folder (into a temporary folder unless `--out` is given) and prints what was
 * built, every problem grouped by kind with file:line, and what was skipped and why; with
 * `--docusaurus-build`, also the routes Docusaurus's own build of the site has and this one lacks
 * (and the reverse). Exits like the build: 1 when it failed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildResult } from '../../../pipeline/build.js';
import { problemKind, SKIPPED_KINDS, type Problem } from '../../../pipeline/check/report.js';
import { compareRoutes, docusaurusBuildRoutes, type RouteComparison } from './routes.js';

const USAGE = 'npm run compat -- <site folder> [--out <dir>] [--no-app] [--docusaurus-build <dir>] [--cache-dir <dir>] [--locale <code>]...';

/** Route chunk kinds in the order and words the report uses. */
const ROUTE_KINDS: [string, string][] = [
  ['doc', 'doc pages'],
  ['blog-post', 'post pages'],
  ['blog-list', 'blog list pages'],
  ['blog-archive', 'archive'],
  ['page', 'other pages'],
];

export interface CompatInput {
  /** The site folder as given. */
  site: string;
  /** The site folder (absolute): files in it are shown relative to it. */
  siteDir: string;
  /** The repository the site folder is in (absolute), if any: files outside the site but in it are shown relative to it. */
  repoRoot: string | null;
  outDir: string;
  result: Pick<BuildResult, 'ok' | 'report' | 'summary'>;
  /** Routes compared with Docusaurus's own build of the site, when one was given. */
  routes?: { dir: string; comparison: RouteComparison | null };
}

/** The report as text. Pure: the CLI below builds, this only formats. */
export function formatCompatReport({ site, siteDir, repoRoot, outDir, result, routes: compared }: CompatInput): string {
  const { report, summary } = result;
  const lines: string[] = [`Compatibility report for ${site}`, ''];
  const routes = summary.routes;
  const routeTotal = routes ? Object.values(routes).reduce((a, b) => a + b, 0) : null;
  lines.push(`Found:  ${summary.docs} docs, ${summary.posts} blog posts`);
  if (routes && routeTotal !== null) {
    const known = new Set(ROUTE_KINDS.map(([k]) => k));
    const parts = [
      ...ROUTE_KINDS.filter(([k]) => routes[k]).map(([k, words]) => `${routes[k]} ${words}`),
      ...Object.entries(routes)
        .filter(([k]) => !known.has(k))
        .map(([k, n]) => `${n} ${k}`),
    ];
    lines.push(`Routes: ${routeTotal} (${parts.join(', ')})`);
  } else lines.push('Routes: none (the site could not be assembled)');
  const errors = report.errors.length;
  const warnings = report.warnings.length;
  lines.push(
    result.ok
      ? `Result: built into ${outDir}, ${warnings} warning(s)`
      : `Result: FAILED with ${errors} error(s) and ${warnings} warning(s); nothing was written`,
  );

  const short = (p: Problem) => shownPath(p.file, siteDir, repoRoot);
  const section = (title: string, problems: Problem[]) => {
    lines.push('', `${title} (${problems.length})`);
    if (!problems.length) {
      lines.push('  none');
      return;
    }
    const groups = new Map<string, Problem[]>();
    for (const p of problems) groups.set(problemKind(p), [...(groups.get(problemKind(p)) ?? []), p]);
    const first = (kind: string) => Number(kind !== 'config');
    for (const [kind, list] of [...groups].sort((a, b) => first(a[0]) - first(b[0]) || b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
      const files = new Set(list.map(short)).size;
      lines.push(`  ${kind}: ${list.length} in ${files} file(s)`);
      const sorted = [...list].sort((a, b) => short(a).localeCompare(short(b)) || a.line - b.line || a.column - b.column);
      for (const p of sorted) lines.push(`    ${short(p)}:${p.line}:${p.column}  ${p.message}`);
    }
  };
  // A config that cannot be evaluated stopped the build: it is the cause, said first.
  const cause = report.errors.find((p) => problemKind(p) === 'config');
  if (cause) lines.push(`Cause:  ${short(cause)}:${cause.line}:${cause.column}  ${cause.message}`);
  const skipped = report.problems.filter((p) => SKIPPED_KINDS.has(problemKind(p)));
  const rest = report.problems.filter((p) => !SKIPPED_KINDS.has(problemKind(p)));
  section(
    'Errors',
    rest.filter((p) => p.severity === 'error'),
  );
  section(
    'Warnings',
    rest.filter((p) => p.severity === 'warning'),
  );
  section('Skipped (not built, and why)', skipped);
  if (compared) {
    const c = compared.comparison;
    lines.push('', `Routes compared with Docusaurus's build in ${compared.dir}`);
    if (!c) lines.push('  not compared: this build has no route list');
    else {
      lines.push(`  same: ${c.same}`);
      lines.push(`  only in Docusaurus's build (${c.missing.length})${c.missing.length ? ':' : ''}`, ...c.missing.map((r) => `    ${r}`));
      lines.push(`  only in this build (${c.extra.length})${c.extra.length ? ':' : ''}`, ...c.extra.map((r) => `    ${r}`));
    }
  }
  return lines.join('\n');
}

/**
 * A problem's file as the report shows it: relative to the site folder, else to the repository the
 * site is in (docs kept beside the site folder), else absolute; never `../../` up to the root.
 */
export function shownPath(file: string, siteDir: string, repoRoot: string | null): string {
  const abs = resolve(file);
  for (const root of [siteDir, repoRoot]) {
    if (!root) continue;
    const rel = relative(root, abs);
    if (rel === '') return '.';
    if (!rel.startsWith('..') && !isAbsolute(rel)) return rel.split(sep).join('/');
  }
  return abs;
}

/** The repository a folder is in: the nearest folder up from it with a `.git`. */
function repositoryOf(dir: string): string | null {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return null;
  }
}

interface CompatArgs {
  site: string;
  out: string | null;
  app: boolean;
  docusaurusBuild: string | null;
  cacheDir: string | null;
  /** The locales to build (each `--locale`, as the site's `docusaurus build --locale` builds them); empty: every locale. */
  locales: string[];
}

export function parseCompatArgs(argv: string[]): CompatArgs | string {
  let site: string | null = null;
  let out: string | null = null;
  let app = true;
  let docusaurusBuild: string | null = null;
  let cacheDir: string | null = null;
  const locales: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') out = argv[++i] ?? null;
    else if (arg === '--docusaurus-build') docusaurusBuild = argv[++i] ?? null;
    else if (arg === '--cache-dir') cacheDir = argv[++i] ?? null;
    else if (arg === '--no-app') app = false;
    else if (arg === '--locale' && argv[i + 1] !== undefined) locales.push(argv[++i]!);
    else if (arg.startsWith('-'))
      return `unknown option ${arg}; valid options are --out <dir>, --no-app, --docusaurus-build <dir>, --cache-dir <dir> and --locale <code>`;
    else if (site === null) site = arg;
    else return `one site folder only, got ${site} and ${arg}`;
  }
  if (!site) return `usage: ${USAGE}`;
  return { site, out, app, docusaurusBuild, cacheDir, locales };
}

/** The HTML files of this build's output as routes (none when it failed and wrote nothing). */
function htmlRoutesOf(outDir: string, ok: boolean): string[] {
  return ok && existsSync(outDir) ? docusaurusBuildRoutes(outDir) : [];
}

/** Runs the report: the text to print and the exit code (2 for bad arguments). */
export async function runCompat(argv: string[]): Promise<{ code: number; text: string }> {
  const args = parseCompatArgs(argv);
  if (typeof args === 'string') return { code: 2, text: args };
  const temporary = args.out === null;
  const outDir = args.out ?? join(mkdtempSync(join(tmpdir(), 'compat-')), 'out');
  const contentRoot = resolve(args.site);
  try {
    // The site's pages and components are bundled even when the content has errors, so a file that
    // does not bundle is in the same report (a build stops before bundling).
    const result = await build({
      contentRoot,
      outDir,
      app: args.app,
      preview: false,
      log: false,
      bundleDespiteErrors: args.app,
      ...(args.cacheDir ? { cacheDir: resolve(args.cacheDir) } : {}),
      ...(args.locales.length > 0 ? { locales: args.locales } : {}),
    });
    const routes = args.docusaurusBuild
      ? {
          dir: args.docusaurusBuild,
          // A static HTML file (a verification page, a redirect page) is a route of both outputs.
          comparison: result.summary.paths
            ? compareRoutes(docusaurusBuildRoutes(args.docusaurusBuild), [...new Set([...result.summary.paths, ...htmlRoutesOf(outDir, result.ok)])])
            : null,
        }
      : undefined;
    const where = temporary ? `${outDir} (temporary, removed)` : outDir;
    return {
      code: result.ok ? 0 : 1,
      text: formatCompatReport({ site: args.site, siteDir: contentRoot, repoRoot: repositoryOf(contentRoot), outDir: where, result, routes }),
    };
  } finally {
    if (temporary) rmSync(resolve(outDir, '..'), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code, text } = await runCompat(process.argv.slice(2));
  (code === 2 ? console.error : console.log)(text);
  process.exit(code);
}
