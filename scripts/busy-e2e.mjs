// The whole browser suite, N times in a row (default 5), while every core is kept busy by other
// processes: the proof that no browser test depends on a quiet machine. Prints each run's counts and
// exits non-zero if any run fails. Needs the builds the browser tests serve (`npm test` makes them;
// alone: npm run build && npm run build:fixture && npm run build:fixture-pages && npm run build:fixture2).
//
//   node scripts/busy-e2e.mjs [--runs N] [--busy N]    (--busy: spinning processes, default one per core)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, closeSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (flag, fallback) => {
  const i = argv.indexOf(flag);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < (flag === '--busy' ? 0 : 1)) {
    console.error(`${flag} takes a whole number${flag === '--busy' ? '' : ' from 1'} (got ${argv[i + 1]})`);
    process.exit(2);
  }
  return value;
};
const runs = option('--runs', 5);
const busy = option('--busy', availableParallelism());

if (!existsSync(resolve(repo, 'build/manifest.json'))) {
  console.error('No production build in build/: run the builds first (see the comment at the top of this script).');
  process.exit(2);
}

// The load: processes that spin for as long as the runs last.
const spinners = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((s) => s.exitCode === null && s.kill('SIGKILL'));
process.on('exit', stopSpinners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const reports = resolve(repo, '.cache/reports');
mkdirSync(reports, { recursive: true });
const vitest = resolve(repo, 'node_modules/vitest/vitest.mjs');
const results = [];
for (let run = 1; run <= runs; run++) {
  const json = resolve(reports, `busy-e2e-${run}.json`);
  const logFile = resolve(reports, `busy-e2e-${run}.log`);
  const log = openSync(logFile, 'w');
  const started = Date.now();
  const code = await new Promise((done) => {
    const child = spawn(
      process.execPath,
      [vitest, 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
      {
        cwd: repo,
        stdio: ['ignore', log, log],
      },
    );
    child.on('exit', (c) => done(c ?? 1));
  });
  closeSync(log);
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // A file whose setup failed (a build in its beforeAll) fails no test, its tests are skipped: it
  // counts as failed, as vitest's exit code says.
  const failed = report ? report.numFailedTests + report.numFailedTestSuites : 1;
  const failures = (report?.testResults ?? []).flatMap((file) => {
    const name = file.name.slice(repo.length + 1);
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${name}: ${t.fullName}`);
    return tests.length === 0 && file.status === 'failed' ? [`${name}: ${(file.message ?? 'failed').split('\n')[0]}`] : tests;
  });
  const ok = code === 0 && failed === 0 && report !== null;
  results.push(ok);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `run ${run}/${runs}: ${passed} passed, ${failed} failed (tests and files)${report ? '' : ' (no report)'} in ${Math.round((Date.now() - started) / 1000)} s, load ${load}${ok ? '' : `, log: ${logFile}`}`,
  );
  for (const f of failures) console.log(`  failed: ${f}`);
}
stopSpinners();
const bad = results.filter((ok) => !ok).length;
console.log(bad ? `${bad} of ${runs} runs failed` : `all ${runs} runs passed with ${busy} busy processes`);
process.exit(bad ? 1 : 0);
