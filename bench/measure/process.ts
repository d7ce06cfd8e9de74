/**
 * Runs a command and measures its wall time and the peak resident memory of its whole process tree
 * (the sum over the command and every descendant, sampled from /proc), because Docusaurus and Vite
 * both spread work over child processes and a single-process figure would flatter them.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface Measured {
  wallMs: number;
  peakRssBytes: number;
  code: number | null;
  output: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Echo the command's output while it runs. */
  echo?: boolean;
}

export function runMeasured(command: string, args: string[], options: RunOptions = {}): Promise<Measured> {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    const sample = () => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 200);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      resolvePromise({ wallMs: Math.round(performance.now() - start), peakRssBytes: peak, code, output });
    });
  });
}

/** Sum of VmRSS over `root` and its descendants, read from /proc (Linux). */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const pid = Number(entry);
      rss.set(pid, kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)!.push(pid);
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
