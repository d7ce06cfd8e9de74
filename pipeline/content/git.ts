import { execFileSync } from 'node:child_process';
import { relative, resolve, sep } from 'node:path';

/**
 * Last commit time of every file under `dir`, from one `git log` pass (one process, not one per
 * file). Files without history (new, or no repository) are absent from the map.
 */
export function lastUpdateTimes(dir: string): Map<string, string> {
  const times = new Map<string, string>();
  let top: string;
  let out: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return times;
  }
  let current = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('\0')) current = line.slice(1);
    else if (line.trim()) {
      const rel = relative(dir, resolve(top, line.trim())).split(sep).join('/');
      if (!times.has(rel)) times.set(rel, current);
    }
  }
  return times;
}
