/**
 * Compiles a batch of documents: in a worker thread of the compile pool, or in the build's own
 * thread. Everything a compile reads is in the batch as data (the link table, not the resolver
 * function), so a page comes out the same wherever it is compiled.
 */
import type { SourceDocument } from '../content/collect.js';
import type { SiteData } from '../mdx/evaluate/index.js';
import type { CompiledMdx } from '../mdx/processor.js';
import { createLinkResolver, type LinkRoots } from '../routes/links.js';
import { compileEntry, type CompileSiteOptions } from './entry.js';

/** What every document of one build's compile shares. */
export interface CompileContext {
  /** One per build: a thread rebuilds its link resolver when it changes. */
  run: string;
  contentRoot: string;
  /** Content file → route, as the routes stage assigned them. */
  fileToRoute: [string, string][];
  roots: LinkRoots;
  /** The locale's base URL, which links may start with (`createLinkResolver`). */
  linkBase: string;
  /** The config's `trailingSlash`: relative links resolve against the page's URL in that form (`createLinkResolver`). */
  trailingSlash?: boolean;
  siteData: SiteData;
}

export interface CompileTask {
  source: SourceDocument;
  route: string;
  fallbackTitle: string;
  site: CompileSiteOptions;
}

export interface CompileBatch {
  context: CompileContext;
  tasks: CompileTask[];
}

export interface TaskResult {
  compiled: CompiledMdx;
  title: string;
  /** Every link the page resolved: [url, from file, route or null] (the cache checks them next time). */
  links: [string, string, string | null][];
}

let resolver: { run: string; resolve: (url: string, from: string) => string | null } | null = null;

export async function compileBatch({ context, tasks }: CompileBatch): Promise<TaskResult[]> {
  if (resolver?.run !== context.run)
    resolver = { run: context.run, resolve: createLinkResolver(new Map(context.fileToRoute), context.roots, context.linkBase, context.trailingSlash) };
  const resolve = resolver.resolve;
  const out: TaskResult[] = [];
  for (const task of tasks) {
    const links: TaskResult['links'] = [];
    const recording = (url: string, from: string) => {
      const to = resolve(url, from);
      links.push([url, from, to]);
      return to;
    };
    const entry = await compileEntry(task.source, task.route, task.fallbackTitle, recording, context.contentRoot, context.siteData, task.site);
    out.push({ compiled: entry.compiled, title: entry.title, links });
  }
  return out;
}
