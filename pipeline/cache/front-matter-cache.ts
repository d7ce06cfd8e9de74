import { createHash } from 'node:crypto';
import { readKeyedEntries, writeKeyedEntries } from './keyed-json-file.js';
import { isDeepStrictEqual } from 'node:util';
import type { ParsedYaml, YamlMemo } from '../content/front-matter.js';

const sha = (data: string) => createHash('sha256').update(data).digest('base64url').slice(0, 22);

interface Stored {
  key: string;
  /** The hash of a front-matter block's YAML → what it parsed to, as JSON. */
  entries: { [hash: string]: string };
}

/**
 * Front-matter blocks parsed in the last build, by the hash of their YAML. Every build reads every
 * file's front matter (the field check, the routes, the sidebars need it), and parsing the YAML
 * of a real site's 600 files was the largest part of reading them on a warm build; an unchanged
 * block is taken from here instead. `key` holds the pipeline's version (the YAML parser's
 * version and options come with it). A result that does not survive JSON unchanged (`.inf`, a
 * value JSON has no form for) is not kept: it is parsed again, so a cached build never sees other
 * data than a cold one. Entries no build used are dropped when it saves; `file` null keeps nothing.
 */
export class FrontMatterCache implements YamlMemo {
  private readonly stored: Stored['entries'];
  private readonly used: Stored['entries'] = {};
  private changed = false;

  constructor(
    private readonly file: string | null,
    private readonly key: string,
  ) {
    this.stored = readKeyedEntries<string>(file, key);
  }

  get(yaml: string): ParsedYaml | undefined {
    const hash = sha(yaml);
    const json = this.used[hash] ?? this.stored[hash];
    if (json === undefined) return undefined;
    this.used[hash] = json;
    // A copy of its own per call: two files with the same front matter must not share one object.
    return JSON.parse(json) as ParsedYaml;
  }

  set(yaml: string, parsed: ParsedYaml) {
    if (!this.file) return;
    const json = JSON.stringify(parsed);
    if (!isDeepStrictEqual(JSON.parse(json), parsed)) return;
    this.used[sha(yaml)] = json;
    this.changed = true;
  }

  /** Writes what this build used, when anything changed. */
  save() {
    if (!this.file) return;
    if (!this.changed && Object.keys(this.used).length === Object.keys(this.stored).length) return;
    writeKeyedEntries(this.file, this.key, this.used);
  }
}
