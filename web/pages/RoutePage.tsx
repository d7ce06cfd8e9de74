import { useEffect } from 'react';
import { useLoaderData, ScrollRestoration } from 'react-router';
import { docHere, knownRoutes, type RouteData } from '../app/route-loader';
import { Layout } from '../theme/Layout';
import { DocPage } from './DocPage';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { BlogArchivePage } from './BlogArchivePage';
import { CustomPage } from './CustomPage';
import { TagsPage } from './TagsPage';
import { DocTagPage } from './DocTagPage';
import { BlogAuthorsPage } from './BlogAuthorsPage';
import { NotFound } from '../theme/NotFound';
import { usePageHead } from '../app/document-head';
import { RouteAnnouncer } from '../theme/RouteAnnouncer';
import { savePreferredVersion } from '../app/docs-version';

const NO_BLOG = { title: 'Blog', description: '' };

export function RoutePage() {
  const data = useLoaderData<RouteData>();
  const site = data.manifest.site;
  const title = data.status === 'ok' ? data.chunk.title : data.manifest.notFound.title;
  usePageHead({
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
  if (data.status === 'not-found') page = <NotFound site={site} />;
  else {
    const chunk = data.chunk;
    switch (chunk.kind) {
      case 'doc':
        page = (
          <DocPage chunk={chunk} sidebar={data.sidebar} versions={data.manifest.versions} doc={doc} siteTitle={site.title} sidebarOptions={site.docsSidebar} />
        );
        break;
      case 'blog-list':
        page = <BlogListPage chunk={chunk} />;
        break;
      case 'blog-post':
        page = <BlogPostPage chunk={chunk} />;
        break;
      case 'blog-archive':
        page = <BlogArchivePage chunk={chunk} />;
        break;
      case 'page':
        page = <CustomPage chunk={chunk} site={site} />;
        break;
      case 'tags':
        page = <TagsPage chunk={chunk} />;
        break;
      case 'doc-tag':
        page = <DocTagPage chunk={chunk} />;
        break;
      case 'blog-authors':
        page = <BlogAuthorsPage chunk={chunk} />;
        break;
    }
  }
  return (
    <Layout manifest={data.manifest} routes={knownRoutes(data)} doc={doc} sidebar={data.status === 'ok' ? data.sidebar : null}>
      <ScrollRestoration />
      <RouteAnnouncer title={title} />
      {page}
    </Layout>
  );
}
