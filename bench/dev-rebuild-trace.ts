/**
 * Where the browser's time goes between `npm run dev`'s update message and the new text, from
 * Chromium's performance trace (DevTools protocol `Tracing`, the timeline DevTools' Performance
 * panel records) and a V8 CPU profile taken with it: the requests the save made (when each started
 * and ended after the message), the main thread's self time by kind of work (script, style, layout,
 * paint, garbage collection, parsing) and the script time by function and by module. Each round
 * saves an edit to one doc's body, as `dev-rebuild.ts` does; round 0 warms up. Times depend on the
 * machine's load: read them as shares of the round, not as a measurement.
 *
 *   tsx bench/dev-rebuild-trace.ts [--content content] [--file docs/development_environment.mdx] [--route /docs/development_environment] [--rounds 3]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { startDevServer } from '../pipeline/dev/server.js';
import { launchBrowser } from '../e2e/browser.js';
import { copyContent } from './measure/content-copy.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'loading', 'toplevel'].join(',');

/**
 * Runs in the page before its scripts: a `performance.mark` when the update message arrives (the
 * round's first `content:update`) and one when the text `window.__traceMarker` is in the body.
 * A string: the runners' transpilers add helpers to functions that the page does not have.
 */
const MARKS = `(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (window.__traceMarker && !window.__traceMessage && String(e.data).includes('content:update')) {
          window.__traceMessage = true;
          performance.mark('trace:message');
        }
      });
    }
  };
  new MutationObserver(() => {
    const marker = window.__traceMarker;
    if (marker && document.querySelector('article .markdown')?.textContent?.includes(marker)) {
      window.__traceMarker = null;
      performance.mark('trace:text');
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

const argv = process.argv.slice(2);
const get = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const file = get('--file') ?? 'docs/development_environment.mdx';
const route = get('--route') ?? '/docs/development_environment';
const rounds = Number(get('--rounds') ?? 3);
const from = resolve(get('--content') ?? 'content');

const copy = copyContent(from, 'dev-trace');
const server = await startDevServer({ contentRoot: copy, port: 0, log: false });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.addInitScript({ content: MARKS });
  await page.goto(`${server.url}${route}`, { timeout: 180_000 });
  await page.waitForSelector('article .markdown');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const path = join(copy, file);
  const original = readFileSync(path, 'utf8');
  for (let i = 0; i <= rounds; i++) {
    const marker = `Trace edit ${i} ${Date.now()}`;
    await page.evaluate((m) => Object.assign(window, { __traceMarker: m, __traceMessage: false }), marker);
    if (i > 0) {
      await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(',') }, transferMode: 'ReturnAsStream' });
      await cdp.send('Profiler.start');
    }
    writeFileSync(path, `${original}\n\n${marker}\n`);
    await page.waitForFunction(() => (window as unknown as { __traceMarker: unknown }).__traceMarker === null, undefined, { polling: 'raf', timeout: 60_000 });
    // The search indexes follow after the text (their update message, boot.json again): inside the
    // trace, past the text mark, so what they cost the page shows too.
    await server.searchSettled();
    if (i === 0) continue;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const events = await stopTracing(cdp);
    console.log(`\nround ${i}`);
    summarise(events, profile);
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

async function stopTracing(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolveStream) => cdp.once('Tracing.tracingComplete', (e) => resolveStream(e.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The round's phases from the marks, the requests, the main thread's self time by kind and the script time by function. */
function summarise(events: TraceEvent[], profile: CpuProfile) {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('user_timing'))?.ts;
  const message = mark('trace:message');
  const text = mark('trace:text');
  if (message === undefined || text === undefined) return console.log('  marks not found in the trace');
  const end = Math.max(...events.filter((e) => e.ph === 'X').map((e) => e.ts + (e.dur ?? 0)));
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  console.log(`  message → text ${ms(text - message)}; traced until ${ms(end - message)} after the message (the search indexes' update)`);
  requests(events, message);
  const main = mainThread(events);
  for (const [label, from, to] of [
    ['message → text', message, text],
    ['text → end (follow-up)', text, end],
  ] as const) {
    console.log(`  ${label}: main thread busy ${ms(busyTime(main, from, to))}`);
    console.log(`    by kind: ${top(selfTimes(main, from, to), 10, ms)}`);
    const [bySc, byFn] = scriptTimes(profile, from, to);
    console.log(`    script by module: ${top(bySc, 8, ms)}`);
    console.log(
      `    script by function:\n${[...byFn]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 14)
        .map(([k, v]) => `      ${ms(v).padStart(9)}  ${k}`)
        .join('\n')}`,
    );
  }
}

function requests(events: TraceEvent[], message: number) {
  const started = new Map<string, { url: string; ts: number }>();
  const lines: string[] = [];
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    if (e.name === 'ResourceSendRequest' && data.url) started.set(data.requestId, { url: data.url, ts: e.ts });
    if (e.name === 'ResourceFinish') {
      const s = started.get(data.requestId);
      if (s)
        lines.push(
          `    ${((s.ts - message) / 1000).toFixed(1).padStart(7)} → ${((e.ts - message) / 1000).toFixed(1).padStart(7)} ms  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
    }
  }
  console.log(`  requests (start → end after the message):\n${lines.join('\n') || '    none'}`);
}

/** The renderer's main thread: complete events of the thread named CrRendererMain. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const named = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!named) return [];
  return events.filter((e) => e.ph === 'X' && e.pid === named.pid && e.tid === named.tid && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}

/** Time covered by the thread's top-level tasks inside the window. */
function busyTime(main: TraceEvent[], from: number, to: number): number {
  let busy = 0;
  let reached = from;
  for (const e of main) {
    const start = Math.max(e.ts, reached);
    const stop = Math.min(e.ts + e.dur!, to);
    if (stop > start) {
      busy += stop - start;
      reached = stop;
    }
  }
  return busy;
}

/** Self time of each event name (its time minus its children's), for events that start inside the window. */
function selfTimes(main: TraceEvent[], from: number, to: number): Map<string, number> {
  const inside = main.filter((e) => e.ts >= from && e.ts < to);
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const childTime = new Map<TraceEvent, number>();
  const close = (e: TraceEvent) => self.set(e.name, (self.get(e.name) ?? 0) + e.dur! - (childTime.get(e) ?? 0));
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + e.dur!);
    stack.push(e);
  }
  while (stack.length) close(stack.pop()!);
  return self;
}

/** The CPU profile's samples inside the window, by module and by function (idle and the program's bookkeeping left out). */
function scriptTimes(profile: CpuProfile, from: number, to: number): [Map<string, number>, Map<string, number>] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, k) => {
    const dt = profile.timeDeltas[k] ?? 0;
    t += dt;
    if (t < from || t >= to) return;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + dt);
    const fn = `${functionName || '(anonymous)'} ${script.split('/').pop()}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  });
  return [byScript, byFunction];
}

function top(m: Map<string, number>, n: number, format: (v: number) => string): string {
  return [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${format(v)}`)
    .join(', ');
}
