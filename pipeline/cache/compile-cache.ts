import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LinkResolver } from '../mdx/plugins/links/index.js';
import { markdownPluginsKey } from '../../docusaurus/node/config/markdown-plugins.js';
import { markdownOptionsKey } from '../config/markdown-options.js';
import { BABEL_CONFIG_FILE } from '../../docusaurus/node/config/babel.js';
import type { SiteData } from '../mdx/evaluate/index.js';
import type { CompiledMdx } from '../mdx/processor.js';
import { hasCompileErrors, type CompiledEntry } from '../model/entries.js';
import { compileTasks } from '../compile/pool.js';
import { BodyStore } from '../compile/body-store.js';
import { contentHash } from '../emit/hash.js';
import type { CompileContext, CompileTask } from '../compile/batch.js';
import { setStoredBody } from '../compile/stored-body.js';
import { bodyFacts, rememberBodyFacts, type BodyFacts } from '../assemble/body-facts.js';
import { packHast, unpackHast } from '../../common/hast-json.js';
import type { PackedHast } from '../../common/contract.js';
import { defineLazy } from '../util/lazy-property.js';

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
  /** The compiled page without its body, which is stored beside it (`bodyFile`). */
  compiled: Omit<CompiledMdx, 'body'>;
  /** The content hash of the body's packed JSON (compile/stored-body.ts), which names its file. */
  body: string;
  /** What the build reads of the body besides publishing it (assemble/body-facts.ts). */
  facts: BodyFacts;
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
 *
 * A record's body is a file of its own, its packed JSON (`<id>.<hash>.body.json`): a warm build
 * reads each unchanged page's record without its body, which stays on disk until a step asks for
 * it as a tree. The steps that publish or index a page take its stored form instead
 * (compile/stored-body.ts), and the facts the build reads of it are in the record. On the
 * 92 pages of prettier.io the bodies are 17 MB of JSON, which every warm build parsed.
 */
export class CompileCache {
  readonly stats: CompileCacheStats = { hits: 0, compiled: [] };
  private readonly fileHashes = new Map<string, string>();
  /** The body file of each record a compile replaces, removed once the new one is stored. */
  private readonly replaced = new Map<string, string>();

  constructor(
    /** The cache's folder, or null to compile everything (`--no-cache`). */
    private readonly dir: string | null,
    private readonly globalKey: string,
    private readonly docsDataHash: string,
  ) {}

  /**
   * Every task's compiled document, in order: from the cache when it still holds, else compiled
   * (on `threads` worker threads when there are enough of them, see compile/pool.ts) and stored.
   * Each is handed to `bodies` as it comes (compile/body-store.ts), before the next batch's.
   */
  async compileAll(
    tasks: CompileTask[],
    context: CompileContext,
    resolveLink: LinkResolver,
    threads: number,
    bodies: BodyStore = new BodyStore(null),
  ): Promise<CompiledEntry[]> {
    const out = new Array<CompiledEntry>(tasks.length);
    const misses: { index: number; key: string; file: string | null }[] = [];
    tasks.forEach((task, index) => {
      const { source, route, fallbackTitle, site } = task;
      const siteKey = [
        site.markdownFormat ?? null,
        site.staticDirs ?? null,
        site.truncateMarker ? String(site.truncateMarker) : null,
        site.readingTime === true,
        site.idealImage ?? null,
        markdownPluginsKey(site.markdownPlugins),
        markdownOptionsKey(site.markdown),
        site.themeFolders ?? null,
        site.admonitionKeywords ?? null,
        ...(site.svgrConfig ? [site.svgrConfig] : []),
        ...(site.webpack ? [site.webpack] : []),
      ];
      const key = sha(JSON.stringify([this.globalKey, source.path, source.bodyLine, source.frontMatter, source.body, route, fallbackTitle, siteKey]));
      const file = this.dir ? join(this.dir, `${sha(source.path).slice(0, 24)}.json`) : null;
      const cached = file ? this.read(file, key, resolveLink) : null;
      if (cached) {
        this.stats.hits++;
        bodies.keep(cached.compiled, source.body.length);
        out[index] = { source, route, compiled: cached.compiled, title: cached.title };
      } else misses.push({ index, key, file });
    });
    await compileTasks(
      misses.map((m) => tasks[m.index]!),
      context,
      threads,
      ({ compiled, title, links }, i) => {
        const { index, key, file } = misses[i]!;
        const { source, route } = tasks[index]!;
        const entry: CompiledEntry = { source, route, compiled, title };
        this.stats.compiled.push(source.path);
        if (file && !hasCompileErrors(entry))
          this.store(file, compiled, {
            key,
            files: Object.fromEntries(pagesInputs(compiled).map((p) => [p, this.hashFile(p)])),
            links,
            docsData: compiled.usesDocsData ? this.docsDataHash : null,
            title,
          });
        bodies.keep(compiled, source.body.length);
        out[index] = entry;
      },
    );
    return out;
  }

  private store(file: string, compiled: CompiledMdx, about: Omit<Record, 'compiled' | 'body' | 'facts'>) {
    mkdirSync(this.dir!, { recursive: true });
    const { body, ...rest } = compiled;
    const packed = JSON.stringify(packHast(body));
    const hash = contentHash(packed, 16);
    const bodyPath = bodyFile(file, hash);
    // The body first, then the record naming it: a reader never finds a record without its body.
    writeAside(bodyPath, packed);
    writeAside(file, JSON.stringify({ ...about, compiled: rest, body: hash, facts: bodyFacts(compiled) } satisfies Record));
    const old = this.replaced.get(file);
    if (old !== undefined && old !== hash) rmSync(bodyFile(file, old), { force: true });
    setStoredBody(compiled, { hash, packedJson: () => readFileSync(bodyPath, 'utf8') });
  }

  private read(file: string, key: string, resolveLink: LinkResolver): (Record & { compiled: CompiledMdx }) | null {
    if (!existsSync(file)) return null;
    let record: Record;
    try {
      record = JSON.parse(readFileSync(file, 'utf8')) as Record;
    } catch {
      return null;
    }
    if (typeof record.body === 'string') this.replaced.set(file, record.body);
    if (record.key !== key) return null;
    if (record.docsData !== null && record.docsData !== this.docsDataHash) return null;
    for (const [path, hash] of Object.entries(record.files)) if (this.hashFile(path) !== hash) return null;
    for (const [url, from, to] of record.links) if (resolveLink(url, from) !== to) return null;
    const bodyPath = bodyFile(file, record.body);
    if (!existsSync(bodyPath)) return null;
    const compiled = record.compiled as CompiledMdx;
    // Read (and parsed) each time a step asks for the tree, as the body store's are (compile/body-store.ts).
    defineLazy(compiled, 'body', () => unpackHast(JSON.parse(readFileSync(bodyPath, 'utf8')) as PackedHast));
    setStoredBody(compiled, { hash: record.body, packedJson: () => readFileSync(bodyPath, 'utf8') });
    rememberBodyFacts(compiled, record.facts);
    return { ...record, compiled };
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

/** Where a record's body is kept: beside it, named by the hash of its text. */
const bodyFile = (recordFile: string, hash: string) => recordFile.replace(/\.json$/, `.${hash}.body.json`);

/** Written aside and renamed: a build stopped halfway, or two at once, never leave half a file. */
function writeAside(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The site files a compiled page was made from, besides its own. */
function pagesInputs(compiled: CompiledMdx): string[] {
  const paths = new Set<string>(compiled.dependencies);
  for (const image of [...compiled.images, ...compiled.resizedImages]) paths.add(image.from);
  for (const c of Object.values(compiled.localComponents)) if (c.path) paths.add(c.path);
  return [...paths].sort();
}

/** What every compile of one site reads besides its own inputs: pipeline version, config, lockfiles. */
export function compileGlobalKey(version: string, contentRoot: string, siteData: SiteData, config: unknown): string {
  // The site's packages and its Babel config change how any of its components compiles.
  const siteFiles = ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', BABEL_CONFIG_FILE]
    .map((f) => join(contentRoot, f))
    .map((p) => (existsSync(p) ? sha(readFileSync(p)) : ''));
  const configText = JSON.stringify(config ?? null, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
  return sha(JSON.stringify([version, contentRoot, siteData.site, configText, siteFiles]));
}

export function docsDataHash(siteData: SiteData): string {
  return sha(JSON.stringify(siteData.versions));
}
