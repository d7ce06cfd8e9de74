import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/**
 * Deletes a folder from a detached process, so the build exits without waiting for it: deleting a
 * replaced output folder (hundreds of folders, thousands of files) took as long as writing the new
 * one's pages. The folder has already been renamed out of the way, so nothing reads it meanwhile.
 * Where no process can be started, it is deleted here. Returns the process (tests wait for it).
 */
export function removeInBackground(dir: string): ChildProcess | null {
  if (!existsSync(dir)) return null;
  const here = () => rmSync(dir, { recursive: true, force: true });
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], {
      detached: true,
      stdio: 'ignore',
      // The build may run under a loader (tsx) the deletion does not need.
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    child.on('error', here);
    child.unref();
    return child;
  } catch {
    here();
    return null;
  }
}
