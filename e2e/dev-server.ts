import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { copySite } from '../pipeline/__tests__/copy-site';
import { watchOutput } from './child-output';

const repo = resolve(import.meta.dirname, '..');

export interface RunningDevServer {
  url: string;
  contentRoot: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `npm run dev` as an author runs it, over a copy of `from` (edits must not touch the repository),
 * on an ephemeral port. A child process, because the pipeline runs micromark's production build,
 * which this test runner's resolver would not pick. `siblings` are copied beside it under their
 * own names (a site whose docs live in `../<folder>`).
 */
export async function startDevServerCopy(from: string, siblings: string[] = []): Promise<RunningDevServer> {
  const parent = mkdtempSync(join(tmpdir(), 'dev-content-'));
  const contentRoot = siblings.length ? join(parent, basename(from)) : parent;
  copySite(from, contentRoot);
  for (const sibling of siblings) copySite(sibling, join(parent, basename(sibling)));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'pipeline/run.mjs'), 'pipeline/dev/server.ts', '--content', contentRoot, '--port', '0'], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watchOutput(child, 'dev server', /DEV_SERVER_URL=(\S+)/);
  const url = (await watched.match)[1]!;
  return {
    url,
    contentRoot,
    output: watched.output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
