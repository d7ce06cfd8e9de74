/**
 * The pipeline's one entry: content → typed documents → HAST JSON → route chunks, sidebars, blog
 * metadata and the manifest, then the SPA bundle, written to a temporary folder and swapped into
 * place only when the whole build succeeded.
 *
 *   tsx pipeline/build.ts [--content <dir>] [--out <dir>] [--no-app] [--preview]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { HastRoot, Manifest, ManifestRoute, RouteChunk, DocChunk, BlogPostChunk, BlogListChunk, BlogArchiveChunk, PageChunk, BlogPostSummary, NavLink, DocsVersion, BlogAuthor, SidebarItem } from './contract.js';
import { CONTRACT_VERSION } from './contract.js';
import { Report } from './validate/report.js';
import { collectDocuments, type SourceDocument } from './content/collect.js';
import { loadAuthors } from './content/authors.js';
import { lastUpdateTimes } from './content/git.js';
import { compileMdx, type CompiledMdx } from './mdx/processor.js';
import { postIdentity, PostDateError, paginate, blogListRoute, POSTS_PER_PAGE } from './routes/blog.js';
import { createLinkResolver } from './routes/links.js';
import { matchRoute } from '../common/paths.js';
import { resolveSidebars, type SidebarDoc } from './sidebars/resolve.js';
import { loadSidebars, loadSiteConfig, resolveSiteConfig } from './config/load.js';
import { OutputWriter } from './emit/writer.js';
import { contentHash } from './emit/hash.js';
import { plainText } from './mdx/plain-text.js';
import { expandDocIndexes } from './mdx/doc-index/index.js';
import { mapLimit } from './util/map-limit.js';

export interface BuildOptions {
  contentRoot: string;
  outDir: string;
  /** Also build the SPA bundle with Vite (off for pipeline-only tests). */
  app: boolean;
  preview: boolean;
  /** Print progress and the problem list. */
  log: boolean;
}

export interface BuildResult {
  ok: boolean;
  report: Report;
  manifest: Manifest | null;
  timings: Record<string, number>;
}

interface CompiledEntry {
  source: SourceDocument;
  route: string;
  compiled: CompiledMdx;
  title: string;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const mark = (name: string, start: number) => (timings[name] = Math.round(performance.now() - start));
  const report = new Report();
  const contentRoot = resolve(options.contentRoot);
  const display = relative(process.cwd(), contentRoot) || '.';
  const at = (p: string) => join(display, p);

  let t = performance.now();
  const sources = await collectDocuments(contentRoot, display, report);
  mark('load', t);

  // Routes first: links resolve against them.
  const docs: { source: SourceDocument; id: string; route: string }[] = [];
  const posts: { source: SourceDocument; route: string; date: string; slug: string }[] = [];
  const routeOwner = new Map<string, string>();
  const claim = (route: string, file: string): boolean => {
    const owner = routeOwner.get(route);
    if (owner) {
      report.warn(at(file), 1, 1, `duplicate route ${route}: already used by ${at(owner)}; this file is not published`);
      return false;
    }
    routeOwner.set(route, file);
    return true;
  };
  for (const source of sources) {
    if (source.kind === 'doc') {
      const route = String(source.fields.route);
      if (claim(route, source.path)) docs.push({ source, id: String(source.fields.docId), route });
    } else {
      try {
        const id = postIdentity({ relativePath: source.sectionPath, frontMatterDate: source.frontMatter.date as string | undefined, frontMatterSlug: source.frontMatter.slug as string | undefined });
        if (claim(id.route, source.path)) posts.push({ source, ...id });
      } catch (error) {
        if (!(error instanceof PostDateError)) throw error;
        report.error(at(source.path), 1, 1, error.message);
      }
    }
  }
  const fileToRoute = new Map<string, string>([...docs, ...posts].map((d) => [d.source.path, d.route]));
  const resolveLink = createLinkResolver(fileToRoute);

  t = performance.now();
  const compileOne = async (source: SourceDocument, route: string, fallbackTitle: string): Promise<CompiledEntry> => {
    const compiled = await compileMdx(source.body, { filePath: source.path, frontMatter: source.frontMatter, resolveLink, lineOffset: source.bodyLine });
    for (const m of compiled.messages) {
      if (m.severity === 'error') report.error(at(source.path), m.line, m.column, m.message);
      else report.warn(at(source.path), m.line, m.column, m.message);
    }
    const title = typeof source.frontMatter.title === 'string' ? source.frontMatter.title : (compiled.analysis.firstHeading ?? fallbackTitle);
    return { source, route, compiled, title };
  };
  const compiledDocs = await mapLimit(docs, 8, (d) => compileOne(d.source, d.route, d.id.split('/').pop()!));
  const compiledPosts = await mapLimit(posts, 8, (p) => compileOne(p.source, p.route, p.slug));
  mark('compile', t);

  // Sidebars
  t = performance.now();
  const sidebarDocs: SidebarDoc[] = compiledDocs.map((c, i) => ({
    id: docs[i]!.id,
    route: c.route,
    title: c.title,
    sidebarLabel: (c.source.frontMatter.sidebar_label as string | undefined) ?? null,
    sidebarPosition: (c.source.frontMatter.sidebar_position as number | undefined) ?? null,
    relativePath: c.source.sectionPath,
  }));
  const sidebarsFile = await loadSidebars(contentRoot);
  const sidebarConfig = sidebarsFile?.value ?? { docs: [{ type: 'autogenerated', dirName: '.' }] };
  const resolved = resolveSidebars(sidebarConfig, sidebarDocs);
  const sidebarsDisplay = sidebarsFile ? relative(process.cwd(), sidebarsFile.path) : at('sidebars.ts');
  const sidebarsText = sidebarsFile ? readFileSync(sidebarsFile.path, 'utf8') : '';
  for (const p of resolved.problems) {
    const id = /"([^"]+)"/.exec(p.message)?.[1];
    report.error(sidebarsDisplay, id ? lineOf(sidebarsText, id) : 1, 1, `sidebar ${p.where}: ${p.message}`);
  }

  // Site config
  const siteFile = await loadSiteConfig(contentRoot);
  if (!siteFile) report.error(at('site.config.ts'), 1, 1, 'site config is missing: create site.config.ts exporting defineConfig({...})');
  const docRoutes = new Map(docs.map((d) => [d.id, d.route]));
  const sidebarFirstRoute = new Map(Object.entries(resolved.sidebars).map(([name, items]) => [name, firstRoute(items) ?? '/']));
  const site = siteFile
    ? resolveSiteConfig(siteFile.value, relative(process.cwd(), siteFile.path), { docRoutes, sidebarFirstRoute, preview: options.preview, analyticsId: process.env.ANALYTICS_ID || undefined }, report)
    : null;

  // Links: every internal link must reach a route or a static file; anchors are checked as warnings.
  const routeAnchors = new Map<string, Set<string>>();
  for (const c of [...compiledDocs, ...compiledPosts]) routeAnchors.set(c.route, new Set(c.compiled.analysis.headings.map((h) => h.id)));
  // Built once: every link is matched against it.
  const knownRoutes = Object.fromEntries([...routeAnchors.keys()].map((r) => [r, true]));
  const pageRoutes = new Set(['/', '/blog', '/blog/archive', '/search']);
  const postsPerPage = siteFile?.value.blog?.postsPerPage ?? POSTS_PER_PAGE;
  const pageCount = Math.max(1, Math.ceil(posts.length / postsPerPage));
  for (let i = 2; i <= pageCount; i++) pageRoutes.add(blogListRoute(i));
  const staticDir = join(contentRoot, 'static');
  for (const c of [...compiledDocs, ...compiledPosts]) {
    for (const link of c.compiled.links) {
      const file = at(c.source.path);
      if (link.route === null) {
        report.error(file, link.line, link.column, `broken link \`${link.url}\`: no content file at that path`);
        continue;
      }
      const route = link.route === '' ? c.route : link.route;
      const match = matchRoute(knownRoutes, route);
      const known = match !== null || pageRoutes.has(route) || existsSync(join(staticDir, route));
      if (!known) {
        report.error(file, link.line, link.column, `broken link \`${link.url}\`: no page has the route ${route}`);
        continue;
      }
      if (link.hash && match && !routeAnchors.get(match.route)!.has(link.hash)) {
        report.warn(file, link.line, link.column, `broken anchor \`#${link.hash}\` in \`${link.url}\`: ${match.route} has no heading with that id`);
      }
    }
  }
  // Generated lists (<DocIndex>) come from the docs' own front matter, in sidebar order.
  const sidebarOrder = new Map<string, number>();
  const collectOrder = (items: SidebarItem[]) =>
    items.forEach((item) => {
      if (item.type === 'doc' && !sidebarOrder.has(item.id)) sidebarOrder.set(item.id, sidebarOrder.size);
      if (item.type === 'category') collectOrder(item.items);
    });
  Object.values(resolved.sidebars).forEach(collectOrder);
  const indexable = compiledDocs.map((c, i) => ({ id: docs[i]!.id, route: c.route, title: c.title, frontMatter: c.source.frontMatter }));
  for (const c of [...compiledDocs, ...compiledPosts]) {
    for (const problem of expandDocIndexes(c.compiled.body, indexable, sidebarOrder)) report.error(at(c.source.path), 1, 1, problem);
  }
  mark('validate', t);

  if (report.errors.length > 0 || !site) {
    if (options.log) printReport(report);
    return { ok: false, report, manifest: null, timings };
  }

  // Emit
  t = performance.now();
  const writer = new OutputWriter(resolve(options.outDir));
  try {
    const times = lastUpdateTimes(contentRoot);
    const editUrl = (path: string) => (site.editUrl ? `${site.editUrl}${path}` : null);
    const routes: Record<string, ManifestRoute> = {};
    const sidebarChunks: Record<string, string> = {};
    for (const [name, items] of Object.entries(resolved.sidebars)) sidebarChunks[name] = writer.writeHashedJson('sidebars', name, { name, items });
    const emit = (chunk: RouteChunk, extra: Partial<ManifestRoute> = {}) => {
      const path = writer.writeHashedJson(chunk.kind, chunk.route, chunk);
      routes[chunk.route] = { kind: chunk.kind, chunk: path, title: chunk.title, ...extra };
    };
    const missingHistory: string[] = [];
    const lastUpdated = (path: string) => {
      const time = times.get(path) ?? null;
      if (!time) missingHistory.push(path);
      return time;
    };

    compiledDocs.forEach((c, i) => {
      const id = docs[i]!.id;
      const sidebar = resolved.docSidebar.get(id) ?? null;
      const nav = resolved.navigation.get(id);
      const chunk: DocChunk = {
        kind: 'doc',
        id,
        route: c.route,
        title: c.title,
        description: str(c.source.frontMatter.description) ?? firstSentence(c.compiled.body),
        keywords: Array.isArray(c.source.frontMatter.keywords) ? (c.source.frontMatter.keywords as string[]) : [],
        sidebar,
        breadcrumbs: nav?.breadcrumbs ?? [],
        toc: c.compiled.toc,
        hideTableOfContents: c.source.frontMatter.hide_table_of_contents === true,
        body: c.compiled.body,
        lastUpdatedAt: lastUpdated(c.source.path),
        editUrl: editUrl(c.source.path),
        previous: nav?.previous ?? null,
        next: nav?.next ?? null,
      };
      emit(chunk, sidebar ? { sidebar: sidebarChunks[sidebar]! } : {});
    });

    // Posts: newest first; posts of the same date by file name.
    const authors = loadAuthors(join(contentRoot, 'authors.yml'));
    const order = compiledPosts.map((c, i) => ({ c, p: posts[i]! })).sort((a, b) => b.p.date.localeCompare(a.p.date) || a.p.source.path.localeCompare(b.p.source.path));
    const summaries: BlogPostSummary[] = [];
    order.forEach(({ c, p }, i) => {
      const postAuthors = resolveAuthors(c.source.frontMatter, authors, (msg) => report.warn(at(c.source.path), 1, 1, msg));
      const minutes = Math.max(1, Math.round(c.compiled.analysis.proseWords / 200));
      const description = str(c.source.frontMatter.description) ?? firstSentence(c.compiled.excerpt ?? c.compiled.body);
      const tags = Array.isArray(c.source.frontMatter.tags) ? (c.source.frontMatter.tags as unknown[]).map(String) : [];
      const link = (j: number): NavLink | null => (order[j] ? { title: order[j].c.title, route: order[j].c.route } : null);
      const chunk: BlogPostChunk = {
        kind: 'blog-post',
        route: c.route,
        title: c.title,
        description,
        date: p.date,
        authors: postAuthors,
        tags,
        readingMinutes: minutes,
        toc: c.compiled.toc,
        body: c.compiled.body,
        previous: link(i - 1),
        next: link(i + 1),
        lastUpdatedAt: lastUpdated(c.source.path),
        editUrl: editUrl(c.source.path),
      };
      emit(chunk);
      summaries.push({ title: c.title, route: c.route, date: p.date, description, authors: postAuthors, tags, excerpt: c.compiled.excerpt ?? c.compiled.body, truncated: c.compiled.excerpt !== null, readingMinutes: minutes });
    });

    const blogTitle = siteFile!.value.blog?.title ?? 'Blog';
    const pages = paginate(summaries, postsPerPage);
    pages.forEach((list, i) => {
      const page = i + 1;
      const chunk: BlogListChunk = {
        kind: 'blog-list',
        route: blogListRoute(page),
        title: page === 1 ? blogTitle : `${blogTitle}: page ${page}`,
        page,
        totalPages: pages.length,
        totalPosts: summaries.length,
        postsPerPage,
        previousPage: page > 1 ? blogListRoute(page - 1) : null,
        nextPage: page < pages.length ? blogListRoute(page + 1) : null,
        posts: list,
      };
      emit(chunk);
    });
    const years = new Map<number, BlogArchiveChunk['years'][number]['posts']>();
    for (const s of summaries) {
      const y = Number(s.date.slice(0, 4));
      if (!years.has(y)) years.set(y, []);
      years.get(y)!.push({ title: s.title, route: s.route, date: s.date });
    }
    emit({ kind: 'blog-archive', route: '/blog/archive', title: 'Archive', years: [...years].map(([year, list]) => ({ year, posts: list })) });

    const home: PageChunk = {
      kind: 'page',
      route: '/',
      title: site.title,
      description: site.tagline,
      component: 'index',
      data: { latestPosts: summaries.slice(0, 5).map((s) => ({ title: s.title, route: s.route, date: s.date, description: s.description })) },
    };
    emit(home);
    emit({ kind: 'page', route: '/search', title: 'Search', description: `Search ${site.title}`, component: 'search', data: { latestPosts: [] } });

    const firstSidebar = Object.keys(resolved.sidebars)[0];
    const mainDoc = docs.find((d) => d.route === '/docs/') ?? docs.find((d) => d.route === (firstSidebar ? sidebarFirstRoute.get(firstSidebar) : undefined)) ?? docs[0];
    const version: DocsVersion = {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: mainDoc?.id ?? '',
      docs: docs.map((d) => ({ id: d.id, path: d.route, sidebar: resolved.docSidebar.get(d.id) ?? null })),
    };

    writer.copyDir(staticDir);
    const routesSorted = Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)));
    const manifestBody = { contractVersion: CONTRACT_VERSION, site, routes: routesSorted, sidebars: sidebarChunks, versions: [version], notFound: { title: 'Page Not Found' } };
    const manifest: Manifest = { ...manifestBody, buildId: contentHash(JSON.stringify(manifestBody), 12) };
    writer.write('manifest.json', JSON.stringify(manifest));
    if (missingHistory.length) report.warn(display, 1, 1, `${missingHistory.length} file(s) have no git history, so they show no last-update date (first: ${missingHistory[0]})`);
    mark('emit', t);

    if (options.app) {
      t = performance.now();
      await buildApp(writer.dir, contentRoot);
      mark('app', t);
    }
    writer.commit();
    if (options.log) {
      printReport(report);
      console.log(`built ${docs.length} docs, ${posts.length} posts, ${Object.keys(routes).length} routes into ${relative(process.cwd(), resolve(options.outDir))} (${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')})`);
    }
    return { ok: true, report, manifest, timings };
  } catch (error) {
    writer.abort();
    throw error;
  }
}

async function buildApp(outDir: string, contentRoot: string) {
  const { build: viteBuild } = await import('vite');
  process.env.CONTENT_ROOT = contentRoot;
  await viteBuild({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: false } });
}

function resolveAuthors(fm: Record<string, unknown>, authors: Map<string, BlogAuthor>, warn: (m: string) => void): BlogAuthor[] {
  const out: BlogAuthor[] = [];
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  for (const a of list) {
    if (typeof a === 'string') {
      const known = authors.get(a);
      if (known) out.push(known);
      else warn(`author key "${a}" is not in authors.yml; known keys: ${[...authors.keys()].join(', ')}`);
    } else if (a && typeof a === 'object') {
      const o = a as Record<string, string>;
      const key = o.key ? authors.get(o.key) : undefined;
      out.push({ key: o.key ?? o.name ?? 'author', name: o.name ?? key?.name ?? 'Unknown', ...((o.title ?? key?.title) ? { title: o.title ?? key?.title } : {}), ...((o.url ?? key?.url) ? { url: o.url ?? key?.url } : {}), ...((o.image_url ?? o.imageURL ?? key?.imageUrl) ? { imageUrl: o.image_url ?? o.imageURL ?? key?.imageUrl } : {}) });
    }
  }
  if (typeof fm.author === 'string') {
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const title = text(fm.authorTitle);
    const url = text(fm.authorURL);
    const imageUrl = text(fm.authorImageURL);
    out.push({ key: fm.author, name: fm.author, ...(title ? { title } : {}), ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}) });
  }
  return out;
}

function firstRoute(items: SidebarItem[]): string | null {
  for (const item of items) {
    if (item.type === 'doc') return item.route;
    if (item.type === 'category') {
      if (item.route) return item.route;
      const r = firstRoute(item.items);
      if (r) return r;
    }
  }
  return null;
}

/** Line of the first quoted occurrence of `needle`, so a config error points where it is written. */
function lineOf(text: string, needle: string): number {
  const i = text.search(new RegExp(`["'\`]${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`));
  return i < 0 ? 1 : text.slice(0, i).split('\n').length;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

function firstSentence(tree: HastRoot): string {
  const p = tree.children.find((n) => n.type === 'element' && n.tagName === 'p');
  const text = p ? plainText(p) : '';
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text;
}

export function printReport(report: Report) {
  if (report.problems.length) console.error(report.format());
  const e = report.errors.length;
  const w = report.warnings.length;
  if (e || w) console.error(`\n${e} error(s), ${w} warning(s)${e ? ': the build failed and the previous output was left untouched' : ''}`);
}

function parseArgs(argv: string[]): BuildOptions {
  const get = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    contentRoot: get('--content') ?? process.env.CONTENT_ROOT ?? 'content',
    outDir: get('--out') ?? 'build',
    app: !argv.includes('--no-app'),
    preview: argv.includes('--preview') || process.env.CONTEXT === 'deploy-preview' || process.env.CONTEXT === 'branch-deploy',
    log: true,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await build(parseArgs(process.argv.slice(2)));
  process.exit(result.ok ? 0 : 1);
}
