/**
 * Upgrade check: runs the search engine's unit tests (common/search/__tests__) against the newest
 * Orama 3.x from the registry, so a release that changes what search relies on is caught before
 * anyone bumps the pinned version in package.json.
 *
 * The newest packages go into .cache/orama-upgrade/node_modules, next to a copy of common/search/:
 * Node resolves `@orama/*` from the copy to the newest release, everything else (vitest,
 * @orama/highlight) from the repository. Skips, with a message, only when the registry cannot be
 * reached; any other failure fails.
 *
 *   node scripts/orama-upgrade-check.mjs
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, '.cache', 'orama-upgrade');
const PACKAGES = ['@orama/orama', '@orama/plugin-data-persistence', '@orama/stopwords'];
const TESTS = ['engine', 'highlight', 'merge'].map((t) => `common/search/__tests__/${t}.test.ts`);
const UNREACHABLE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|network|socket hang up|request to .* failed/i;

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
const install = spawnSync(
  'npm',
  ['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-package-lock', '--fetch-retries=0', '--fetch-timeout=20000', ...PACKAGES.map((p) => `${p}@3`)],
  { encoding: 'utf8', timeout: 60_000 },
);
if (install.status !== 0) {
  const output = `${install.stdout ?? ''}${install.stderr ?? ''}${install.error ? String(install.error) : ''}`;
  if (UNREACHABLE.test(output)) {
    console.log('orama-upgrade-check: SKIPPED — the npm registry cannot be reached, so the newest Orama 3.x could not be installed.');
    process.exit(0);
  }
  console.error(`orama-upgrade-check: npm install of the newest Orama 3.x failed:\n${output}`);
  process.exit(1);
}
const versions = PACKAGES.map((p) => `${p}@${JSON.parse(readFileSync(join(dir, 'node_modules', p, 'package.json'), 'utf8')).version}`);
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies['@orama/orama'];
console.log(`orama-upgrade-check: search unit tests against ${versions.join(', ')} (pinned: @orama/orama@${pinned})`);

cpSync(join(root, 'common', 'search'), join(dir, 'common', 'search'), { recursive: true });
// The copy must see the newest release, not the pinned one in the repository's node_modules.
const resolved = spawnSync(process.execPath, ['--input-type=module', '-e', "process.stdout.write(import.meta.resolve('@orama/orama'))"], {
  cwd: join(dir, 'common', 'search'),
  encoding: 'utf8',
});
if (!resolved.stdout.startsWith(pathToFileURL(join(dir, 'node_modules')).href)) {
  console.error(`orama-upgrade-check: the copy resolves @orama/orama to ${resolved.stdout || resolved.stderr}, not to ${dir}/node_modules`);
  process.exit(1);
}
const vitest = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir, ...TESTS], {
  stdio: 'inherit',
  cwd: dir,
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(vitest.status ?? 1);
