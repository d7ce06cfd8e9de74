import type { ChildProcess } from 'node:child_process';

/**
 * A child process's output (stdout and stderr together) as it arrives, and the first match of
 * `pattern` in it: how a test waits for a server to say where it listens. A child that exits before
 * printing it fails the wait with everything it printed.
 */
export function watchOutput(child: ChildProcess, name: string, pattern: RegExp): { match: Promise<RegExpExecArray>; output: () => string } {
  let log = '';
  const match = new Promise<RegExpExecArray>((done, fail) => {
    const onData = (data: Buffer) => {
      log += data.toString();
      const m = pattern.exec(log);
      if (m) done(m);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code}:\n${log}`)));
  });
  return { match, output: () => log };
}
