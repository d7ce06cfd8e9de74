// Does a second core pay for the compile's kind of work on this machine? Parses every Markdown
// file of a folder (GFM, as the compile's first step does) twice over: on one thread alone, then
// on two worker threads at once, then in two processes at once, and prints each one's time with
// the load average. The work allocates as the compile does; on a machine whose two cores share
// what such work needs, each of two runs at once takes far longer than one alone.
//
//   node bench/parallel-parse.mjs [folder, default content/]
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const ROUNDS = 2;

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Milliseconds to parse every file `ROUNDS` times. */
function parseAll(files) {
  const parser = unified().use(remarkParse).use(remarkGfm);
  const start = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const f of files) parser.parse(readFileSync(f, 'utf8'));
  return Math.round(performance.now() - start);
}

const self = fileURLToPath(import.meta.url);
if (process.argv[2] === '--child') process.send(parseAll(markdownFiles(process.argv[3])), () => process.exit(0));
else if (!isMainThread) parentPort.postMessage(parseAll(markdownFiles(workerData)));
else {
  const dir = process.argv[2] ?? 'content';
  const files = markdownFiles(dir);
  const load = () => loadavg()[0].toFixed(2);
  console.log(`${files.length} Markdown files of ${dir}, parsed ${ROUNDS} times by each run`);
  console.log(`one thread alone:      ${parseAll(files)} ms (load ${load()})`);
  const threads = await Promise.all([0, 1].map(() => new Promise((done) => new Worker(self, { workerData: dir }).once('message', done))));
  console.log(`two threads at once:   ${threads.join(' ms, ')} ms (load ${load()})`);
  const children = await Promise.all([0, 1].map(() => new Promise((done) => fork(self, ['--child', dir]).once('message', done))));
  console.log(`two processes at once: ${children.join(' ms, ')} ms (load ${load()})`);
}
