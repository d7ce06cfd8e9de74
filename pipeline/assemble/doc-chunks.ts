/** A chunk per doc, and the docs tag pages (`<docs>/tags`, `<docs>/tags/<tag>`) of each docs instance. */
import type { DocChunk, DocTagChunk, TagLink, TagsChunk } from '../../common/contract.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import { sourceEditUrl } from '../config/edit-url.js';
import { resolveTags } from '../routes/tags.js';
import { pageToc } from './page-toc.js';
import type { LastUpdates } from './last-update.js';
import type { SiteSidebars } from './sidebars.js';
import { str, taggedTitle } from './text.js';
import type { PublishedBodies } from './bodies.js';
import { docKey, type AssembleContext, type DocItem } from './types.js';
import type { RouteEntry } from '../model/site.js';
import type { SiteConfig } from '../site-config.js';

export function docChunks(ctx: AssembleContext, docs: DocItem[], sidebars: SiteSidebars, bodies: PublishedBodies, lastUpdate: LastUpdates): RouteEntry[] {
  const { layout, report } = ctx;
  const routes: RouteEntry[] = [];
  const editConfig = ctx.inputs.siteFile?.value ?? {};
  const docTags = new Map<string, { instance: ContentLayout['docs'][number]; tag: TagLink; docs: (DocTagChunk['docs'][number] & { unlisted: boolean })[] }>();
  for (const file of ctx.files.tagsFiles.values()) for (const p of file.problems) report.error(p.file, p.line, 1, p.message);
  const instances = new Map(layout.docs.map((d) => [d.id, d]));
  for (const { entry, compiled: c } of docs) {
    const key = docKey(entry.instance, entry.id);
    const sidebar = sidebars.docSidebar.get(key) ?? null;
    const nav = sidebars.navigation.get(key);
    const instance = instances.get(entry.instance);
    const tags = instance
      ? resolveTags(c.source.frontMatter.tags, `${instance.prefix}/${instance.tagsBasePath}`, ctx.files.tagsFiles.get(instance.id)?.tags)
      : [];
    for (const tag of tags) {
      if (!docTags.has(tag.route)) docTags.set(tag.route, { instance: instance!, tag, docs: [] });
      docTags
        .get(tag.route)!
        .docs.push({ title: c.title, route: c.route, description: str(c.source.frontMatter.description) ?? '', unlisted: entry.unlisted === true });
    }
    const chunk: DocChunk = {
      kind: 'doc',
      id: entry.id,
      pluginId: instance?.version.pluginId ?? entry.instance,
      version: instance?.version.name ?? 'current',
      route: c.route,
      title: c.title,
      description: str(c.source.frontMatter.description) ?? bodies.firstSentence(c),
      keywords: Array.isArray(c.source.frontMatter.keywords) ? (c.source.frontMatter.keywords as string[]) : [],
      sidebar,
      breadcrumbs: nav?.breadcrumbs ?? [],
      toc: pageToc(ctx, c),
      hideTableOfContents: c.source.frontMatter.hide_table_of_contents === true,
      ...(c.source.frontMatter.hide_title === true ? { hideTitle: true as const } : {}),
      ...wrapperClassNameOf(entry.instance, c.source.frontMatter),
      ...pageClassFields(instance, editConfig),
      // Its place among the keys (and so in the chunk's bytes); set below.
      body: null as never,
      // Asked for only when shown, by the docs instance's options or, on a Markdown page, the pages
      // plugin's (Docusaurus 3.1+): git has no say over a site that does not show them.
      ...lastUpdate.of(c.source.path, c.source.frontMatter, entry.instance === 'pages' ? layout.pages : instance),
      // A Markdown page is edited by the pages plugin's option, a doc by the docs plugin's.
      editUrl:
        entry.instance === 'pages'
          ? sourceEditUrl(editConfig, 'page', c.source, c.route, layout.pages?.path)
          : sourceEditUrl(editConfig, 'doc', c.source, c.route),
      previous: nav?.previous ?? null,
      next: nav?.next ?? null,
      ...(tags.length ? { tags } : {}),
      ...(entry.unlisted ? { unlisted: true as const } : {}),
      // Only the dev server builds a draft (pipeline/stages/routes.ts).
      ...(c.source.frontMatter.draft === true ? { draft: true as const } : {}),
      ...otherFrontMatter(c.source.frontMatter),
    };
    // Read from disk on each use when the compiled body is (compile/body-store.ts).
    bodies.publish(chunk, c);
    routes.push({ chunk, sidebar });
  }
  for (const instance of layout.docs) {
    const own = [...docTags.values()].filter((t) => t.instance === instance).map((t) => ({ ...t, ...tagVisibility(t.docs) }));
    if (own.length === 0) continue;
    const allTagsRoute = `${instance.prefix}/${instance.tagsBasePath}`;
    const listedTags = own.filter((t) => !t.unlisted);
    // As Docusaurus: no tags list when every tag is unlisted.
    if (listedTags.length) {
      const list: TagsChunk = {
        kind: 'tags',
        plugin: 'docs',
        route: allTagsRoute,
        title: 'Tags',
        tags: listedTags.map((t) => ({ ...t.tag, count: t.listed.length })).sort((a, b) => a.label.localeCompare(b.label)),
        blogSidebar: null,
      };
      routes.push({ chunk: list, sidebar: null });
    }
    for (const t of own) {
      const chunk: DocTagChunk = {
        kind: 'doc-tag',
        route: t.tag.route,
        title: taggedTitle(t.listed.length, 'doc', t.tag.label),
        tag: t.tag,
        allTagsRoute,
        docs: t.listed.map(({ title, route, description }) => ({ title, route, description })),
        ...(t.unlisted ? { unlisted: true as const } : {}),
      };
      routes.push({ chunk, sidebar: null });
    }
  }
  return routes;
}

/**
 * Docusaurus's `getTagVisibility`: a tag with a listed doc lists only its listed docs; a tag whose
 * every doc is unlisted is unlisted itself (on no tags list, `noindex`) and its page lists them all.
 */
export function tagVisibility<T extends { unlisted: boolean }>(docs: T[]): { unlisted: boolean; listed: T[] } {
  if (docs.every((d) => d.unlisted)) return { unlisted: true, listed: docs };
  return { unlisted: false, listed: docs.filter((d) => !d.unlisted) };
}

/**
 * The front-matter keys this build reads into the chunk's own fields, the sidebars, the route or the
 * head: what the theme draws from those. The rest travel as they are (`DocChunk.frontMatter`).
 */
const BUILD_FRONT_MATTER = new Set([
  'id',
  'title',
  'description',
  'keywords',
  'tags',
  'slug',
  'image',
  'draft',
  'unlisted',
  'hide_table_of_contents',
  'hide_title',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_custom_props',
  'sidebar_key',
  'displayed_sidebar',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'custom_edit_url',
  'last_update',
  'parse_number_prefixes',
  'wrapperClassName',
]);

/** The front matter's keys no field of the chunk holds, for theme code reading `frontMatter` (none: absent). */
export function otherFrontMatter(frontMatter: Record<string, unknown>): { frontMatter?: Record<string, unknown> } {
  const rest = Object.entries(frontMatter).filter(([key, value]) => !BUILD_FRONT_MATTER.has(key) && value !== undefined);
  return rest.length > 0 ? { frontMatter: Object.fromEntries(rest) } : {};
}

/** What a doc's classes on `<html>` take from its docs instance (docusaurus/shared/page-class-names.ts); for most sites, nothing. */
function pageClassFields(
  instance: ContentLayout['docs'][number] | undefined,
  config: Pick<SiteConfig, 'docItemComponents'>,
): Pick<DocChunk, 'versionClassName' | 'ownDocItem'> {
  if (!instance) return {};
  const { className, pluginId } = instance.version;
  return { ...(className ? { versionClassName: className } : {}), ...(config.docItemComponents?.[pluginId] ? { ownDocItem: true as const } : {}) };
}

/** A Markdown page's `wrapperClassName` front matter, as a chunk field (docs have none). */
function wrapperClassNameOf(instance: string, frontMatter: Record<string, unknown>): { wrapperClassName?: string } {
  const value = instance === 'pages' ? str(frontMatter.wrapperClassName) : null;
  return value ? { wrapperClassName: value } : {};
}
