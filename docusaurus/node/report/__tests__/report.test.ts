import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatCompatReport, parseCompatArgs, runCompat, shownPath } from '../cli';
import { compareRoutes, docusaurusBuildRoutes } from '../routes';
import { problemKind, Report } from '../../../../pipeline/check/report';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'docusaurus-site');

/** A site folder inside the project, so the packages a site imports resolve from its node_modules. */
function projectTemp(prefix: string): string {
  mkdirSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache'), { recursive: true });
  return mkdtempSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache', prefix));
}

describe('compatibility report', () => {
  it('groups problems by kind, with file:line relative to the site, and lists skipped work apart', () => {
    const report = new Report();
    report.error('site/docs/a.md', 4, 2, 'broken link `x.md`: no content file at `docs/x.md`', 'broken-link');
    report.error('site/docs/b.md', 9, 1, 'broken link `/docs/gone`: no page has the route /docs/gone');
    report.warn('site/static/_redirects', 3, 1, 'redirect target /a ends on no page of this site', 'redirect');
    report.warn('site/docusaurus.config.js', 1, 1, 'plugin `@x/y` is not supported: its pages are not built', 'unsupported');
    const text = formatCompatReport({
      site: 'site',
      siteDir: resolve('site'),
      repoRoot: null,
      outDir: '/tmp/out',
      result: { ok: false, report, summary: { docs: 2, posts: 1, routes: { doc: 2, 'blog-post': 1, 'blog-list': 1, page: 1 }, paths: null } },
    });
    expect(text).toBe(
      [
        'Compatibility report for site',
        '',
        'Found:  2 docs, 1 blog posts',
        'Routes: 5 (2 doc pages, 1 post pages, 1 blog list pages, 1 other pages)',
        'Result: FAILED with 2 error(s) and 2 warning(s); nothing was written',
        '',
        'Errors (2)',
        '  broken-link: 2 in 2 file(s)',
        '    docs/a.md:4:2  broken link `x.md`: no content file at `docs/x.md`',
        '    docs/b.md:9:1  broken link `/docs/gone`: no page has the route /docs/gone',
        '',
        'Warnings (1)',
        '  redirect: 1 in 1 file(s)',
        '    static/_redirects:3:1  redirect target /a ends on no page of this site',
        '',
        'Skipped (not built, and why) (1)',
        '  unsupported: 1 in 1 file(s)',
        '    docusaurus.config.js:1:1  plugin `@x/y` is not supported: its pages are not built',
      ].join('\n'),
    );
  });

  it('reads a kind from the message when a problem has none', () => {
    const p = (message: string, file = 'docs/a.md') => problemKind({ severity: 'error', file, line: 1, column: 1, message });
    expect(p('broken anchor `#x` in `/docs/a#x`: /docs/a has no heading with that id')).toBe('broken-anchor');
    expect(p('contentlayer2 skipped this file; check its front matter')).toBe('skipped-file');
    expect(p('cannot import `react`: valid imports are ...')).toBe('import');
    expect(p('Unexpected character `!`')).toBe('mdx');
    expect(p('something else', 'sidebars.js')).toBe('other');
  });

  it('parses its arguments and says what is valid', () => {
    expect(parseCompatArgs(['site', '--out', 'o', '--no-app'])).toEqual({
      site: 'site',
      out: 'o',
      app: false,
      docusaurusBuild: null,
      cacheDir: null,
      locales: [],
    });
    expect(parseCompatArgs(['--docusaurus-build', 'b', 'site'])).toMatchObject({ site: 'site', docusaurusBuild: 'b' });
    expect(parseCompatArgs([])).toMatch(/^usage: npm run compat -- <site folder>/);
    expect(parseCompatArgs(['site', '--fast'])).toMatch(
      /unknown option --fast; valid options are --out <dir>, --no-app, --docusaurus-build <dir>, --cache-dir <dir> and --locale <code>/,
    );
    expect(parseCompatArgs(['site', '--cache-dir', '/tmp/c'])).toMatchObject({ site: 'site', cacheDir: '/tmp/c' });
    expect(parseCompatArgs(['site', '--locale', 'en', '--locale', 'ar'])).toMatchObject({ locales: ['en', 'ar'] });
  });

  it('shows a file relative to the site folder, else to its repository, never as ../../ up to the root', () => {
    expect(shownPath('/r/website/docs/a.md', '/r/website', '/r')).toBe('docs/a.md');
    expect(shownPath('/r/docs/b.md', '/r/website', '/r')).toBe('docs/b.md');
    expect(shownPath('/elsewhere/x.js', '/r/website', '/r')).toBe('/elsewhere/x.js');
    expect(shownPath('/r/website', '/r/website', '/r')).toBe('.');
  });

  it('leads with a config that cannot be evaluated, and builds nothing on the defaults', async () => {
    const site = projectTemp('compat-config-');
    try {
      writeFileSync(
        join(site, 'docusaurus.config.js'),
        "const theme = require('./not-there.js');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n",
      );
      mkdirSync(join(site, 'docs'));
      writeFileSync(join(site, 'docs', 'intro.md'), '# Intro\n\nSee [gone](./gone.md).\n');
      const { code, text } = await runCompat([site, '--no-app']);
      expect(code).toBe(1);
      expect(text).toMatch(/Result: FAILED with 1 error\(s\)/);
      expect(text).toMatch(
        /\nCause: {2}docusaurus\.config\.js:1:1 {2}Docusaurus config cannot be evaluated: Cannot find module '\.\/not-there\.js'.*nothing else was built/,
      );
      expect(text).not.toContain('broken link');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("bundles the site's pages even when the content has errors, so a page that does not bundle is in the report", async () => {
    const site = projectTemp('compat-bundle-');
    const cache = tempDir('compat-cache-');
    try {
      writeFileSync(join(site, 'docusaurus.config.js'), "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/' };\n");
      mkdirSync(join(site, 'docs'));
      writeFileSync(join(site, 'docs', 'intro.md'), '# Intro\n\nSee [gone](/docs/gone).\n');
      mkdirSync(join(site, 'src', 'pages'), { recursive: true });
      writeFileSync(
        join(site, 'src', 'pages', 'index.js'),
        "import Widget from '../widgets/not-there';\n\nexport default function Home() {\n  return <Widget />;\n}\n",
      );
      const { code, text } = await runCompat([site, '--cache-dir', cache]);
      expect(code).toBe(1);
      expect(text).toMatch(/Result: FAILED with 2 error\(s\)/);
      expect(text).toContain('docs/intro.md:3:5  broken link `/docs/gone`');
      // At the file and place Vite named.
      expect(text).toMatch(/src\/pages\/index\.js:1:20 {2}the site's pages and components did not bundle: Could not resolve '\.\.\/widgets\/not-there'/);
      // The compile cache went where it was told.
      expect(readdirSync(cache).length).toBeGreaterThan(0);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('compares routes with a Docusaurus build folder, ignoring the trailing slash', () => {
    const dir = tempDir('dcs-build-');
    for (const file of ['index.html', '404.html', 'docs/intro/index.html', 'docs/basics/index.html', 'blog/tags/lamps/index.html', 'old.html']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '<html></html>');
    }
    const theirs = docusaurusBuildRoutes(dir);
    expect(theirs).toEqual(['/', '/blog/tags/lamps/', '/docs/basics/', '/docs/intro/', '/old']);
    expect(compareRoutes(theirs, ['/', '/docs/intro', '/docs/basics/', '/old', '/search'])).toEqual({
      missing: ['/blog/tags/lamps/'],
      extra: ['/search'],
      same: 4,
    });
  });

  it("counts a static HTML page (a site-verification file) as a route of both builds, as Docusaurus's folder has it", async () => {
    mkdirSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache'), { recursive: true });
    const copy = mkdtempSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache', 'compat-static-'));
    const theirs = tempDir('dcs-build-');
    try {
      cpSync(FIXTURE, copy, { recursive: true });
      writeFileSync(join(copy, 'static', 'lantern-verification.html'), '<!doctype html><title>Verified</title><p>lantern-site-check</p>\n');
      for (const file of ['index.html', 'lantern-verification.html', 'only-theirs.html']) writeFileSync(join(theirs, file), '<html></html>');
      const report = await runCompat([copy, '--no-app', '--docusaurus-build', theirs]);
      expect(report.code).toBe(0);
      expect(report.text).toMatch(/only in Docusaurus's build \(1\):\n {4}\/only-theirs\n/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('builds the fixture site and reports it, exiting 0; a broken copy exits 1 with its problems', async () => {
    const ok = await runCompat([FIXTURE, '--no-app']);
    expect(ok.code).toBe(0);
    // 16 docs here; other fixture folders (docs/evaluated/) may add more.
    expect(Number(/Found: {2}(\d+) docs, 2 blog posts/.exec(ok.text)?.[1])).toBeGreaterThanOrEqual(16);
    expect(ok.text).toMatch(/Routes: \d+ \(\d+ doc pages, 2 post pages, \d+ blog list pages, 1 archive, /);
    expect(ok.text).toMatch(/Result: built into .* \(temporary, removed\), \d+ warning\(s\)/);
    expect(ok.text).toContain('Errors (0)\n  none');

    // Inside the project, so packages the fixture imports resolve from its node_modules.
    mkdirSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache'), { recursive: true });
    const copy = mkdtempSync(join(import.meta.dirname, '..', '..', '..', '..', '.cache', 'compat-site-'));
    cpSync(FIXTURE, copy, { recursive: true });
    writeFileSync(join(copy, 'docs', 'broken.md'), '---\ntitle: Broken\n---\n\nSee [gone](nowhere/gone.md).\n');
    const failed = await runCompat([copy, '--no-app']).finally(() => rmSync(copy, { recursive: true, force: true }));
    expect(failed.code).toBe(1);
    expect(failed.text).toMatch(/Result: FAILED with 1 error\(s\)/);
    expect(failed.text).toContain(
      '  broken-link: 1 in 1 file(s)\n    docs/broken.md:5:5  broken link `nowhere/gone.md`: no content file at `docs/nowhere/gone.md` or `nowhere/gone.md`',
    );
  });
});
