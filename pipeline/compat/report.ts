/**
 * `npm run compat -- <site folder> [--out <dir>] [--no-app] [--docusaurus-build <dir>]`: builds a
 * Docusaurus site folder (into a temporary folder unless `--out` is given) and prints what was
 * built, every problem grouped by kind with file:line, and what was skipped and why; with
 * `--docusaurus-build`, also the routes Docusaurus's own build of the site has and this one lacks
 * (and the reverse). Exits like the build: 1 when it failed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildResult } from '../build.js';
import { problemKind, SKIPPED_KINDS, type Problem } from '../validate/report.js';
import { compareRoutes, docusaurusBuildRoutes, type RouteComparison } from './routes.js';

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
  /** The problems' file prefix for this site (the build's display root), stripped in the report. */
  display: string;
  outDir: string;
  result: Pick<BuildResult, 'ok' | 'report' | 'summary'>;
  /** Routes compared with Docusaurus's own build of the site, when one was given. */
  routes?: { dir: string; comparison: RouteComparison | null };
}

/** The report as text. Pure: the CLI below builds, this only formats. */
export function formatCompatReport({ site, display, outDir, result, routes: compared }: CompatInput): string {
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

  const short = (p: Problem) => (p.file.startsWith(`${display}/`) ? p.file.slice(display.length + 1) : p.file);
  const section = (title: string, problems: Problem[]) => {
    lines.push('', `${title} (${problems.length})`);
    if (!problems.length) {
      lines.push('  none');
      return;
    }
    const groups = new Map<string, Problem[]>();
    for (const p of problems) groups.set(problemKind(p), [...(groups.get(problemKind(p)) ?? []), p]);
    for (const [kind, list] of [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
      const files = new Set(list.map(short)).size;
      lines.push(`  ${kind}: ${list.length} in ${files} file(s)`);
      const sorted = [...list].sort((a, b) => short(a).localeCompare(short(b)) || a.line - b.line || a.column - b.column);
      for (const p of sorted) lines.push(`    ${short(p)}:${p.line}:${p.column}  ${p.message}`);
    }
  };
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

interface CompatArgs {
  site: string;
  out: string | null;
  app: boolean;
  docusaurusBuild: string | null;
}

export function parseCompatArgs(argv: string[]): CompatArgs | string {
  let site: string | null = null;
  let out: string | null = null;
  let app = true;
  let docusaurusBuild: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out') out = argv[++i] ?? null;
    else if (arg === '--docusaurus-build') docusaurusBuild = argv[++i] ?? null;
    else if (arg === '--no-app') app = false;
    else if (arg.startsWith('-')) return `unknown option ${arg}; valid options are --out <dir>, --no-app and --docusaurus-build <dir>`;
    else if (site === null) site = arg;
    else return `one site folder only, got ${site} and ${arg}`;
  }
  if (!site) return 'usage: npm run compat -- <site folder> [--out <dir>] [--no-app] [--docusaurus-build <dir>]';
  return { site, out, app, docusaurusBuild };
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
    const result = await build({ contentRoot, outDir, app: args.app, preview: false, log: false });
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
      text: formatCompatReport({ site: args.site, display: relative(process.cwd(), contentRoot) || '.', outDir: where, result, routes }),
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
