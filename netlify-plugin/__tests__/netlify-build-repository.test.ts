/**
 * Netlify's own build runner (`netlify-build --offline`, @netlify/build, what `netlify build` runs)
 * on a copy of this repository, as Netlify builds it from this repository's netlify.toml: the
 * build command, the build-cache plugin (netlify-plugin/) through Netlify's utils.cache, the
 * production and deploy-preview contexts (netlify-deploys.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { netlifyDeploys } from './netlify-deploys.js';
import { REPO, copyOfRepository } from './netlify-runner.js';

netlifyDeploys({
  title: "Netlify's build runner on this repository",
  prepare: () => {
    const site = mkdtempSync(join(tmpdir(), 'netlify-build-repository-'));
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO, encoding: 'utf8' });
    // A node_modules that is a link (a second work tree's) is a file to git, not an ignored folder.
    copyOfRepository(
      files.split('\0').filter((file) => file && file !== 'node_modules'),
      site,
    );
    return Promise.resolve(site);
  },
  plugin: /\/netlify-plugin@\S+ from netlify\.toml/,
  documents: 400,
  saved: ['.cache/compile', '.cache/app', '.cache/ssr', '.cache/prerender', '.cache/social-cards', '.cache/output', '.cache/pipeline-js'],
});
