import { use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { docHere, knownRoutes, routeQuery, type RouteData } from '../app/route-loader';
import { RouteDataContext } from '../app/route-data';
import { Layout } from '../theme/Layout';
import { notFoundModule, pageModule } from './kinds';
import { usePageHead } from '../app/document-head';
import { PAGE_TITLE_ATTR } from '../../common/page-title';
import { TitleFormatter } from '../theme/TitleFormatter';
import { RouteAnnouncer } from '../theme/RouteAnnouncer';
import { savePreferredVersion } from '../app/docs-version';

const NO_BLOG = { title: 'Blog', description: '' };
/** What a redirect's page waits for: nothing, the router replaces the location. */
const NEVER = new Promise<never>(() => {});

/**
 * The page of the current location. Its data is the route query (`useSuspenseQuery`): on a client
 * navigation the render suspends until it has loaded, inside the router's transition, so the
 * previous page stays on screen meanwhile; a failure goes to the route's error boundary.
 */
export function RoutePage() {
  const { pathname } = useLocation();
  const { data } = useSuspenseQuery(routeQuery(pathname));
  // `.html` and `/index.html` forms: the router follows the redirect (AppRouter) and that
  // navigation's page replaces this one; the previous page stays meanwhile.
  if (data.status === 'redirect') return use(NEVER);
  return __CHROME_TITLE_FORMATTER__ ? <FormattedRouteView data={data} /> : <RouteView data={data} />;
}

/**
 * The page inside its route data and `TitleFormatter` (Docusaurus's `ThemeProvider/TitleFormatter`,
 * a slot a site's swizzle fills: its formatter reads the page's plugin from the route data). Only
 * in a bundle for a site that swizzles it (`__CHROME_TITLE_FORMATTER__`): no other site's first visit
 * carries it.
 */
function FormattedRouteView({ data }: { data: RouteData }) {
  return (
    <RouteDataContext value={data}>
      <TitleFormatter>
        <RouteView data={data} />
      </TitleFormatter>
    </RouteDataContext>
  );
}

function RouteView({ data }: { data: RouteData }) {
  const site = data.manifest.site;
  const title = data.status === 'ok' ? data.chunk.title : data.manifest.notFound.title;
  const formatted = usePageHead({
    site,
    blog: data.manifest.blog ?? NO_BLOG,
    route: data.status === 'ok' ? data.path : null,
    chunk: data.status === 'ok' ? data.chunk : null,
    i18n: data.manifest.i18n,
  });
  const doc = docHere(data);
  const [docPlugin, docVersion] = [doc?.pluginId, doc?.version];
  useEffect(() => {
    if (docPlugin && docVersion) savePreferredVersion({ pluginId: docPlugin, name: docVersion });
  }, [docPlugin, docVersion]);

  let page: React.ReactNode;
  if (data.status === 'not-found') {
    const { NotFound } = notFoundModule();
    page = <NotFound site={site} />;
  } else {
    const chunk = data.chunk;
    switch (chunk.kind) {
      case 'doc': {
        const { DocPage } = pageModule('doc');
        page = (
          <DocPage chunk={chunk} sidebar={data.sidebar} versions={data.manifest.versions} doc={doc} siteTitle={site.title} sidebarOptions={site.docsSidebar} />
        );
        break;
      }
      case 'blog-list': {
        const { BlogListPage } = pageModule('blog-list');
        page = <BlogListPage chunk={chunk} />;
        break;
      }
      case 'blog-post': {
        const { BlogPostPage } = pageModule('blog-post');
        page = <BlogPostPage chunk={chunk} />;
        break;
      }
      case 'blog-archive': {
        const { BlogArchivePage } = pageModule('blog-archive');
        page = <BlogArchivePage chunk={chunk} />;
        break;
      }
      case 'page': {
        const { CustomPage } = pageModule('page');
        page = <CustomPage chunk={chunk} site={site} />;
        break;
      }
      case 'tags': {
        const { TagsPage } = pageModule('tags');
        page = <TagsPage chunk={chunk} />;
        break;
      }
      case 'doc-tag': {
        const { DocTagPage } = pageModule('doc-tag');
        page = <DocTagPage chunk={chunk} />;
        break;
      }
      case 'blog-authors': {
        const { BlogAuthorsPage } = pageModule('blog-authors');
        page = <BlogAuthorsPage chunk={chunk} />;
        break;
      }
    }
  }
  const layout = (
    <Layout manifest={data.manifest} routes={knownRoutes(data)} doc={doc} sidebar={data.status === 'ok' ? data.sidebar : null}>
      <RouteAnnouncer title={title} />
      {page}
    </Layout>
  );
  return (
    <RouteDataContext value={data}>
      {/* A site's formatted title, prerendering: the prerenderer takes it into the head it writes (pipeline/prerender/site-head.ts). */}
      {import.meta.env.SSR && formatted !== null ? (
        <>
          <title {...{ [PAGE_TITLE_ATTR]: 'true' }}>{formatted}</title>
          {layout}
        </>
      ) : (
        layout
      )}
    </RouteDataContext>
  );
}
