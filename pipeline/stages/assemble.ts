import { docsVersionOf, versionedSidebarName } from '../versions/model.js';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { markdownCandidates } from '../routes/links.js';
import type {
  HastNode,
  HastRoot,
  RouteChunk,
  DocChunk,
  BlogPostChunk,
  BlogListChunk,
  BlogArchiveChunk,
  PageChunk,
  BlogPostSummary,
  BlogSidebar,
  TagsChunk,
  DocTagChunk,
  BlogAuthorsChunk,
  TagLink,
  NavLink,
  DocsVersion,
  I18nJson,
  BlogAuthor,
  SidebarItem,
  SidebarChunk,
  SiteConfigJson,
} from '../contract.js';
import type { Report } from '../validate/report.js';
import { paginate, blogListRoute, POSTS_PER_PAGE } from '../routes/blog.js';
import { matchRoute } from '../../common/paths.js';
import { resolveSidebars, type SidebarDoc, type GeneratedIndex, type ResolvedSidebars } from '../sidebars/resolve.js';
import { defaultLayout, type ContentLayout } from '../config/docusaurus/layout.js';
import { resolveTags } from '../routes/tags.js';
import { pageRoute } from '../routes/docs.js';
import { discoverFiles } from '../content/discover.js';
import { loadTagsFile } from '../content/tags-file.js';
import { editUrlFor } from '../config/edit-url.js';
import type { BrokenLinkSeverity } from '../site-config.js';
import { resolveSiteConfig } from '../config/load.js';
import type { SidebarsConfig } from '../sidebars/types.js';
import type { SiteConfig } from '../site-config.js';
import { plainText } from '../mdx/plain-text.js';
import { expandDocIndexes } from '../mdx/doc-index/index.js';
import { expandDocCardLists } from '../sidebars/doc-card-list.js';
import { generatedIndexChunk } from '../sidebars/generated-index.js';
import { readCategoryMeta } from '../sidebars/category-meta.js';
import { checkPageModules } from '../content/pages.js';
import type { DocEntry, PostEntry } from './routes.js';
import type { CompiledEntry } from './compile.js';
import { filterToc } from '../mdx/plugins/toc/index.js';
import { tocLevels } from '../mdx/plugins/toc/levels.js';

/** What the site is assembled from besides its documents: config files and per-run facts. */
export interface SiteInputs {
  contentRoot: string;
  /** The content root as shown in messages. */
  display: string;
  /** The default docs instance's sidebars file. */
  sidebarsFile: { path: string; value: SidebarsConfig; text: string } | null;
  /** Docs plugin instance id → its sidebars file (null: none, or `sidebarPath: false`). */
  instanceSidebars?: Map<string, { path: string; value: SidebarsConfig; text: string } | null>;
  /** Where the docs instances, the blog and the pages are, and their options. */
  layout?: ContentLayout;
  siteFile: { path: string; value: SiteConfig } | null;
  preview: boolean;
  /** The preview's label for its banner (`pull request #12`), when the host said. */
  previewOf?: string | null;
  /** Content path → ISO date of its last commit. */
  lastUpdate: Map<string, string>;
  authors: Map<string, BlogAuthor>;
  /** Config files that failed to load or parse (absolute paths); reported as errors. */
  problems: { file: string; line: number; message: string }[];
  /** Config notes that do not stop the build (Docusaurus options without effect here). */
  warnings?: { file: string; line: number; message: string }[];
}

/** A route chunk with the sidebar it is shown with. */
export interface RouteEntry {
  chunk: RouteChunk;
  sidebar: string | null;
}

/** The whole site as JSON values, before anything is written: what the emit steps write. */
export interface SiteModel {
  site: SiteConfigJson;
  routes: RouteEntry[];
  sidebars: SidebarChunk[];
  versions: DocsVersion[];
  /** The compiled docs and posts, for steps that index content (search). */
  entries: CompiledEntry[];
  staticDir: string;
  /** The blog's title and description, for feeds and page heads. */
  blog: { title: string; description: string };
  /** Registry key → module file of the site's React pages (`src/pages/**\/*.js`), for the SPA bundle. */
  sitePages: Record<string, string>;
  /** The blog's recent posts as Docusaurus's `blog-post-list-prop-<id>.json` holds them, for React pages that import it. */
  blogPostList: { title: string; items: { title: string; permalink: string; unlisted: boolean; date: string }[] } | null;
  /** The site's locales and this model's one (set by the build, `pipeline/i18n/`); absent: English only. */
  i18n?: I18nJson;
}

/**
 * Sidebars, site config, link checks, generated lists and every route chunk, from compiled
 * documents. Pure apart from the problems it adds to `report`; the one-shot build and dev mode both
 * call it. Returns null when the site config is missing.
 */
export function assembleSite(
  inputs: SiteInputs,
  docs: DocEntry[],
  compiledDocs: CompiledEntry[],
  posts: PostEntry[],
  compiledPosts: CompiledEntry[],
  report: Report,
): SiteModel | null {
  const at = (p: string) => join(inputs.display, p);
  const { contentRoot, sidebarsFile } = inputs;
  for (const p of inputs.problems) report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
  for (const w of inputs.warnings ?? []) report.warn(relative(process.cwd(), w.file), w.line, 1, w.message);
  // Author keys are only checked against an authors.yml that loaded (its own error is reported).
  const authorsLoaded = !inputs.problems.some((p) => p.file.endsWith('authors.yml'));

  // Sidebars: each docs plugin instance resolves its own, over its own docs.
  const layout = inputs.layout ?? defaultLayout(contentRoot);
  const docKey = (instance: string, id: string) => `${instance}\u0000${id}`;
  const resolved: Pick<ResolvedSidebars, 'sidebars' | 'docSidebar' | 'navigation'> & {
    generatedIndexes: (GeneratedIndex & { pluginId: string; version: string })[];
  } = {
    sidebars: {},
    docSidebar: new Map(),
    navigation: new Map(),
    generatedIndexes: [],
  };
  const sidebarsDisplay = sidebarsFile ? relative(process.cwd(), sidebarsFile.path) : at('sidebars.ts');
  for (const instance of layout.docs) {
    const own = compiledDocs.map((c, i) => ({ c, d: docs[i]! })).filter(({ d }) => d.instance === instance.id);
    const sidebarDocs: SidebarDoc[] = own.map(({ c, d }) => ({
      id: d.id,
      route: c.route,
      title: c.title,
      sidebarLabel: (c.source.frontMatter.sidebar_label as string | undefined) ?? null,
      sidebarPosition: (c.source.frontMatter.sidebar_position as number | undefined) ?? null,
      relativePath: c.source.sectionPath,
    }));
    const file = inputs.instanceSidebars ? (inputs.instanceSidebars.get(instance.id) ?? null) : instance.id === 'default' ? sidebarsFile : null;
    const config: SidebarsConfig =
      instance.sidebarPath === false ? {} : (file?.value ?? { [instance.id === 'default' ? 'docs' : instance.id]: [{ type: 'autogenerated', dirName: '.' }] });
    const docsDir = relative(contentRoot, instance.dir);
    const r = resolveSidebars(config, sidebarDocs, {
      routeBase: instance.prefix,
      // `sidebarCollapsible: false` keeps every category open; `sidebarCollapsed` when the config sets it.
      collapsed: instance.sidebarCollapsible ? (instance.sidebarCollapsed ?? false) : false,
      categoryMeta: (dir) => readCategoryMeta(join(instance.dir, dir), (f, line, message) => report.error(at(join(docsDir, dir, f)), line, 1, message)),
    });
    const display = file ? relative(process.cwd(), file.path) : sidebarsDisplay;
    for (const p of r.problems) {
      const id = /"([^"]+)"/.exec(p.message)?.[1];
      report.error(display, id ? lineOf(file?.text ?? '', id) : 1, 1, `sidebar ${p.where}: ${p.message}`, 'sidebar');
    }
    for (const [name, items] of Object.entries(r.sidebars)) {
      if (versionedSidebarName(instance.version, name) in resolved.sidebars)
        report.error(display, lineOf(file?.text ?? '', name), 1, `sidebar "${name}" is also a sidebar of another docs instance: give it another name`);
      else resolved.sidebars[versionedSidebarName(instance.version, name)] = items;
    }
    for (const [id, name] of r.docSidebar) resolved.docSidebar.set(docKey(instance.id, id), versionedSidebarName(instance.version, name));
    for (const [id, nav] of r.navigation) resolved.navigation.set(docKey(instance.id, id), instance.breadcrumbs ? nav : { ...nav, breadcrumbs: [] });
    resolved.generatedIndexes.push(
      ...r.generatedIndexes.map((g) => ({
        ...g,
        sidebar: versionedSidebarName(instance.version, g.sidebar),
        pluginId: instance.version.pluginId,
        version: instance.version.name,
      })),
    );
  }

  // Site config
  const siteFile = inputs.siteFile;
  if (!siteFile) report.error(at('site.config.ts'), 1, 1, 'site config is missing: create site.config.ts exporting defineConfig({...})');
  // Navbar `doc` items name ids of the default instance; other instances' ids come after.
  // With versions, the default plugin's last version wins, as Docusaurus links navbar docs to it.
  const docsPriority = (instance: string) =>
    Number(instance === 'default') + 2 * Number(layout.docs.find((d) => d.id === instance)?.version.isLast === true && instance.split('@')[0] === 'default');
  const docRoutes = new Map(
    [...docs]
      .reverse()
      .filter((d) => d.instance !== 'pages')
      .sort((a, b) => docsPriority(a.instance) - docsPriority(b.instance))
      .map((d) => [d.id, d.route]),
  );
  const sidebarFirstRoute = new Map(Object.entries(resolved.sidebars).map(([name, items]) => [name, firstRoute(items) ?? '/']));
  const site = siteFile
    ? resolveSiteConfig(
        siteFile.value,
        relative(process.cwd(), siteFile.path),
        { docRoutes, sidebarFirstRoute, preview: inputs.preview, previewOf: inputs.previewOf ?? null, analyticsId: process.env.ANALYTICS_ID || undefined },
        report,
      )
    : null;

  // The TOC levels each page shows: its front matter, else the site's, else h2–h3.
  const siteToc = siteFile?.value.tableOfContents;
  const levelsOf = (frontMatter: Record<string, unknown>): [number, number] => {
    const { min, max } = tocLevels(frontMatter, { min: siteToc?.minHeadingLevel, max: siteToc?.maxHeadingLevel });
    return [min, max];
  };

  // Links: every internal link must reach a route or a static file; anchors are checked as warnings.
  const all = [...compiledDocs, ...compiledPosts];
  const routeAnchors = new Map<string, Set<string>>();
  for (const c of all) routeAnchors.set(c.route, new Set(c.compiled.analysis.headings.map((h) => h.id)));
  for (const g of resolved.generatedIndexes) {
    if (routeAnchors.has(g.route))
      report.warn(
        sidebarsDisplay,
        lineOf(sidebarsFile?.text ?? '', g.route.replace(/^\/docs/, '')),
        1,
        `duplicate route ${g.route}: a generated index and a doc share it; the doc wins`,
      );
    else routeAnchors.set(g.route, new Set());
  }
  const pageModules = checkPageModules(contentRoot, inputs.display, report);
  // The pages plugin's React pages (`src/pages/**\/*.{js,jsx,ts,tsx}`), routed as Docusaurus names them.
  const sitePages: Record<string, string> = {};
  const sitePageRoutes = new Map<string, string>();
  if (layout.pages) {
    const scripts = layout.pages.include.map((g) => g.replace(/\{[^}]*\}$/, '{js,jsx,ts,tsx}'));
    for (const rel of discoverFiles(layout.pages.dir, scripts, layout.pages.exclude)) {
      const route = pageRoute(rel, layout.pages.prefix);
      if (routeAnchors.has(route)) {
        report.warn(
          at(relative(contentRoot, join(layout.pages.dir, rel))),
          1,
          1,
          `duplicate route ${route}: a doc or Markdown page already has it; this page is not published`,
        );
        continue;
      }
      const key = `site-page:${rel}`;
      sitePages[key] = join(layout.pages.dir, rel);
      sitePageRoutes.set(route, key);
    }
  }
  const blogOptions = layout.blog;
  const blogPrefix = blogOptions?.prefix ?? '/blog';
  const archiveRoute = blogOptions && blogOptions.archiveBasePath !== null ? `${blogPrefix}/${blogOptions.archiveBasePath}` : null;
  // Built once: every link is matched against it.
  const knownRoutes = Object.fromEntries([...routeAnchors.keys(), ...sitePageRoutes.keys()].map((r) => [r, true]));
  const pageRoutes = new Set([
    '/',
    '/search',
    ...(blogOptions ? [blogPrefix, `${blogPrefix}/tags`, `${blogPrefix}/authors`] : []),
    ...(archiveRoute ? [archiveRoute] : []),
  ]);
  const postsPerPageOption =
    blogOptions?.postsPerPage !== 10 && blogOptions ? blogOptions.postsPerPage : (siteFile?.value.blog?.postsPerPage ?? POSTS_PER_PAGE);
  const postsPerPage = Number.isFinite(postsPerPageOption) ? postsPerPageOption : Math.max(1, posts.length);
  const pageCount = Math.max(1, Math.ceil(posts.length / postsPerPage));
  for (let i = 2; i <= pageCount; i++) pageRoutes.add(blogListRoute(i, blogPrefix));
  // Tag and author pages: links to them are checked against the routes they will get.
  const tagsRouteOf = (instancePrefix: string, base: string) => `${instancePrefix}/${base}`;
  for (const p of posts)
    for (const t of resolveTags(p.source.frontMatter.tags, tagsRouteOf(blogPrefix, blogOptions?.tagsBasePath ?? 'tags'))) pageRoutes.add(t.route);
  for (const a of inputs.authors.values()) if (a.page) pageRoutes.add(`${blogPrefix}/authors/${a.page}`);
  const staticDir = join(contentRoot, 'static');
  // Docusaurus's onBrokenLinks / onBrokenMarkdownLinks / onBrokenAnchors: throw, warn, log, ignore.
  const say = (
    option: BrokenLinkSeverity | undefined,
    fallback: BrokenLinkSeverity,
    file: string,
    line: number,
    column: number,
    message: string,
    kind?: string,
  ) => {
    const severity = option ?? fallback;
    if (severity === 'throw') report.error(file, line, column, message, kind);
    else if (severity !== 'ignore') report.warn(file, line, column, message, kind);
  };
  const severities: Partial<SiteConfig> = siteFile?.value ?? {};
  for (const c of all) {
    for (const link of c.compiled.links) {
      const file = at(c.source.path);
      if (link.route === null) {
        say(
          severities.onBrokenMarkdownLinks,
          'throw',
          file,
          link.line,
          link.column,
          `broken link \`${link.url}\`: ${missingFileReason(link.url, c.source.path)}`,
          'broken-link',
        );
        continue;
      }
      const route = link.route === '' ? c.route : link.route;
      const match = matchRoute(knownRoutes, route);
      const known = match !== null || pageRoutes.has(route) || existsSync(join(staticDir, route));
      if (!known) {
        say(severities.onBrokenLinks, 'throw', file, link.line, link.column, `broken link \`${link.url}\`: no page has the route ${route}`, 'broken-link');
        continue;
      }
      if (link.hash && match && !routeAnchors.get(match.route)!.has(link.hash)) {
        say(
          severities.onBrokenAnchors,
          'warn',
          file,
          link.line,
          link.column,
          `broken anchor \`#${link.hash}\` in \`${link.url}\`: ${match.route} has no heading with that id`,
          'broken-anchor',
        );
      }
    }
  }
  // Generated lists (<DocIndex>) come from the docs' own front matter, in sidebar order. They are
  // expanded into a copy, so a compiled body stays as compiled and dev mode can expand it again.
  const sidebarOrder = new Map<string, number>();
  const collectOrder = (items: SidebarItem[]) =>
    items.forEach((item) => {
      if (item.type === 'doc' && !sidebarOrder.has(item.id)) sidebarOrder.set(item.id, sidebarOrder.size);
      if (item.type === 'category') collectOrder(item.items);
    });
  Object.values(resolved.sidebars).forEach(collectOrder);
  const indexable = compiledDocs.map((c, i) => ({ id: docs[i]!.id, route: c.route, title: c.title, frontMatter: c.source.frontMatter }));
  const bodies = new Map<CompiledEntry, HastRoot>();
  for (const c of all) {
    if (!hasDocIndex(c.compiled.body)) continue;
    const copy: HastRoot = { ...c.compiled.body };
    for (const problem of expandDocIndexes(copy, indexable, sidebarOrder)) report.error(at(c.source.path), 1, 1, problem);
    bodies.set(c, copy);
  }
  for (const c of all) {
    if (!hasTag(c.compiled.body, 'DocCardList')) continue;
    const copy: HastRoot = { ...(bodies.get(c) ?? c.compiled.body) };
    expandDocCardLists(copy, c.route, resolved.sidebars);
    bodies.set(c, copy);
  }
  const bodyOf = (c: CompiledEntry) => bodies.get(c) ?? c.compiled.body;

  if (!site) return null;

  const editConfig = siteFile?.value ?? {};
  const editUrl = (path: string, kind: 'doc' | 'post' = 'doc', route = '') => editUrlFor(editConfig, kind, path, route);
  const routes: RouteEntry[] = [];
  const missingHistory: string[] = [];
  const lastUpdated = (path: string) => {
    const time = inputs.lastUpdate.get(path) ?? null;
    if (!time) missingHistory.push(path);
    return time;
  };

  const docTags = new Map<string, { instance: ContentLayout['docs'][number]; tag: TagLink; docs: DocTagChunk['docs'] }>();
  const tagsFiles = new Map(
    layout.docs.map((d) => [
      d.id,
      d.tags
        ? loadTagsFile(join(d.dir, d.tags), (line, message) => report.error(at(relative(contentRoot, join(d.dir, d.tags!))), line, 1, message))
        : new Map(),
    ]),
  );
  const instances = new Map(layout.docs.map((d) => [d.id, d]));
  compiledDocs.forEach((c, i) => {
    const id = docs[i]!.id;
    const key = docKey(docs[i]!.instance, id);
    const sidebar = resolved.docSidebar.get(key) ?? null;
    const nav = resolved.navigation.get(key);
    const body = bodyOf(c);
    const instance = instances.get(docs[i]!.instance);
    const tags = instance ? resolveTags(c.source.frontMatter.tags, tagsRouteOf(instance.prefix, instance.tagsBasePath), tagsFiles.get(instance.id)) : [];
    for (const tag of tags) {
      if (!docTags.has(tag.route)) docTags.set(tag.route, { instance: instance!, tag, docs: [] });
      docTags.get(tag.route)!.docs.push({ title: c.title, route: c.route, description: str(c.source.frontMatter.description) ?? '' });
    }
    const chunk: DocChunk = {
      kind: 'doc',
      id,
      pluginId: instance?.version.pluginId ?? docs[i]!.instance,
      version: instance?.version.name ?? 'current',
      route: c.route,
      title: c.title,
      description: str(c.source.frontMatter.description) ?? firstSentence(body),
      keywords: Array.isArray(c.source.frontMatter.keywords) ? (c.source.frontMatter.keywords as string[]) : [],
      sidebar,
      breadcrumbs: nav?.breadcrumbs ?? [],
      toc: filterToc(c.compiled.toc, ...levelsOf(c.source.frontMatter)),
      hideTableOfContents: c.source.frontMatter.hide_table_of_contents === true,
      body,
      lastUpdatedAt: lastUpdated(c.source.path),
      editUrl: editUrl(c.source.path, 'doc', c.route),
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      ...(tags.length ? { tags } : {}),
    };
    routes.push({ chunk, sidebar });
  });
  // Docs tag pages: `<docs>/tags` and `<docs>/tags/<tag>`, per instance.
  for (const instance of layout.docs) {
    const own = [...docTags.values()].filter((t) => t.instance === instance);
    if (own.length === 0) continue;
    const allTagsRoute = tagsRouteOf(instance.prefix, instance.tagsBasePath);
    const list: TagsChunk = {
      kind: 'tags',
      route: allTagsRoute,
      title: 'Tags',
      tags: own.map((t) => ({ ...t.tag, count: t.docs.length })).sort((a, b) => a.label.localeCompare(b.label)),
      blogSidebar: null,
    };
    routes.push({ chunk: list, sidebar: null });
    for (const t of own) {
      const chunk: DocTagChunk = {
        kind: 'doc-tag',
        route: t.tag.route,
        title: taggedTitle(t.docs.length, 'doc', t.tag.label),
        tag: t.tag,
        allTagsRoute,
        docs: t.docs,
      };
      routes.push({ chunk, sidebar: null });
    }
  }

  // Posts: newest first; posts of the same date by file name. Unlisted posts are built but are in
  // no list, sidebar or feed, and do not count as previous/next.
  const sorted = compiledPosts
    .map((c, i) => ({ c, p: posts[i]! }))
    .sort((a, b) => b.p.date.localeCompare(a.p.date) || a.p.source.path.localeCompare(b.p.source.path));
  if (blogOptions?.sortPosts === 'ascending') sorted.reverse();
  const isUnlisted = (c: CompiledEntry) => c.source.frontMatter.unlisted === true;
  const order = sorted.filter(({ c }) => !isUnlisted(c));
  const sidebarCount = blogOptions?.blogSidebarCount ?? 5;
  const blogSidebar: BlogSidebar | null =
    blogOptions && sidebarCount > 0 && order.length > 0
      ? { title: blogOptions.blogSidebarTitle, items: order.slice(0, sidebarCount).map(({ c }) => ({ title: c.title, route: c.route })) }
      : null;
  const authorsMap = new Map([...inputs.authors].map(([k, a]) => [k, a.page ? { ...a, page: `${blogPrefix}/authors/${a.page}` } : a]));
  const blogTagsRoute = tagsRouteOf(blogPrefix, blogOptions?.tagsBasePath ?? 'tags');
  const summaries: BlogPostSummary[] = [];
  [...order, ...sorted.filter(({ c }) => isUnlisted(c))].forEach(({ c, p }, i) => {
    const unlisted = isUnlisted(c);
    const postAuthors = resolveAuthors(
      c.source.frontMatter,
      authorsMap,
      (msg) => authorsLoaded && report.warn(at(c.source.path), fieldLine(join(contentRoot, c.source.path), 'authors'), 1, msg),
    );
    const minutes = blogOptions?.showReadingTime === false ? null : readingMinutes(c.compiled.analysis.proseWords);
    const body = bodyOf(c);
    const description = str(c.source.frontMatter.description) ?? firstSentence(c.compiled.excerpt ?? body);
    const tags = resolveTags(c.source.frontMatter.tags, blogTagsRoute);
    const link = (j: number): NavLink | null => (!unlisted && order[j] ? { title: order[j].c.title, route: order[j].c.route } : null);
    const chunk: BlogPostChunk = {
      kind: 'blog-post',
      route: c.route,
      title: c.title,
      description,
      date: p.date,
      authors: postAuthors,
      tags,
      readingMinutes: minutes,
      unlisted,
      blogSidebar,
      toc: filterToc(c.compiled.toc, ...levelsOf(c.source.frontMatter)),
      body,
      previous: link(i - 1),
      next: link(i + 1),
      lastUpdatedAt: lastUpdated(c.source.path),
      editUrl: editUrl(c.source.path, 'post', c.route),
    };
    routes.push({ chunk, sidebar: null });
    if (unlisted) return;
    summaries.push({
      title: c.title,
      route: c.route,
      date: p.date,
      description,
      authors: postAuthors,
      tags,
      excerpt: c.compiled.excerpt ?? body,
      truncated: c.compiled.excerpt !== null,
      readingMinutes: minutes,
    });
  });

  const blogTitle = siteFile!.value.blog?.title ?? (blogOptions && blogOptions.blogTitle !== 'Blog' ? blogOptions.blogTitle : 'Blog');
  // A paginated list of posts: the blog itself, one tag's posts or one author's.
  const listPages = (base: string, title: string, list: BlogPostSummary[], listOf: BlogListChunk['listOf']) => {
    const pages = paginate(list, postsPerPage);
    pages.forEach((items, i) => {
      const page = i + 1;
      const chunk: BlogListChunk = {
        kind: 'blog-list',
        route: blogListRoute(page, base),
        title: page === 1 ? title : `${title}: page ${page}`,
        page,
        totalPages: pages.length,
        totalPosts: list.length,
        postsPerPage,
        previousPage: page > 1 ? blogListRoute(page - 1, base) : null,
        nextPage: page < pages.length ? blogListRoute(page + 1, base) : null,
        posts: items,
        listOf,
        blogRoute: blogPrefix || '/',
        archiveRoute,
        blogSidebar,
      };
      routes.push({ chunk, sidebar: null });
    });
  };
  if (blogOptions) {
    listPages(blogPrefix, blogTitle, summaries, null);
    // Tag pages: `/blog/tags` and each tag's posts.
    const byTag = new Map<string, { tag: TagLink; posts: BlogPostSummary[] }>();
    for (const s of summaries) for (const t of s.tags) (byTag.get(t.route) ?? byTag.set(t.route, { tag: t, posts: [] }).get(t.route)!).posts.push(s);
    if (byTag.size) {
      const tagsChunk: TagsChunk = {
        kind: 'tags',
        route: blogTagsRoute,
        title: 'Tags',
        tags: [...byTag.values()].map((t) => ({ ...t.tag, count: t.posts.length })).sort((a, b) => a.label.localeCompare(b.label)),
        blogSidebar,
      };
      routes.push({ chunk: tagsChunk, sidebar: null });
      for (const { tag, posts: list } of byTag.values())
        listPages(tag.route, taggedTitle(list.length, 'post', tag.label), list, { type: 'tag', tag, allTagsRoute: blogTagsRoute });
    }
    // Author pages, for authors of the authors map with `page`.
    const withPage = [...authorsMap.values()].filter((a) => a.page);
    if (withPage.length) {
      const authorsRoute = `${blogPrefix}/authors`;
      const count = (key: string) => summaries.filter((s) => s.authors.some((a) => a.key === key)).length;
      const authorsChunk: BlogAuthorsChunk = {
        kind: 'blog-authors',
        route: authorsRoute,
        title: 'Authors',
        authors: withPage.map((a) => ({ ...a, count: count(a.key) })),
        blogSidebar,
      };
      routes.push({ chunk: authorsChunk, sidebar: null });
      for (const author of withPage)
        listPages(
          author.page!,
          author.name,
          summaries.filter((s) => s.authors.some((a) => a.key === author.key)),
          { type: 'author', author, allAuthorsRoute: authorsRoute },
        );
    }
  }
  const years = new Map<number, BlogArchiveChunk['years'][number]['posts']>();
  for (const s of summaries) {
    const y = Number(s.date.slice(0, 4));
    if (!years.has(y)) years.set(y, []);
    years.get(y)!.push({ title: s.title, route: s.route, date: s.date });
  }
  const archive: BlogArchiveChunk = {
    kind: 'blog-archive',
    route: archiveRoute ?? '/blog/archive',
    title: 'Archive',
    years: [...years].map(([year, list]) => ({ year, posts: list })),
  };
  if (archiveRoute) routes.push({ chunk: archive, sidebar: null });

  const home: PageChunk = {
    kind: 'page',
    route: '/',
    title: site.title,
    description: site.tagline,
    component: 'index',
    data: { latestPosts: summaries.slice(0, 5).map((s) => ({ title: s.title, route: s.route, date: s.date, description: s.description })) },
  };
  // The home page: a doc served at `/` (docs with `routeBasePath: '/'`), else the site's own page.
  for (const [route, key] of sitePageRoutes) {
    if (route === '/') continue;
    routes.push({ chunk: { ...home, route, title: site.title, component: key }, sidebar: null });
  }
  if (!routeAnchors.has('/'))
    routes.push({
      chunk: sitePageRoutes.has('/')
        ? { ...home, component: sitePageRoutes.get('/')! }
        : pageModules.includes('index')
          ? home
          : { ...home, component: 'default-home' },
      sidebar: null,
    });
  for (const g of resolved.generatedIndexes) {
    if (routes.some((r) => r.chunk.route === g.route)) continue;
    routes.push({ chunk: generatedIndexChunk(g), sidebar: g.sidebar });
  }
  const search: PageChunk = {
    kind: 'page',
    route: '/search',
    title: 'Search',
    description: `Search ${site.title}`,
    component: 'search',
    data: { latestPosts: [] },
  };
  routes.push({ chunk: search, sidebar: null });

  const versions: DocsVersion[] = layout.docs.map((instance) => docsVersionOf(instance, docs, resolved.docSidebar, sidebarFirstRoute, docKey));
  if (missingHistory.length)
    report.warn(
      inputs.display,
      1,
      1,
      `${missingHistory.length} file(s) have no git history, so they show no last-update date (first: ${missingHistory[0]})`,
      'last-update',
    );

  return {
    site,
    routes,
    sidebars: Object.entries(resolved.sidebars).map(([name, items]) => ({ name, items })),
    versions,
    entries: all,
    staticDir,
    blog: {
      title: blogTitle,
      description: siteFile!.value.blog?.description ?? (blogOptions && blogOptions.blogDescription !== 'Blog' ? blogOptions.blogDescription : site.tagline),
    },
    sitePages,
    blogPostList: blogOptions
      ? {
          title: blogOptions.blogSidebarTitle,
          items: (blogSidebar?.items ?? []).map((item) => ({
            title: item.title,
            permalink: item.route,
            unlisted: false,
            date: summaries.find((x) => x.route === item.route)?.date ?? '',
          })),
        }
      : null,
  };
}

/** Docusaurus's titles of a tag page: `One post tagged with "x"`, `3 docs tagged with "x"`. */
export function taggedTitle(count: number, noun: 'post' | 'doc', label: string): string {
  return `${count === 1 ? 'One' : count} ${noun}${count === 1 ? '' : 's'} tagged with "${label}"`;
}

/** Minutes to read `words` of prose at 200 words a minute, as Docusaurus's reading-time default; at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** Line of a front-matter field in a content file, so a problem with its value points at it. */
function fieldLine(path: string, field: string): number {
  const i = readFileSync(path, 'utf8')
    .split('\n')
    .findIndex((l) => l.startsWith(`${field}:`));
  return i < 0 ? 1 : i + 1;
}

function hasTag(tree: HastRoot, tagName: string): boolean {
  const visit = (nodes: HastNode[]): boolean => nodes.some((n) => n.type === 'element' && (n.tagName === tagName || visit(n.children)));
  return visit(tree.children);
}

function hasDocIndex(tree: HastRoot): boolean {
  const visit = (nodes: HastNode[]): boolean => nodes.some((n) => n.type === 'element' && (n.tagName === 'DocIndex' || visit(n.children)));
  return visit(tree.children);
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
      out.push({
        key: o.key ?? o.name ?? 'author',
        name: o.name ?? key?.name ?? 'Unknown',
        ...((o.title ?? key?.title) ? { title: o.title ?? key?.title } : {}),
        ...((o.url ?? key?.url) ? { url: o.url ?? key?.url } : {}),
        ...((o.image_url ?? o.imageURL ?? key?.imageUrl) ? { imageUrl: o.image_url ?? o.imageURL ?? key?.imageUrl } : {}),
      });
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

/** Where a Markdown file link was looked for, in Docusaurus's order, for the broken-link message. */
function missingFileReason(url: string, fromFile: string): string {
  const path = url.split(/[?#]/)[0]!;
  if (!/\.mdx?$/i.test(path)) return 'no content file at that path';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  const tried = markdownCandidates(decoded, fromFile, { docs: 'docs', blog: 'blog' });
  return `no content file at ${tried.map((p) => `\`${p}\``).join(' or ')}`;
}
