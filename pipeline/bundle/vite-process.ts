import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HEAP_GROWING_PERCENT } from '../run/heap-growth.mjs';
import type { BundleSettings } from './settings.js';
import type { ImportedMarkdownCompiler } from './plugins/browser-markdown.js';

/** What a Vite build read and wrote, for the bundle cache (`cache/app-cache.ts`). */
export interface ViteBuildResult {
  /** The module files Vite read, outside node_modules. */
  modules: string[];
  /** The bundle's files, relative to its output folder. */
  written: string[];
}

/** What the child builds; JSON, as it crosses to it. */
export interface ViteBuildRequest {
  /** The SPA's settings: the child builds with `viteConfig(settings)` (vite-config.ts). */
  settings?: BundleSettings;
  /** Without settings: a bare Vite project in this folder (tests). */
  root?: string;
  mode?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Merged over the config's `build`. */
  build: Record<string, unknown>;
  /** The child asks this process to compile the Markdown the site's code imports (`viteBuildInChild`'s `compileMarkdown`). */
  markdownFromParent?: boolean;
}

/** A message from the child: a Markdown file to compile, or the build's result. */
type ChildMessage = { type: 'compile-markdown'; id: number; file: string } | ({ type: 'done' } & ViteBuildResult);

/**
 * Rolldown allocates with mimalloc, which by default commits each arena it reserves as soon as it
 * reserves it (Linux allows overcommit) and returns freed pages only after a delay. Committing on
 * use and returning at once: the real site's client bundle peaked at 208 MB instead of 390 MB and
 * its server bundle at 122 MB instead of 187 MB, in the same time (1.1 s and 0.4 s). These are
 * mimalloc's documented options (`MIMALLOC_*`); a value set in the environment is kept.
 */
const ROLLDOWN_ALLOCATOR = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0', MIMALLOC_PURGE_DECOMMITS: '1' };

/**
 * The Vite child's JavaScript heap, kept small: it runs beside the emit, and the two together are
 * the build's peak. As the pipeline's own process (`run/heap-growth.mjs`), its heap grows to at
 * most 1.3 times what survived the last full collection; and its young generation's semi-spaces
 * are 4 MB (V8's default is up to 16 MB on 64-bit). On the real site's cold build the child's share of the
 * peak went from 295 to 227 MB, the tree's peak from 545 to 478 MB (BENCHMARKS.md).
 */
export const VITE_CHILD_HEAP_FLAGS = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '--max-semi-space-size=4'];

/** The Vite child's environment: this process's, with the allocator's options where it sets none. */
export function viteChildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...ROLLDOWN_ALLOCATOR, ...env };
}

/** One error Vite (Rolldown) printed, with the file and place it named, if any (relative to the working folder). */
export interface ViteError {
  message: string;
  file: string | null;
  line: number;
  column: number;
}

/** A Vite build that failed: what went wrong (a site file's import, say), as Vite printed it. */
export class BundleFailed extends Error {
  constructor(
    message: string,
    readonly errors: ViteError[] = [],
  ) {
    super(message);
  }
}

/**
 * Runs a Vite build of the request in a child process (`vite-child.mjs`). The build's native memory
 * (Rolldown's, about 600 MB for the SPA) is freed when the child exits instead of staying in the
 * pipeline's process through prerendering: the real site's cold build peaks lower. The child
 * inherits `env` (`NODE_ENV`) with `ROLLDOWN_ALLOCATOR`; Vite's warnings and errors go to this
 * process's stderr. `compileMarkdown` compiles, here, the Markdown files the site's code imports
 * (the child asks for each).
 */
export function viteBuildInChild(
  request: ViteBuildRequest,
  env: NodeJS.ProcessEnv = process.env,
  compileMarkdown?: ImportedMarkdownCompiler,
): Promise<ViteBuildResult> {
  const sent: ViteBuildRequest = compileMarkdown ? { ...request, markdownFromParent: true } : request;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...VITE_CHILD_HEAP_FLAGS, fileURLToPath(new URL('./vite-child.mjs', import.meta.url)), JSON.stringify(sent)], {
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      env: viteChildEnv(env),
    });
    // Vite's errors still reach this process's stderr; the end of them is kept for the error's message.
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString('utf8')).slice(-8192);
    });
    let result: ViteBuildResult | null = null;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'done') result = { modules: message.modules, written: message.written };
      else if (compileMarkdown)
        compileMarkdown(message.file).then(
          (compiled) => child.connected && child.send({ type: 'compiled-markdown', id: message.id, result: compiled }),
          (error: unknown) =>
            child.connected &&
            child.send({ type: 'compiled-markdown', id: message.id, error: `${message.file}: ${error instanceof Error ? error.message : String(error)}` }),
        );
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0 && result) resolvePromise(result);
      else {
        const errors = viteErrors(stderr);
        const how = signal ? `killed by ${signal}` : `exit code ${code}`;
        reject(new BundleFailed(errors.length ? errors.map((e) => e.message).join('; ') : `${how}; Vite printed its errors above`, errors));
      }
    });
  });
}

/**
 * The errors Vite printed: Rolldown's `[CODE] message` lines, each with the `file:line:column` of
 * the frame under it; else the line after "error during build:". Colours are taken out.
 */
export function viteErrors(stderr: string): ViteError[] {
  // eslint-disable-next-line no-control-regex
  const lines = stderr.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const out: ViteError[] = [];
  lines.forEach((line, i) => {
    const m = /^\s*\[([A-Z_]+)\]\s+(.*)$/.exec(line);
    if (!m) return;
    const frame = lines
      .slice(i + 1, i + 3)
      .map((l) => /\[\s*(.+?):(\d+):(\d+)\s*\]/.exec(l))
      .find(Boolean);
    out.push({ message: m[2]!.trim(), file: frame?.[1] ?? null, line: Number(frame?.[2] ?? 1), column: Number(frame?.[3] ?? 1) });
  });
  if (out.length > 0) return out;
  const at = lines.findIndex((l) => /^\s*error during build:?\s*$/i.test(l));
  const next = at >= 0 ? lines.slice(at + 1).find((l) => l.trim() !== '') : undefined;
  return next ? [{ message: next.trim(), file: null, line: 1, column: 1 }] : [];
}
