/**
 * What the browser does between `npm run dev`'s update message and the new text, in counts that a
 * busy machine does not blur: the page's requests, the components React rendered (by name), and
 * the page's CPU time from a V8 CPU profile (DevTools protocol `Profiler`), by script and by
 * function. Each round saves an edit to one doc's body, as `dev-rebuild.ts` does; round 0 warms up.
 *
 *   tsx bench/dev-rebuild-profile.ts [--content content] [--file docs/development_environment.mdx] [--route /docs/development_environment] [--rounds 3]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startDevServer } from '../pipeline/dev/server.js';
import { launchBrowser } from '../e2e/browser.js';
import { countReactRenders, renderCounts, resetRenderCounts } from '../e2e/react-renders.js';
import { copyContent } from './measure/content-copy.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const argv = process.argv.slice(2);
const get = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const file = get('--file') ?? 'docs/development_environment.mdx';
const route = get('--route') ?? '/docs/development_environment';
const rounds = Number(get('--rounds') ?? 3);
const from = resolve(get('--content') ?? 'content');

const copy = copyContent(from, 'dev-profile');
const server = await startDevServer({ contentRoot: copy, port: 0, log: false });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await countReactRenders(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector('article .markdown');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const path = join(copy, file);
  const original = readFileSync(path, 'utf8');
  for (let i = 0; i <= rounds; i++) {
    const marker = `Profile edit ${i} ${Date.now()}`;
    await resetRenderCounts(page);
    requests.length = 0;
    if (i > 0) await cdp.send('Profiler.start');
    writeFileSync(path, `${original}\n\n${marker}\n`);
    await page.waitForFunction((text) => document.querySelector('article .markdown')?.textContent?.includes(text) ?? false, marker, {
      polling: 'raf',
      timeout: 60_000,
    });
    await server.searchSettled();
    if (i === 0) continue;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const counts = await renderCounts(page);
    console.log(`\nround ${i}: ${counts.commits} React commits; requests: ${requests.filter((r) => !r.includes('@vite')).join(' ') || 'none'}`);
    const rendered = Object.entries(counts.byName).sort((a, b) => b[1] - a[1]);
    console.log(`  components rendered: ${rendered.reduce((n, [, c]) => n + c, 0)} (${rendered.length} kinds)`);
    console.log(`  ${rendered.map(([n, c]) => `${n}×${c}`).join(' ')}`);
    summarise(profile);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(copy, { recursive: true, force: true });
}
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);

/** Self time (sampled) by script and by function, without idle and the program's own bookkeeping. */
function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0)));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += us;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${script.split('/').pop()}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log(`  page CPU (sampled, not idle): ${(busy / 1000).toFixed(1)} ms\n  by script:\n${top(byScript, 8)}\n  by function:\n${top(byFunction, 15)}`);
}
