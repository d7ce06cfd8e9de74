import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, linkSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRecordedFile, pageKey, readPageRecords, recordOf, siteKey, writePageRecords } from '../page-record';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-record-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a page file’s record', () => {
  it('describes the file it was taken of, and the same file under another name (a hard link)', () => {
    const file = join(dir, 'a.html');
    writeFileSync(file, '<p>Lamp</p>');
    const record = recordOf(file, 'k', 'b', '<p>Lamp</p>');
    expect(isRecordedFile(file, record)).toBe(true);
    linkSync(file, join(dir, 'b.html'));
    expect(isRecordedFile(join(dir, 'b.html'), record)).toBe(true);
  });

  it('describes a copy of the file (another inode and time, as a restored build cache has) by its bytes', () => {
    const file = join(dir, 'a.html');
    writeFileSync(file, '<p>Lamp</p>');
    const record = recordOf(file, 'k', 'b', '<p>Lamp</p>');
    const copy = join(dir, 'copy.html');
    copyFileSync(file, copy);
    const later = new Date(statSync(file).mtimeMs + 2000);
    utimesSync(copy, later, later);
    expect(statSync(copy).ino).not.toBe(record.ino);
    expect(isRecordedFile(copy, record)).toBe(true);
  });

  it('no longer describes a file edited in place, replaced by other bytes or removed', () => {
    const file = join(dir, 'a.html');
    writeFileSync(file, '<p>Lamp</p>');
    const record = recordOf(file, 'k', 'b', '<p>Lamp</p>');
    // Edited in place: the same inode and size, other bytes; the time is set back to the record's.
    writeFileSync(file, '<p>LAMP</p>');
    utimesSync(file, new Date(record.mtimeMs), new Date(record.mtimeMs));
    expect(statSync(file).ino).toBe(record.ino);
    expect(isRecordedFile(file, record)).toBe(false);
    // Replaced by a new file with other bytes of the same size.
    rmSync(file);
    writeFileSync(file, '<p>Lamb</p>');
    expect(isRecordedFile(file, record)).toBe(false);
    // Other bytes of another size.
    writeFileSync(file, '<p>Lamps</p>');
    expect(isRecordedFile(file, record)).toBe(false);
    rmSync(file);
    expect(isRecordedFile(file, record)).toBe(false);
  });

  it('is read back as written; a record cut short or of another format reads as none', () => {
    const file = join(dir, 'a.html');
    writeFileSync(file, 'x');
    const pages = { 'a.html': recordOf(file, 'k', 'b', 'x') };
    writePageRecords(dir, pages);
    expect(readPageRecords(dir)).toEqual(pages);
    writeFileSync(join(dir, 'pages.json'), '{"format":2,"pages":{"a.ht');
    expect(readPageRecords(dir)).toBeNull();
    writeFileSync(join(dir, 'pages.json'), JSON.stringify({ format: 1, pages }));
    expect(readPageRecords(dir)).toBeNull();
    expect(readPageRecords(null)).toBeNull();
  });
});

describe('the key of a page’s inputs', () => {
  it('changes with what the site’s pages share and with the route’s own entry', () => {
    const site = siteKey(['pipeline-1', 'bundle-1', '<html>']);
    const entry = { kind: 'doc', chunk: '/_data/doc/a.abc.json', title: 'A' };
    const key = pageKey(site, ['/docs/a', entry]);
    expect(pageKey(site, ['/docs/a', { ...entry }])).toBe(key);
    expect(pageKey(siteKey(['pipeline-2', 'bundle-1', '<html>']), ['/docs/a', entry])).not.toBe(key);
    expect(pageKey(site, ['/docs/a', { ...entry, chunk: '/_data/doc/a.abd.json' }])).not.toBe(key);
    expect(pageKey(site, ['/docs/b', entry])).not.toBe(key);
  });
});
