import { createHash } from 'node:crypto';
import { readKeyedEntries, writeKeyedEntries } from './keyed-json-file.js';
import type { LoadedDocument } from '../content/load.js';

const sha = (data: string) => createHash('sha256').update(data).digest('hex');

interface Stored {
  key: string;
  /** Content path → the hash of its text, and what contentlayer2 made of it. */
  entries: { [path: string]: { text: string; doc: LoadedDocument } };
}

/**
 * What contentlayer2 made of each doc and post in the last build, so a build whose files did not
 * change never starts contentlayer (importing it alone takes over 2 s). A document is a function
 * of its path, its text and the document types: `key` holds the pipeline's version (which covers
 * `contentlayer.config.ts`) and the content sections, and each entry the hash of its file's text.
 * One file per content root; `file` null keeps nothing (`--no-cache`).
 */
export class DocumentCache {
  /** Documents taken from the cache, made by contentlayer in this build, and made by the field check (`content/cached-load.ts`). */
  readonly stats = { cached: 0, loaded: 0, checked: 0 };
  private readonly stored: Stored['entries'];
  private readonly used: Stored['entries'] = {};
  private changed = false;

  constructor(
    private readonly file: string | null,
    private readonly key: string,
  ) {
    this.stored = readKeyedEntries<Stored['entries'][string]>(file, key);
  }

  /** The document made from this text at this path, when the last build made it. */
  get(path: string, text: string): LoadedDocument | null {
    const entry = this.stored[path];
    if (!entry || entry.text !== sha(text)) return null;
    this.used[path] = entry;
    this.stats.cached++;
    return entry.doc;
  }

  set(path: string, text: string, doc: LoadedDocument) {
    this.used[path] = { text: sha(text), doc };
    this.stats.loaded++;
    this.changed = true;
  }

  /** Writes what this build used (entries of deleted files are dropped), when anything changed. */
  save() {
    if (!this.file) return;
    if (!this.changed && Object.keys(this.used).length === Object.keys(this.stored).length) return;
    writeKeyedEntries(this.file, this.key, this.used);
  }
}

/** The cache key of every document: the pipeline's version and where the sections are. */
export function documentCacheKey(pipelineVersion: string, sections: unknown): string {
  return sha(JSON.stringify([pipelineVersion, sections]));
}
