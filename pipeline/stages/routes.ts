import type { DocEntry, PostEntry, RoutedSources } from '../model/entries.js';
import type { SourceDocument } from '../content/collect.js';
import type { Report } from '../check/report.js';
import { creationDates } from '../content/git.js';
import { namesDate, postIdentity, PostDateError } from '../routes/blog.js';
import { docId, docRoute, pageRoute } from '../routes/docs.js';
import { defaultLayout, type ContentLayout } from '../../docusaurus/node/config/layout.js';

/**
 * Gives every doc and post its route; the first file to claim a route keeps it. Routes come before
 * compiling because links resolve against them. `historyDir` holds the files' git history (a
 * locale's folder is a copy of the site's).
 */
export function assignRoutes(
  sources: SourceDocument[],
  report: Report,
  at: (path: string) => string,
  layout: ContentLayout = defaultLayout(process.cwd()),
  production = false,
  historyDir = layout.siteDir,
): RoutedSources {
  const instances = new Map(layout.docs.map((d) => [d.id, d]));
  const docs: DocEntry[] = [];
  const posts: PostEntry[] = [];
  const routeOwner = new Map<string, string>();
  const claim = (route: string, file: string): boolean => {
    const owner = routeOwner.get(route);
    if (owner) {
      report.warn(at(file), 1, 1, `duplicate route ${route}: already used by ${at(owner)}; this file is not published`, 'duplicate-route');
      return false;
    }
    routeOwner.set(route, file);
    return true;
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  // A locale's folder is a copy: the site folder's history and files come first.
  const created = creationDates(
    sources.filter(namesNoDate).map((s) => s.path),
    [...new Set([historyDir, layout.siteDir])],
  );
  const draftDocs = new Map<string, Set<string>>();
  for (const source of sources) {
    // Drafts exist in development only, as in Docusaurus; a sidebar naming one drops it.
    if (production && source.frontMatter.draft === true) {
      if (source.kind === 'doc' && source.section !== 'pages')
        draftDocs.set(source.section, (draftDocs.get(source.section) ?? new Set()).add(draftDocId(source, instances.get(source.section)?.numberPrefixes)));
      continue;
    }
    if (source.kind === 'doc') {
      // Unlisted is production-only too (Docusaurus's `isUnlisted`): in dev every doc is listed.
      const unlisted = production && source.frontMatter.unlisted === true ? { unlisted: true as const } : {};
      const fm = { relativePath: source.sectionPath, frontMatterId: str(source.frontMatter.id), frontMatterSlug: str(source.frontMatter.slug) };
      if (source.section === 'pages') {
        const route = pageRoute(source.sectionPath, layout.pages?.prefix ?? '', str(source.frontMatter.slug));
        if (claim(route, source.path)) docs.push({ source, id: `__page__${route}`, route, instance: 'pages', ...unlisted });
        continue;
      }
      const instance = instances.get(source.section);
      const numberPrefixes = instance?.numberPrefixes ?? true;
      const route = docRoute(fm, instance ? instance.prefix : '/docs', numberPrefixes);
      if (claim(route, source.path)) docs.push({ source, id: docId(fm, numberPrefixes), route, instance: source.section, ...unlisted });
    } else {
      try {
        const id = postIdentity(
          {
            relativePath: source.sectionPath,
            frontMatterDate: source.frontMatter.date as string | undefined,
            frontMatterSlug: source.frontMatter.slug as string | undefined,
            fallbackDate: created.get(source.path),
          },
          layout.blog?.prefix ?? '/blog',
        );
        if (claim(id.route, source.path)) posts.push({ source, ...id });
      } catch (error) {
        if (!(error instanceof PostDateError)) throw error;
        if (error.field) report.error(at(source.path), source.fieldLines?.[error.field] ?? 1, 1, error.message, 'front-matter');
        else report.error(at(source.path), 1, 1, error.message);
      }
    }
  }
  const fileToRoute = new Map<string, string>([...docs, ...posts].map((d) => [d.source.path, d.route]));
  return { docs, posts, fileToRoute, draftDocs };
}

/** A draft doc's id, as it would have had (`docId`). */
const draftDocId = (source: SourceDocument, numberPrefixes = true) =>
  docId({ relativePath: source.sectionPath, frontMatterId: typeof source.frontMatter.id === 'string' ? source.frontMatter.id : undefined }, numberPrefixes);

/** A post whose front matter and file name give no date: Docusaurus dates it by its history. */
const namesNoDate = (source: SourceDocument) => source.kind === 'post' && source.frontMatter.date === undefined && !namesDate(source.sectionPath);
