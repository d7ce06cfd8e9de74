/**
 * Sidebars, site config, link checks, generated lists and every route chunk, from compiled
 * documents: one converter per part (`pipeline/assemble/`), composed here in the order their
 * inputs need. Pure: it reads no file and no environment (the config stage and
 * `content-files.ts` did), and its only effect is the problems it adds to `report`. The one-shot
 * build and dev mode both call it.
 */
import { feedSettings } from '../emit/feed-settings.js';
import { staticDirsOf } from '../config/static-dirs.js';
import { join, relative } from 'node:path';
import type { DocsVersion } from '../../common/contract.js';
import { defaultLayout } from '../../docusaurus/node/config/layout.js';
import { docsVersionOf } from '../versions/model.js';
import type { Report } from '../check/report.js';
import { blogListChunks } from '../assemble/blog-lists.js';
import { blogSettings, blogTitles } from '../assemble/blog-settings.js';
import { expandBodies } from '../assemble/bodies.js';
import { docChunks } from '../assemble/doc-chunks.js';
import { lastUpdates } from '../assemble/last-update.js';
import { blogListAnchors, checkConfigLinks, checkLinks, generatedRoutes, pageAnchors } from '../assemble/links.js';
import { pageChunks } from '../assemble/pages.js';
import { postChunks } from '../assemble/post-chunks.js';
import { siteConfigOf } from '../assemble/site-config.js';
import { inlineScriptFiles } from '../config/head-scripts.js';
import { sitePagesOf } from '../assemble/site-pages.js';
import { resolveSiteSidebars } from '../assemble/sidebars.js';
import { docKey, type AssembleContext } from '../assemble/types.js';
import type { SiteInputs, SiteModel } from '../model/site.js';
import type { ContentFiles } from '../model/content-files.js';
import type { CompiledEntry, DocEntry, PostEntry } from '../model/entries.js';

/** Returns null when the site config is missing (after checking everything else). */
export function assembleSite(
  inputs: SiteInputs,
  files: ContentFiles,
  docEntries: DocEntry[],
  compiledDocs: CompiledEntry[],
  postEntries: PostEntry[],
  compiledPosts: CompiledEntry[],
  report: Report,
  draftDocs: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): SiteModel | null {
  const ctx: AssembleContext = {
    inputs,
    files,
    layout: inputs.layout ?? defaultLayout(inputs.contentRoot),
    report,
    at: (p) => join(inputs.display, p),
    draftDocs,
  };
  for (const p of inputs.problems) report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
  for (const w of inputs.warnings ?? []) report.warn(relative(process.cwd(), w.file), w.line, 1, w.message);
  for (const p of files.problems) report.error(p.file, p.line, 1, p.message);
  for (const w of files.warnings) report.warn(w.file, w.line, 1, w.message);
  const docs = pair(docEntries, compiledDocs);
  const posts = pair(postEntries, compiledPosts);
  const entries = [...compiledDocs, ...compiledPosts];

  const sidebars = resolveSiteSidebars(ctx, docs);
  // Before the site config: a navbar `docsVersion` item links a version's main doc.
  const versions: DocsVersion[] = ctx.layout.docs.map((instance) =>
    docsVersionOf(
      instance,
      docs.map(({ entry }) => entry),
      sidebars.docSidebar,
      sidebars.firstRoute,
      docKey,
      sidebars.firstLink,
      sidebars.instanceSidebars.get(instance),
      ctx.draftDocs?.get(instance.id),
    ),
  );
  const site = siteConfigOf(ctx, docs, sidebars, versions);
  const anchors = pageAnchors(ctx, entries, sidebars);
  const sitePages = sitePagesOf(ctx, (route) => anchors.has(route));
  const blog = blogSettings(ctx, posts.length, posts.filter(({ entry }) => entry.source.frontMatter.unlisted !== true).length);
  const otherRoutes = { sitePages: [...sitePages.routes.keys()], generated: generatedRoutes(ctx, blog, posts, docs) };
  checkLinks(ctx, entries, anchors, otherRoutes, blogListAnchors(blog, posts));
  if (site) checkConfigLinks(ctx, site, anchors, otherRoutes);
  const bodies = expandBodies(ctx, entries, docs, sidebars);
  if (!site) return null;

  const lastUpdate = lastUpdates(ctx);
  const blogText = blogTitles(ctx, site.tagline);
  const docRoutes = docChunks(ctx, docs, sidebars, bodies, lastUpdate);
  const postRoutes = postChunks(ctx, posts, blog, bodies, lastUpdate);
  const routes = [
    ...docRoutes,
    ...postRoutes.routes,
    ...blogListChunks(blog, blogText.title, postRoutes.summaries, postRoutes.blogSidebar, postRoutes.authors),
  ];
  routes.push(...pageChunks(ctx, site, sitePages, sidebars, postRoutes.summaries, { hasHome: anchors.has('/'), routes }));
  lastUpdate.report();
  const staticDirs = staticDirsOf(inputs.contentRoot, inputs.siteFile?.value);

  return {
    site,
    routes,
    sidebars: Object.entries(sidebars.sidebars).map(([name, items]) => ({ name, items })),
    versions,
    entries,
    staticDir: staticDirs[0] ?? join(inputs.contentRoot, 'static'),
    staticDirs,
    // As Docusaurus's blog plugin: no feed (nor its head links) for a blog without posts.
    blog: { ...blogText, feeds: blog.hasPosts ? feedSettings(ctx.layout.blog) : null },
    sitePages: sitePages.modules,
    headScripts: inlineScriptFiles(inputs.siteFile?.value),
    blogPostList: blog.options
      ? {
          title: blog.options.blogSidebarTitle,
          items: (postRoutes.blogSidebar?.items ?? []).map((item) => ({
            title: item.title,
            permalink: item.route,
            unlisted: false,
            // As Docusaurus serialises a post's date there: an ISO timestamp (midnight UTC for a day).
            date: isoTimestamp(postRoutes.summaries.find((x) => x.route === item.route)?.date),
          })),
        }
      : null,
  };
}

/** Each document with its compiled form, matched by source path (a list may have dropped some). */
function pair<T extends { source: { path: string } }>(entries: T[], compiled: CompiledEntry[]): { entry: T; compiled: CompiledEntry }[] {
  const byPath = new Map(entries.map((e) => [e.source.path, e]));
  return compiled.map((c) => ({ entry: byPath.get(c.source.path)!, compiled: c }));
}

/** `2024-04-22` → `2024-04-22T00:00:00.000Z`; empty when there is no date. */
const isoTimestamp = (day: string | undefined) => (day ? new Date(`${day}T00:00:00Z`).toISOString() : '');
