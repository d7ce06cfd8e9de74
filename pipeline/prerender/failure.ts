import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A page the prerenderer could not render: its route and its error as the render thread saw it. */
export interface PageFailure {
  route: string;
  message: string;
  stack: string;
}

/** Where a failure points: the site's file and line, when the stack leads there. */
export interface FailureLocation {
  file: string;
  line: number;
}

/**
 * One or more pages failed to prerender. The build reports each (`stages/prerender.ts`) with the
 * usual summary and leaves the previous output untouched, as Docusaurus's build stops on a page its
 * server render cannot render.
 */
export class PrerenderFailed extends Error {
  constructor(readonly failures: (PageFailure & { location: FailureLocation | null })[]) {
    super(`${failures.length} page(s) could not be prerendered`);
    this.name = 'PrerenderFailed';
  }
}

/** The first line of an error's message that says something (not blank), without React's digest noise. */
export function firstUsefulLine(message: string): string {
  return (
    message
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? 'unknown error'
  );
}

const FRAME = /at (?:([\w$.<>]+) \()?(?:file:\/\/)?([^()\s]*entry-server\.mjs)(?:\?[^:)]*)?:(\d+):\d+\)?/;
const MODULE = /^\/\/ ((?:\.{1,2}\/|\/)?[^\s]+\.(?:[cm]?[jt]sx?|mdx?))$/;

/**
 * The site file and line a failure's stack leads to. The server bundle is one file without a source
 * map, but it names each module in a `// <path>` line before the module's code (Rolldown's output):
 * the first frame in the bundle is in the module named last above it, and the function of that
 * frame (`Gauge`) is found where the module declares it. A module of this tool's own (its theme or
 * packages) is no site file; the next frame is tried. Null when no frame leads to a site file.
 */
export function locateFailure(stack: string, bundle: string, roots: { bundleRoots: string[]; ownRoots: string[] }): FailureLocation | null {
  const lines = bundle.split('\n');
  for (const frameLine of stack.split('\n')) {
    const frame = FRAME.exec(frameLine);
    if (!frame) continue;
    const fn = frame[1]?.split('.').pop();
    let at = Number(frame[3]) - 1;
    let module: string | null = null;
    for (; at >= 0; at--) {
      const m = MODULE.exec(lines[at] ?? '');
      if (m) {
        module = m[1]!;
        break;
      }
    }
    if (!module || module.includes('node_modules/')) continue;
    const file = roots.bundleRoots.map((r) => resolve(r, module)).find((f) => existsSync(f));
    if (!file || roots.ownRoots.some((own) => file.startsWith(own))) continue;
    const source = readFileSync(file, 'utf8').split('\n');
    const name = fn?.replace(/\$/g, '\\$');
    const declared = name ? source.findIndex((l) => new RegExp(`(?:function\\s+${name}\\b|\\b(?:const|let|var)\\s+${name}\\s*=)`).test(l)) : -1;
    return { file, line: declared >= 0 ? declared + 1 : 1 };
  }
  return null;
}
