import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { copyStaticTree } from '../static-copy';
import { OutputWriter } from '../writer';

const tmp = mkdtempSync(join(tmpdir(), 'static-copy-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A static folder with a picture, a nested file and an empty folder. */
function staticFolder(name: string) {
  const dir = join(tmp, name, 'static');
  mkdirSync(join(dir, 'img/icons'), { recursive: true });
  mkdirSync(join(dir, 'empty'), { recursive: true });
  writeFileSync(join(dir, 'img/lamp.svg'), '<svg>lamp</svg>');
  writeFileSync(join(dir, 'img/icons/plug.svg'), '<svg>plug</svg>');
  return dir;
}

describe('copyStaticTree', () => {
  it('copies every file and folder, keeping the source times, when there is no last output', () => {
    const from = staticFolder('fresh');
    const to = join(tmp, 'fresh', 'out');
    copyStaticTree(from, to, null, new Set());
    expect(readFileSync(join(to, 'img/icons/plug.svg'), 'utf8')).toBe('<svg>plug</svg>');
    expect(existsSync(join(to, 'empty'))).toBe(true);
    expect(Math.trunc(statSync(join(to, 'img/lamp.svg')).mtimeMs)).toBe(Math.trunc(statSync(join(from, 'img/lamp.svg')).mtimeMs));
    expect(statSync(join(to, 'img/lamp.svg')).ino).not.toBe(statSync(join(from, 'img/lamp.svg')).ino);
  });

  it('links a file the last output has with the same size and time, and copies one edited since', () => {
    const from = staticFolder('warm');
    const previous = join(tmp, 'warm', 'previous');
    copyStaticTree(from, previous, null, new Set());
    // An edit of the same size: only the time tells it apart.
    writeFileSync(join(from, 'img/lamp.svg'), '<svg>LAMP</svg>');
    utimesSync(join(from, 'img/lamp.svg'), new Date(), new Date(Date.now() + 5000));
    const next = join(tmp, 'warm', 'next');
    copyStaticTree(from, next, previous, new Set());
    expect(statSync(join(next, 'img/icons/plug.svg')).ino).toBe(statSync(join(previous, 'img/icons/plug.svg')).ino);
    expect(statSync(join(next, 'img/lamp.svg')).ino).not.toBe(statSync(join(previous, 'img/lamp.svg')).ino);
    expect(readFileSync(join(next, 'img/lamp.svg'), 'utf8')).toBe('<svg>LAMP</svg>');
    expect(readFileSync(join(previous, 'img/lamp.svg'), 'utf8')).toBe('<svg>lamp</svg>');
  });

  it('keeps a file already in the output: the first static folder, or the build, wins', () => {
    const from = staticFolder('kept');
    const to = join(tmp, 'kept', 'out');
    mkdirSync(join(to, 'img'), { recursive: true });
    writeFileSync(join(to, 'img/lamp.svg'), '<svg>written by the build</svg>');
    copyStaticTree(from, to, null, new Set());
    expect(readFileSync(join(to, 'img/lamp.svg'), 'utf8')).toBe('<svg>written by the build</svg>');
  });
});

describe('OutputWriter.writeHashedJson', () => {
  it('links a content-hashed chunk of the last output without reading it, and writes one whose size differs', () => {
    const outDir = join(tmp, 'hashed', 'site');
    const first = new OutputWriter(outDir);
    const path = first.writeHashedJson('doc', '/docs/lamp', { title: 'Lamp' });
    first.commit().forEach((child) => child.unref());
    const second = new OutputWriter(outDir);
    expect(second.writeHashedJson('doc', '/docs/lamp', { title: 'Lamp' })).toBe(path);
    expect(statSync(join(second.dir, path)).ino).toBe(statSync(join(outDir, path)).ino);
    second.abort();
    // The last output's file edited by hand to another size: written again, not linked.
    writeFileSync(join(outDir, path), '{"title":"Lamp, edited"}');
    const third = new OutputWriter(outDir);
    third.writeHashedJson('doc', '/docs/lamp', { title: 'Lamp' });
    expect(readFileSync(join(third.dir, path), 'utf8')).toBe('{"title":"Lamp"}');
    third.abort();
  });
});

describe('OutputWriter.writeKnownJson', () => {
  it('links the file its key named in the kept last output without making the JSON, and makes it otherwise', () => {
    const outDir = join(tmp, 'known', 'site');
    const kept = join(tmp, 'known', 'last-output');
    const first = new OutputWriter(outDir, kept);
    const path = first.writeKnownJson('doc', '/docs/lamp', 'key-1', () => '{"title":"Lamp"}');
    first.commit().forEach((child) => child.unref());
    const unmade = () => {
      throw new Error('made again');
    };
    const second = new OutputWriter(join(tmp, 'known', 'elsewhere'), kept);
    expect(second.writeKnownJson('doc', '/docs/lamp', 'key-1', unmade)).toBe(path);
    expect(readFileSync(join(second.dir, path), 'utf8')).toBe('{"title":"Lamp"}');
    // Another key is made, under the name its bytes give.
    const other = second.writeKnownJson('doc', '/docs/lamp', 'key-2', () => '{"title":"Lamp 2"}');
    expect(other).not.toBe(path);
    expect(readFileSync(join(second.dir, other), 'utf8')).toBe('{"title":"Lamp 2"}');
    second.commit().forEach((child) => child.unref());
    // The names kept are this build's: key-1 and key-2, under the new copy.
    const third = new OutputWriter(outDir, kept);
    expect(third.writeKnownJson('doc', '/docs/lamp', 'key-2', unmade)).toBe(other);
    third.abort();
  });

  it('links any keyed file (linkKeyed) the kept last output named (keyedFile), unread, with its path and size', () => {
    const outDir = join(tmp, 'keyed', 'site');
    const kept = join(tmp, 'keyed', 'last-output');
    const first = new OutputWriter(outDir, kept);
    expect(first.linkKeyed('feed-key')).toBeNull();
    first.write('blog/rss.xml', '<rss/>');
    first.keyedFile('feed-key', 'blog/rss.xml', 6);
    first.commit().forEach((child) => child.unref());
    const second = new OutputWriter(join(tmp, 'keyed', 'elsewhere'), kept);
    expect(second.linkKeyed('feed-key')).toEqual({ file: 'blog/rss.xml', size: 6 });
    expect(readFileSync(join(second.dir, 'blog/rss.xml'), 'utf8')).toBe('<rss/>');
    expect(second.linkKeyed('other-key')).toBeNull();
    second.commit().forEach((child) => child.unref());
    // Linked, it is named again for the build after.
    const third = new OutputWriter(outDir, kept);
    expect(third.linkKeyed('feed-key')).toEqual({ file: 'blog/rss.xml', size: 6 });
    third.abort();
  });

  it('makes the JSON when the last output is not the kept copy the names belong to', () => {
    const outDir = join(tmp, 'unkept', 'site');
    const first = new OutputWriter(outDir);
    const path = first.writeKnownJson('doc', '/docs/lamp', 'key-1', () => '{"title":"Lamp"}');
    first.commit().forEach((child) => child.unref());
    const second = new OutputWriter(outDir);
    let made = 0;
    expect(
      second.writeKnownJson('doc', '/docs/lamp', 'key-1', () => {
        made++;
        return '{"title":"Lamp"}';
      }),
    ).toBe(path);
    expect(made).toBe(1);
    second.abort();
  });
});
