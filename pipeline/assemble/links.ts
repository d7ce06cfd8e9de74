/**
 * Every internal link must reach a route or a static file; anchors must name a heading of the
 * target page. Docusaurus's `onBrokenLinks` / `onBrokenMarkdownLinks` / `onBrokenAnchors` set how
 * loud each problem is (throw, warn, log, ignore).
 */
import { redirectSources } from '../emit/client-redirects.js';
import { posix, relative } from 'node:path';
import { matchRoute } from '../../common/paths.js';
import { footerTargets, navbarTargets } from '../config/navbar-targets.js';
import type { SiteConfigJson } from '../../common/contract.js';
import { blogListRoute, paginate } from '../routes/blog.js';
import { postsInOrder } from './post-chunks.js';
import { linkRootsOf, markdownCandidates, type LinkRoots } from '../routes/links.js';
import { resolveTags } from '../routes/tags.js';
import type { BrokenLinkSeverity, SiteConfig } from '../site-config.js';
import type { CompiledEntry } from '../model/entries.js';
import type { BlogSettings } from './blog-settings.js';
import type { SiteSidebars } from './sidebars.js';
import { lineOf } from './text.js';
import { bodyFacts, treeHeadingIds } from './body-facts.js';
import type { AssembleContext, DocItem, PostItem } from './types.js';
import type { Root as HastRoot } from 'hast';

/**
 * The ids of the headings a page shows: its own, and those of the Markdown partials and components
 * drawn into its body at build time, as Docusaurus collects every `Heading` it renders.
 */
function renderedHeadingIds(c: CompiledEntry): ReadonlySet<string> {
  const known = headingIds.get(c.compiled);
  if (known) return known;
  const ids = new Set(c.compiled.analysis.headings.map((h) => h.id));
  for (const id of bodyFacts(c.compiled).headingIds) ids.add(id);
  headingIds.set(c.compiled, ids);
  return ids;
}

/**
 * The heading ids each page of the blog's list shows: its posts' excerpts (a whole post when it
 * has no truncate marker), as Docusaurus's checker collects the headings a list page renders. A
 * link to `/blog#x` where `x` is below a post's truncate marker is a broken anchor there.
 */
export function blogListAnchors(blog: BlogSettings, posts: PostItem[]): Map<string, ReadonlySet<string>> {
  const anchors = new Map<string, ReadonlySet<string>>();
  if (!blog.options || !blog.hasPosts) return anchors;
  const { listed } = postsInOrder(posts, blog.options.sortPosts === 'ascending');
  paginate(listed, blog.postsPerPage).forEach((page, i) => {
    const shown = page.flatMap(({ compiled: c }) => (c.compiled.excerpt ? treeHeadingIds(c.compiled.excerpt as HastRoot) : [...renderedHeadingIds(c)]));
    anchors.set(blogListRoute(i + 1, blog.prefix), new Set(shown));
  });
  return anchors;
}

/**
 * Each compiled page's heading ids, found once: a compile's result is a value, and the dev server
 * assembles every page again on each save (walking every body each pass was three quarters of its
 * assemble stage on this project's own site, about 300 ms).
 */
const headingIds = new WeakMap<CompiledEntry['compiled'], ReadonlySet<string>>();

/** Route → the heading ids on it: every compiled page, then the generated indexes (a doc wins a shared route). */
export function pageAnchors(ctx: AssembleContext, entries: CompiledEntry[], sidebars: SiteSidebars): Map<string, ReadonlySet<string>> {
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const c of entries) anchors.set(c.route, renderedHeadingIds(c));
  for (const g of sidebars.generatedIndexes) {
    if (anchors.has(g.route))
      ctx.report.warn(
        sidebars.display,
        lineOf(ctx.inputs.sidebarsFile?.text ?? '', g.route.replace(/^\/docs/, '')),
        1,
        `duplicate route ${g.route}: a generated index and a doc share it; the doc wins`,
      );
    else anchors.set(g.route, new Set());
  }
  return anchors;
}

/** The routes the assembled site will have that no compiled page has: home, search, blog lists, tag and author pages. */
export function generatedRoutes(ctx: AssembleContext, blog: BlogSettings, posts: PostItem[], docs: DocItem[] = []): Set<string> {
  const routes = new Set([
    '/',
    '/search',
    ...(blog.options && blog.hasPosts ? [blog.prefix] : []),
    ...(blog.options && ctx.inputs.authors.size ? [blog.authorsRoute] : []),
    ...(blog.archiveRoute ? [blog.archiveRoute] : []),
  ]);
  const pageCount = Math.max(1, Math.ceil(posts.length / blog.postsPerPage));
  for (let i = 2; i <= pageCount; i++) routes.add(blogListRoute(i, blog.prefix));
  for (const { entry } of posts) {
    const tags = resolveTags(entry.source.frontMatter.tags, blog.tagsRoute);
    // The tags page exists once a post has a tag.
    if (tags.length) routes.add(blog.tagsRoute);
    for (const t of tags) routes.add(t.route);
  }
  for (const a of ctx.inputs.authors.values()) if (a.page) routes.add(`${blog.authorsRoute}/${a.page}`);
  // A docs instance's tag pages, and its tags page, exist once one of its docs has a tag (doc-chunks.ts).
  const instances = new Map(ctx.layout.docs.map((d) => [d.id, d]));
  for (const { entry, compiled } of docs) {
    const instance = instances.get(entry.instance);
    if (!instance) continue;
    const tagsRoute = `${instance.prefix}/${instance.tagsBasePath}`;
    const tags = resolveTags(compiled.source.frontMatter.tags, tagsRoute, ctx.files.tagsFiles.get(instance.id)?.tags);
    if (tags.length) routes.add(tagsRoute);
    for (const t of tags) routes.add(t.route);
  }
  return routes;
}

export function checkLinks(
  ctx: AssembleContext,
  entries: CompiledEntry[],
  anchors: Map<string, ReadonlySet<string>>,
  otherRoutes: { sitePages: Iterable<string>; generated: Set<string> },
  /** The blog list pages' heading ids (`blogListAnchors`): the generated pages whose anchors are known. */
  listAnchors: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): void {
  // Built once: every link is matched against it.
  const knownRoutes = Object.fromEntries([...anchors.keys(), ...otherRoutes.sitePages].map((r) => [r, true]));
  const generated = Object.fromEntries([...otherRoutes.generated].map((r) => [r, true]));
  const severities: Partial<SiteConfig> = ctx.inputs.siteFile?.value ?? {};
  const redirected = redirectSources(severities.redirects, severities.createRedirects, [...Object.keys(knownRoutes), ...otherRoutes.generated]);
  const roots = linkRootsOf(ctx.layout);
  const say = (
    option: BrokenLinkSeverity | undefined,
    fallback: BrokenLinkSeverity,
    file: string,
    line: number,
    column: number,
    message: string,
    kind: string,
  ) => {
    const severity = option ?? fallback;
    if (severity === 'throw') ctx.report.error(file, line, column, message, kind);
    else if (severity !== 'ignore') ctx.report.warn(file, line, column, message, kind);
  };
  for (const c of entries) {
    for (const link of c.compiled.links) {
      const file = ctx.at(c.source.path);
      if (link.route === null) {
        say(
          severities.onBrokenMarkdownLinks,
          'throw',
          file,
          link.line,
          link.column,
          `broken link \`${link.url}\`: ${missingFileReason(link.url, c.source.path, roots)}`,
          'broken-link',
        );
        continue;
      }
      const route = link.route === '' ? c.route : link.route;
      const match = matchRoute(knownRoutes, route);
      // A generated route matches with or without its trailing slash, as a page's does.
      const known =
        match !== null ||
        matchRoute(generated, route) !== null ||
        ctx.files.staticPaths.has(posix.normalize(route)) ||
        redirected.has(route) ||
        redirected.has(route.replace(/\/$/, '')) ||
        redirected.has(`${route}/`);
      if (!known) {
        say(severities.onBrokenLinks, 'throw', file, link.line, link.column, `broken link \`${link.url}\`: no page has the route ${route}`, 'broken-link');
        continue;
      }
      const listRoute = match ? null : [route, route.replace(/\/$/, '')].find((r) => listAnchors.has(r));
      const shown = match ? anchors.get(match.route)! : listRoute ? listAnchors.get(listRoute)! : null;
      if (link.hash && shown && !shown.has(link.hash)) {
        say(
          severities.onBrokenAnchors,
          'warn',
          file,
          link.line,
          link.column,
          `broken anchor \`#${link.hash}\` in \`${link.url}\`: ${match?.route ?? listRoute} has no heading with that id`,
          'broken-anchor',
        );
      }
    }
  }
}

/**
 * The navbar's and footer's links into the site that lead to no route, each named once at the
 * config. Docusaurus's link checker finds them on every page it renders; here they are warnings
 * whatever `onBrokenLinks` says, as a route that a Docusaurus plugin this build does not run may
 * exist there.
 */
export function checkConfigLinks(
  ctx: AssembleContext,
  site: Pick<SiteConfigJson, 'navbar' | 'footer'>,
  anchors: Map<string, ReadonlySet<string>>,
  otherRoutes: { sitePages: Iterable<string>; generated: Set<string> },
): void {
  const known = Object.fromEntries([...anchors.keys(), ...otherRoutes.sitePages, ...otherRoutes.generated].map((r) => [r, true]));
  const file = relative(process.cwd(), ctx.inputs.siteFile!.path);
  for (const { where, href } of [...navbarTargets(site.navbar), ...footerTargets(site.footer?.columns ?? [])]) {
    if (href.startsWith('#')) continue;
    const route = href.replace(/[?#].*$/, '') || '/';
    if (matchRoute(known, route) !== null || ctx.files.staticPaths.has(posix.normalize(route))) continue;
    ctx.report.warn(file, 1, 1, `${where} links to ${route}: no page has that route; point it at a page of the site`, 'broken-link');
  }
}

/** Where a Markdown file link was looked for, in Docusaurus's order, for the broken-link message. */
function missingFileReason(url: string, fromFile: string, roots: LinkRoots): string {
  const path = url.split(/[?#]/)[0]!;
  if (!/\.mdx?$/i.test(path)) return 'no content file at that path';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  const tried = markdownCandidates(decoded, fromFile, roots);
  return `no content file at ${tried.map((p) => `\`${p}\``).join(' or ')}`;
}
