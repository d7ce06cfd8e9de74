/**
 * What the last build wrote for each page file, kept under `.cache/prerender/`: the key of the
 * page's inputs, the identity of the file it became (inode, size, modification time) and a hash
 * of its bytes. A warm build whose page has the same key links the previous output's file as it
 * is, without reading its chunk, its cached body or (mostly) the file itself: on the real site that
 * was most of the prerender stage's time with every page unchanged.
 *
 * The file is checked first, so a file changed or replaced since (another build into the same
 * folder, an aborted build, an edit by hand) is never linked on the record's word: the page is
 * then made the long way. Hard links keep the inode, so a page linked into the new output keeps its
 * record. A file with another identity but the recorded size is hashed: a previous output restored
 * as a copy (Netlify's build cache, `emit/last-output.ts`) has new inodes and the same bytes, and
 * hashing a page costs a tenth of making it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageRecord {
  /** `pageKey` of the inputs the file was made from. */
  key: string;
  /** The body cache's key of its body (`body-cache.ts`), kept from pruning while the page is linked. */
  body: string;
  ino: number;
  size: number;
  mtimeMs: number;
  /** `bytesHash` of the file's bytes. */
  sha: string;
}

/** Output file (relative to the output folder) → its record. */
export type PageRecords = Record<string, PageRecord>;

const FILE = 'pages.json';
const FORMAT = 2;

/**
 * The key of a page's inputs. `site` holds what every page of a site shares (the pipeline's
 * version, the server bundle's key, the template, the site config, the rendered boot data, the
 * asset index); `page` what is the route's own (its path and route entry, whose chunk and sidebar
 * paths are content hashes of their text).
 */
export function pageKey(site: string, page: unknown): string {
  return createHash('sha256').update(site).update('\0').update(JSON.stringify(page)).digest('hex').slice(0, 32);
}

/** The key of what a site's pages share, hashed once per batch. */
export function siteKey(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

export function readPageRecords(cacheDir: string | null): PageRecords | null {
  const file = cacheDir && join(cacheDir, FILE);
  if (!file || !existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; pages?: PageRecords };
    return parsed.format === FORMAT && parsed.pages && typeof parsed.pages === 'object' ? parsed.pages : null;
  } catch {
    // A record cut short (a build killed while writing it) only costs the shortcut.
    return null;
  }
}

export function writePageRecords(cacheDir: string, pages: PageRecords) {
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ format: FORMAT, pages }));
  renameSync(tmp, file);
}

/** The record of a file just written (or linked) with these keys and these bytes. */
export function recordOf(path: string, key: string, body: string, bytes: string | Buffer): PageRecord {
  const s = statSync(path);
  return { key, body, ino: s.ino, size: s.size, mtimeMs: s.mtimeMs, sha: bytesHash(bytes) };
}

/** True when `path` is still the very file `record` describes, or a file of the same bytes. */
export function isRecordedFile(path: string, record: PageRecord): boolean {
  try {
    const s = lstatSync(path);
    if (!s.isFile() || s.size !== record.size) return false;
    return (s.ino === record.ino && s.mtimeMs === record.mtimeMs) || bytesHash(readFileSync(path)) === record.sha;
  } catch {
    return false;
  }
}

function bytesHash(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
