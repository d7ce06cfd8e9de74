import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { StreamedOutputFile, writeOutputFile } from '../output-file';
import { OutputWriter } from '../writer';
import { lastOutput } from '../last-output';

const tmp = mkdtempSync(join(tmpdir(), 'output-file-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function folders(name: string) {
  const previous = join(tmp, name, 'old');
  const next = join(tmp, name, 'new');
  mkdirSync(previous, { recursive: true });
  return { previous, next };
}

describe('writeOutputFile', () => {
  it('links a file whose bytes the previous output has at the same place', () => {
    const { previous, next } = folders('same');
    writeFileSync(join(previous, 'a.json'), '{"a":1}');
    expect(writeOutputFile(join(next, 'a.json'), '{"a":1}', join(previous, 'a.json'), new Set())).toBe('linked');
    expect(statSync(join(next, 'a.json')).ino).toBe(statSync(join(previous, 'a.json')).ino);
  });

  it('writes a file whose bytes differ, or that the previous output lacks', () => {
    const { previous, next } = folders('differ');
    writeFileSync(join(previous, 'a.json'), '{"a":1}');
    expect(writeOutputFile(join(next, 'a.json'), '{"a":2}', join(previous, 'a.json'), new Set())).toBe('written');
    expect(writeOutputFile(join(next, 'sub/b.json'), Buffer.from('b'), join(previous, 'sub/b.json'), new Set())).toBe('written');
    expect(writeOutputFile(join(next, 'c.json'), 'c', null, new Set())).toBe('written');
    expect(readFileSync(join(previous, 'a.json'), 'utf8')).toBe('{"a":1}');
    expect(readFileSync(join(next, 'a.json'), 'utf8')).toBe('{"a":2}');
    expect(readFileSync(join(next, 'sub/b.json'), 'utf8')).toBe('b');
  });

  it('streams a file a part at a time, and links it when the previous file has exactly its bytes', () => {
    const { previous, next } = folders('parts');
    const parts = ['# Lamps\n', '\n---\n\nPorch — 💡\n', '\n---\n\nGarden\n'];
    writeFileSync(join(previous, 'same.txt'), parts.join(''));
    writeFileSync(join(previous, 'longer.txt'), `${parts.join('')}more`);
    writeFileSync(join(previous, 'shorter.txt'), parts.slice(0, 2).join(''));
    writeFileSync(join(previous, 'other.txt'), parts.join('').replace('Garden', 'Gardes'));
    const stream = (name: string, from: string | null = join(previous, name)) => {
      const file = new StreamedOutputFile(join(next, name), from, new Set());
      for (const part of parts) file.write(part);
      return file.close();
    };
    expect(stream('same.txt')).toBe('linked');
    expect(statSync(join(next, 'same.txt')).ino).toBe(statSync(join(previous, 'same.txt')).ino);
    for (const name of ['longer.txt', 'shorter.txt', 'other.txt', 'missing.txt']) {
      expect(stream(name), name).toBe('written');
      expect(readFileSync(join(next, name), 'utf8')).toBe(parts.join(''));
      expect(statSync(join(next, name)).ino).not.toBe(existsSync(join(previous, name)) ? statSync(join(previous, name)).ino : -1);
    }
    expect(stream('no-previous.txt', null)).toBe('written');
    // Streamed again over a link: replaced, the previous output untouched.
    const again = new StreamedOutputFile(join(next, 'same.txt'), join(previous, 'same.txt'), new Set());
    again.write('new');
    expect(again.close()).toBe('written');
    expect(readFileSync(join(previous, 'same.txt'), 'utf8')).toBe(parts.join(''));
    expect(readFileSync(join(next, 'same.txt'), 'utf8')).toBe('new');
    expect(readdirSync(next).filter((n) => n.includes('.link-'))).toEqual([]);
  });

  it('never writes through a link into the previous output: a second write of the path replaces the link', () => {
    const { previous, next } = folders('twice');
    writeFileSync(join(previous, 'a.html'), 'old');
    writeOutputFile(join(next, 'a.html'), 'old', join(previous, 'a.html'), new Set());
    expect(writeOutputFile(join(next, 'a.html'), 'new', join(previous, 'a.html'), new Set())).toBe('written');
    expect(readFileSync(join(previous, 'a.html'), 'utf8')).toBe('old');
    expect(readFileSync(join(next, 'a.html'), 'utf8')).toBe('new');
  });
});

describe('OutputWriter', () => {
  it('links unchanged files to the output it replaces and leaves that output as it was when aborted', () => {
    const out = join(tmp, 'writer', 'build');
    const first = new OutputWriter(out);
    first.write('same.txt', 'same');
    first.write('changed.txt', 'before');
    first.commit();
    const second = new OutputWriter(out);
    second.write('same.txt', 'same');
    second.write('changed.txt', 'after');
    expect(statSync(join(second.dir, 'same.txt')).ino).toBe(statSync(join(out, 'same.txt')).ino);
    second.abort();
    expect(readFileSync(join(out, 'changed.txt'), 'utf8')).toBe('before');
    expect(readFileSync(join(out, 'same.txt'), 'utf8')).toBe('same');
  });
});

describe('OutputWriter with the last output kept in the build cache', () => {
  it('links a new folder’s unchanged files to the last output, and keeps the new output in its place', async () => {
    const kept = join(tmp, 'kept', 'cache');
    const first = new OutputWriter(join(tmp, 'kept', 'one'), kept);
    expect(first.previous).toBeNull();
    first.write('same.txt', 'same');
    first.write('changed.txt', 'before');
    first.commit();
    const last = lastOutput(kept)!;
    expect(statSync(join(last, 'same.txt')).ino).toBe(statSync(join(tmp, 'kept', 'one', 'same.txt')).ino);
    const second = new OutputWriter(join(tmp, 'kept', 'two'), kept);
    expect(second.previous).toBe(last);
    second.write('same.txt', 'same');
    second.write('changed.txt', 'after');
    expect(statSync(join(second.dir, 'same.txt')).ino).toBe(statSync(join(last, 'same.txt')).ino);
    await Promise.all(second.commit().map((p) => new Promise((done) => p.on('exit', done))));
    // The copy the second build linked from is deleted; the first output is as it was.
    expect(existsSync(last)).toBe(false);
    expect(readFileSync(join(lastOutput(kept)!, 'changed.txt'), 'utf8')).toBe('after');
    expect(readFileSync(join(tmp, 'kept', 'one', 'changed.txt'), 'utf8')).toBe('before');
  });

  it('prefers the last output to the folder being replaced, which may be empty or older', () => {
    const kept = join(tmp, 'prefers', 'cache');
    const out = join(tmp, 'prefers', 'build');
    mkdirSync(out, { recursive: true });
    expect(new OutputWriter(out, kept).previous).toBe(out);
    new OutputWriter(join(tmp, 'prefers', 'other'), kept).commit();
    expect(new OutputWriter(out, kept).previous).toBe(lastOutput(kept));
    expect(new OutputWriter(out, null).previous).toBe(out);
  });
});

describe('OutputWriter.commit', () => {
  it('swaps the new folder in and deletes the old one in a process of its own', async () => {
    const out = join(tmp, 'commit', 'build');
    const first = new OutputWriter(out);
    first.write('a.txt', 'one');
    expect(first.commit()).toEqual([]);
    const second = new OutputWriter(out);
    second.write('a.txt', 'two');
    const deleting = second.commit();
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('two');
    expect(deleting).toHaveLength(1);
    const code = await new Promise((done) => deleting[0]!.on('exit', done));
    expect(code).toBe(0);
    expect(readdirSync(join(tmp, 'commit'))).toEqual(['build']);
  });

  it('replaces an output twice in a row while the first old folder is still being deleted', async () => {
    const out = join(tmp, 'twice', 'build');
    for (const text of ['one', 'two']) {
      const w = new OutputWriter(out);
      w.write('a.txt', text);
      w.commit();
    }
    const third = new OutputWriter(out);
    third.write('a.txt', 'three');
    const deleting = third.commit();
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('three');
    await Promise.all(deleting.map((p) => new Promise((done) => p.on('exit', done))));
    // The earlier deletions were not waited for: only the current output is certain.
    expect(readdirSync(join(tmp, 'twice'))).toContain('build');
  });
});
