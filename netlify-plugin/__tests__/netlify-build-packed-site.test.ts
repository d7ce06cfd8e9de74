/**
 * Netlify's own build runner on a Docusaurus site that installed the packed tool, as a moved site
 * is set up: a copy of fixtures/docusaurus-site outside this repository (nothing of it on the
 * site's module path), `npm i -D` of the tarball `npm pack` makes here, and the netlify.toml the
 * README shows (its "On Netlify" section), with the build-cache plugin from the installed package.
 * The same three deploys and checks as this repository's (netlify-deploys.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFixtureForPackedTool } from './packed-site.js';
import { netlifyDeploys } from './netlify-deploys.js';
import { REPO, cleanEnv } from './netlify-runner.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { name: string; bin?: Record<string, string> };

/** The netlify.toml the README shows for a moved site: the first toml block of its "On Netlify" section. */
function readmeNetlifyToml(): string {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const section = readme.split(/^### On Netlify$/m)[1];
  const toml = section && /^```toml\n([\s\S]*?)^```$/m.exec(section.split(/^#{2,3} /m)[0] ?? '')?.[1];
  if (!toml) throw new Error('README.md has no "### On Netlify" section with a ```toml block');
  return toml;
}

/** `npm pack` of this repository (its prepack step builds what the package ships) into the empty folder `dir`: the tarball's path. */
function pack(dir: string): string {
  execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: REPO, env: cleanEnv(), stdio: 'pipe' });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${dir}`);
  return join(dir, tarball);
}

netlifyDeploys({
  title: "Netlify's build runner on a Docusaurus site that installed the packed tool",
  prepare: () => {
    const packs = mkdtempSync(join(tmpdir(), 'netlify-build-pack-'));
    const site = mkdtempSync(join(tmpdir(), 'netlify-build-site-'));
    try {
      const tarball = pack(packs);
      copyFixtureForPackedTool(REPO, site);
      writeFileSync(join(site, 'netlify.toml'), readmeNetlifyToml());
      execFileSync('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
        cwd: site,
        env: cleanEnv(),
        stdio: 'pipe',
      });
    } catch (error) {
      rmSync(site, { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(packs, { recursive: true, force: true });
    }
    return Promise.resolve(site);
  },
  plugin: new RegExp(`node_modules/${pkg.name}/netlify-plugin@\\S+ from netlify\\.toml`),
  documents: 20,
  saved: ['.cache/compile', '.cache/app', '.cache/ssr', '.cache/prerender', '.cache/social-cards', '.cache/output'],
  // Until the package has its command (issue 47 part 1), a site has nothing to build with.
  unavailable: pkg.bin ? undefined : 'package.json has no bin',
});
