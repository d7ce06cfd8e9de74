import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { keepLastOutput, lastOutput } from '../last-output';

const tmp = mkdtempSync(join(tmpdir(), 'last-output-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function output(name: string, files: Record<string, string>): string {
  const dir = join(tmp, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const exited = (processes: { on(event: 'exit', listener: () => void): unknown }[]) =>
  Promise.all(processes.map((p) => new Promise<void>((done) => p.on('exit', () => done()))));

describe('the last output kept in the build cache', () => {
  it('is none before a build kept one, or without a cache', () => {
    expect(lastOutput(join(tmp, 'nothing'))).toBeNull();
    expect(lastOutput(null)).toBeNull();
  });

  it('holds every file of the output, folders included, as hard links', () => {
    const out = output('site', { 'index.html': '<p>Lamps</p>', 'docs/a/b.html': '<p>B</p>', '_data/x.json': '{}' });
    const cache = join(tmp, 'cache-links');
    keepLastOutput(out, cache);
    const last = lastOutput(cache)!;
    for (const file of ['index.html', 'docs/a/b.html', '_data/x.json']) expect(statSync(join(last, file)).ino).toBe(statSync(join(out, file)).ino);
  });

  it('is replaced by the next output, in a folder of its own, and the one before is deleted', async () => {
    const cache = join(tmp, 'cache-next');
    keepLastOutput(output('first', { 'a.txt': 'one' }), cache);
    const first = lastOutput(cache)!;
    await exited(keepLastOutput(output('second', { 'a.txt': 'two' }), cache));
    const second = lastOutput(cache)!;
    expect(second).not.toBe(first);
    expect(readFileSync(join(second, 'a.txt'), 'utf8')).toBe('two');
    expect(readdirSync(cache).sort()).toEqual(['current', second.slice(cache.length + 1)]);
  });

  it('moves the copy before it out of the cache before deleting it, so a copy of the cache taken as the build exits meets no deletion', async () => {
    const cache = join(tmp, 'cache-away');
    keepLastOutput(output('away-1', { 'a.txt': 'one' }), cache);
    const out = output('away-2', { 'a.txt': 'two' });
    const removing = keepLastOutput(out, cache);
    // At once, before the background deletion has run: only the new copy is left in the cache.
    expect(readdirSync(cache).sort()).toEqual(['current', lastOutput(cache)!.slice(cache.length + 1)]);
    expect(removing.length).toBe(1);
    await exited(removing);
    expect(readdirSync(tmp).filter((f) => f.startsWith('away-2.old-'))).toEqual([]);
  });

  // /dev/shm is a memory file system of its own on Linux: no hard link crosses into it.
  const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmp).dev;
  it.skipIf(!otherDevice)('is none, and the one before is dropped, when the output is on another file system than the cache', async () => {
    const cache = join(tmp, 'cache-device');
    keepLastOutput(output('same-device', { 'a.txt': 'one' }), cache);
    expect(lastOutput(cache)).not.toBeNull();
    const elsewhere = mkdtempSync('/dev/shm/last-output-');
    try {
      writeFileSync(join(elsewhere, 'a.txt'), 'two');
      await exited(keepLastOutput(elsewhere, cache));
      expect(lastOutput(cache)).toBeNull();
      expect(readdirSync(cache)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('never fails the build: where no copy can be made, there is no last output', () => {
    const blocked = join(tmp, 'not-a-folder');
    writeFileSync(blocked, 'a file where the cache folder would be');
    expect(keepLastOutput(output('blocked', { 'a.txt': 'one' }), blocked)).toEqual([]);
    expect(lastOutput(blocked)).toBeNull();
  });

  it('reads as none when its pointer names no kept folder', () => {
    const cache = join(tmp, 'cache-pointer');
    mkdirSync(cache);
    writeFileSync(join(cache, 'current'), 'out-0123abcd');
    expect(lastOutput(cache)).toBeNull();
    mkdirSync(join(cache, '..', 'elsewhere'));
    writeFileSync(join(cache, 'current'), '../elsewhere');
    expect(lastOutput(cache)).toBeNull();
  });
});
