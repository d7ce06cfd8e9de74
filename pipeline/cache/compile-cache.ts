import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceDocument } from '../content/collect.js';
import type { LinkResolver } from '../mdx/plugins/links/index.js';
import type { SiteData } from '../mdx/evaluate/index.js';
import type { CompiledMdx } from '../mdx/processor.js';
import { compileEntry, hasCompileErrors, type CompiledEntry, type CompileSiteOptions } from '../stages/compile.js';

/** What one cached compile recorded: enough to prove it still holds without compiling again. */
interface Record {
  key: string;
  /** Every site file the page read (partials, components, data, images) → its content hash. */
  files: { [path: string]: string };
  /** Every link the page resolved: [url, from file, route or null]. */
  links: [string, string, string | null][];
  /** The hash of every doc's title and sidebar, for pages that read them (`usesDocsData`). */
  docsData: string | null;
  title: string;
  compiled: CompiledMdx;
}

export interface CompileCacheStats {
  hits: number;
  /** The source paths compiled afresh, in the order they finished. */
  compiled: string[];
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Compiled documents kept on disk between builds, one file per source path. An entry is used only
 * when everything the compile read is unchanged: the file's text and front matter, its route, the
 * pipeline's own version and the config the compile sees (`globalKey`), the content of every file
 * it pulled in, the route every link it resolved resolves to now, and the docs' titles and
 * sidebars for the pages that read them. Anything else compiles afresh. A compile with errors is
 * never stored (the build fails, and the next one must say so again).
 */
export class CompileCache {
  readonly stats: CompileCacheStats = { hits: 0, compiled: [] };
  private readonly fileHashes = new Map<string, string>();

  constructor(
    /** The cache's folder, or null to compile everything (`--no-cache`). */
    private readonly dir: string | null,
    private readonly globalKey: string,
    private readonly docsDataHash: string,
  ) {}

  async compile(
    source: SourceDocument,
    route: string,
    fallbackTitle: string,
    resolveLink: LinkResolver,
    contentRoot: string,
    siteData: SiteData,
    site: CompileSiteOptions = {},
  ): Promise<CompiledEntry> {
    const siteKey = [site.markdownFormat ?? null, site.staticDirs ?? null, site.truncateMarker ? String(site.truncateMarker) : null];
    const key = sha(JSON.stringify([this.globalKey, source.path, source.bodyLine, source.frontMatter, source.body, route, fallbackTitle, siteKey]));
    const file = this.dir ? join(this.dir, `${sha(source.path).slice(0, 24)}.json`) : null;
    const cached = file ? this.read(file, key, resolveLink) : null;
    if (cached) {
      this.stats.hits++;
      return { source, route, compiled: cached.compiled, title: cached.title };
    }
    this.stats.compiled.push(source.path);
    const links: Record['links'] = [];
    const recording: LinkResolver = (url, from) => {
      const to = resolveLink(url, from);
      links.push([url, from, to]);
      return to;
    };
    const entry = await compileEntry(source, route, fallbackTitle, recording, contentRoot, siteData, site);
    if (file && !hasCompileErrors(entry)) {
      const record: Record = {
        key,
        files: Object.fromEntries(pagesInputs(entry.compiled).map((p) => [p, this.hashFile(p)])),
        links,
        docsData: entry.compiled.usesDocsData ? this.docsDataHash : null,
        title: entry.title,
        compiled: entry.compiled,
      };
      mkdirSync(this.dir!, { recursive: true });
      // Written aside and renamed: a build stopped halfway, or two at once, never leave half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(record));
      renameSync(tmp, file);
    }
    return entry;
  }

  private read(file: string, key: string, resolveLink: LinkResolver): Record | null {
    if (!existsSync(file)) return null;
    let record: Record;
    try {
      record = JSON.parse(readFileSync(file, 'utf8')) as Record;
    } catch {
      return null;
    }
    if (record.key !== key) return null;
    if (record.docsData !== null && record.docsData !== this.docsDataHash) return null;
    for (const [path, hash] of Object.entries(record.files)) if (this.hashFile(path) !== hash) return null;
    for (const [url, from, to] of record.links) if (resolveLink(url, from) !== to) return null;
    return record;
  }

  /** A file's content hash, read once per build (components and partials are shared by many pages). */
  private hashFile(path: string): string {
    let hash = this.fileHashes.get(path);
    if (hash === undefined) {
      hash = existsSync(path) ? sha(readFileSync(path)) : 'missing';
      this.fileHashes.set(path, hash);
    }
    return hash;
  }
}

/** The site files a compiled page was made from, besides its own. */
function pagesInputs(compiled: CompiledMdx): string[] {
  const paths = new Set<string>(compiled.dependencies);
  for (const image of compiled.images) paths.add(image.from);
  for (const c of Object.values(compiled.localComponents)) if (c.path) paths.add(c.path);
  return [...paths].sort();
}

/** What every compile of one site reads besides its own inputs: pipeline version, config, lockfiles. */
export function compileGlobalKey(version: string, contentRoot: string, siteData: SiteData, config: unknown): string {
  const lockfiles = ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']
    .map((f) => join(contentRoot, f))
    .map((p) => (existsSync(p) ? sha(readFileSync(p)) : ''));
  const configText = JSON.stringify(config ?? null, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
  return sha(JSON.stringify([version, contentRoot, siteData.site, configText, lockfiles]));
}

export function docsDataHash(siteData: SiteData): string {
  return sha(JSON.stringify(siteData.versions));
}
