/// <reference lib="dom" />
/**
 * Builds the Docusaurus fixture's theme-common pages against released versions of
 * `@docusaurus/theme-common` (the 3.0–3.10 that sites have installed), as a site's own copy, and
 * checks each in Chromium: prerendered (the class `ThemeClassNames` gives, `useThemeConfig`, the
 * doc `useDoc` reads, the post `useBlogPost` reads) and hydrated (`useWindowSize` measured,
 * `useColorMode` switched with the theme, `useCollapsible` toggled), under the CSP, without
 * console errors. Needs the registry (each version is installed into `.cache/theme-common-versions/`
 * once, about 200 MB and two minutes each), so it is run by hand, not by `npm test`:
 *
 *   npx tsx scripts/theme-common-versions.ts [3.0.1 3.4.0 ...]
 *
 * Prints one line per version and exits non-zero when one fails. README's theme-common row
 * records the last results.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { copySite } from '../pipeline/__tests__/copy-site.js';
import { startServer } from '../server/serve.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = join(root, '.cache', 'theme-common-versions');
const VERSIONS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['3.0.1', '3.4.0', '3.7.0', '3.10.2'];

/** The version installed into a folder of its own (kept between runs): its package folder. */
function install(version: string): string {
  const dir = join(work, 'packages', version);
  const pkg = join(dir, 'node_modules', '@docusaurus', 'theme-common');
  if (existsSync(join(pkg, 'package.json'))) return pkg;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }));
  // Peers left out: a site has them, and the build takes Docusaurus's client API from this project.
  const run = spawnSync(
    'npm',
    ['install', '--prefix', dir, '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', `@docusaurus/theme-common@${version}`],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`npm install @docusaurus/theme-common@${version} failed:\n${run.stderr}`);
  return pkg;
}

/** A copy of the fixture site whose own theme-common is `pkg`, built; its output folder. */
function build(version: string, pkg: string): string {
  const site = join(work, 'sites', version);
  rmSync(site, { recursive: true, force: true });
  copySite(join(root, 'fixtures', 'docusaurus-site'), site);
  mkdirSync(join(site, 'node_modules', '@docusaurus'), { recursive: true });
  symlinkSync(pkg, join(site, 'node_modules', '@docusaurus', 'theme-common'), 'dir');
  const out = join(site, 'build');
  const run = spawnSync(process.execPath, [join(root, 'bin', 'mdx-docsite.mjs'), 'build', '--content', site, '--out', out], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(
      `the build failed:\n${(run.stdout + run.stderr)
        .split('\n')
        .filter((l) => /error/i.test(l))
        .slice(0, 10)
        .join('\n')}`,
    );
  return out;
}

/** A state the page should reach: the text of the first element `selector` finds (or `null` when it is hidden). */
type Shown = { selector: string; text: string | null };

async function check(out: string): Promise<string[]> {
  const problems: string[] = [];
  const server = await startServer({ dir: out, port: 0 });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const open = async (path: string, javaScriptEnabled: boolean) => {
    const page = await browser.newPage({ javaScriptEnabled });
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${origin}${path}`);
    await page.locator('article h1').first().waitFor();
    if (javaScriptEnabled) await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    return { page, errors };
  };
  /** Waits for the page to show `wanted`; a problem naming `what` and what it shows instead when it does not. */
  const shows = async (page: Page, what: string, wanted: Shown) => {
    try {
      await page.waitForFunction(
        (w) => {
          const el = document.querySelector<HTMLElement>(w.selector);
          return (el && el.offsetParent !== null ? el.textContent : null) === w.text;
        },
        wanted,
        { timeout: 15_000 },
      );
    } catch {
      const shown = await page.evaluate((w) => {
        const el = document.querySelector<HTMLElement>(w.selector);
        return el && el.offsetParent !== null ? el.textContent : null;
      }, wanted);
      problems.push(`${what}: ${JSON.stringify(shown)}, not ${JSON.stringify(wanted.text)}`);
    }
  };
  try {
    const still = await open('/docs/evaluated/theme-common', false);
    const cls = await still.page.locator('section.lantern-desk').getAttribute('class');
    if (cls !== 'lantern-desk theme-code-block') problems.push(`prerendered class (ThemeClassNames): ${cls}`);
    await shows(still.page, 'prerendered doc (useDoc)', { selector: '.desk-doc', text: 'The theme desk, starting in light mode' });
    await shows(still.page, 'prerendered window (useWindowSize)', { selector: '.desk-window', text: 'Window: ssr' });
    await still.page.close();

    const { page, errors } = await open('/docs/evaluated/theme-common', true);
    await shows(page, 'hydrated window (useWindowSize)', { selector: '.desk-window', text: 'Window: desktop' });
    await page.locator('.desk-switch').click();
    await shows(page, 'colour mode after the switch (useColorMode)', { selector: '.desk-mode', text: 'Colour mode: dark' });
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== 'dark') problems.push(`the page's theme after the switch: ${theme}`);
    await page.locator('.desk-toggle').click();
    await shows(page, 'notes after the toggle (useCollapsible)', { selector: '.desk-notes', text: 'Live wire to the brass screw, neutral to the silver one.' });
    const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    if (csp.length > 0) problems.push(`CSP violations: ${csp.join(', ')}`);
    if (errors.length > 0) problems.push(`console errors: ${errors.join(' | ')}`);
    await page.close();

    const post = await open('/blog/2024/03/14/dimming', true);
    await shows(post.page, 'post desk (useBlogPost, useThemeConfig)', {
      selector: '.lantern-post-desk',
      text: 'Reading “Dimming arrives”, tagged release, dimming, contents to h3.',
    });
    if (post.errors.length > 0) problems.push(`console errors on the post: ${post.errors.join(' | ')}`);
    await post.page.close();
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.close(() => done()));
  }
  return problems;
}

let failed = false;
for (const version of VERSIONS) {
  try {
    const pkg = install(version);
    const installed = (JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string }).version;
    const problems = await check(build(version, pkg));
    if (problems.length > 0) failed = true;
    console.log(`${installed}: ${problems.length === 0 ? 'builds, prerenders and hydrates' : `FAILS: ${problems.join('; ')}`}`);
  } catch (error) {
    failed = true;
    console.log(`${version}: FAILS: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
