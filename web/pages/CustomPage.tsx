import { lazy, Suspense, type ComponentType } from 'react';
import type { PageChunk, SiteConfigJson } from '../../common/contract';
import { Spinner } from '../theme/Spinner';
import { SearchPage } from './SearchPage';
import { DefaultHome } from './DefaultHome';
import { sitePages, lazySitePages } from 'virtual:site-pages';
import { useHistory, useLocation } from '../../docusaurus/client/api/router';
import type { SitePageProps } from './site-page-props';

export interface CustomPageProps {
  chunk: PageChunk;
  site: SiteConfigJson;
}

type PageModule = { default: ComponentType<CustomPageProps> };
const pageName = (path: string) => path.replace(/^.*\/([^/]+)\.tsx$/, '$1');

// In the browser, page modules under content/pages/ are bundled lazily, one chunk each. The
// prerenderer imports them eagerly: a page that suspends while prerendering is written out with
// React's inline reveal scripts, which the CSP blocks. The Suspense boundary is the same on both
// sides, so hydration waits for the lazy chunk and keeps the server HTML meanwhile.
const pages: Map<string, ComponentType<CustomPageProps>> = import.meta.env.SSR
  ? new Map(Object.entries(import.meta.glob<PageModule>('@content/pages/*.tsx', { eager: true })).map(([path, m]) => [pageName(path), m.default]))
  : new Map(Object.entries(import.meta.glob<PageModule>('@content/pages/*.tsx')).map(([path, load]) => [pageName(path), lazy(load)]));

// A Docusaurus site's React pages (`src/pages/`, keys `site-page:<path>`).
const docusaurusPages: Map<string, ComponentType<SitePageProps>> = import.meta.env.SSR
  ? new Map(Object.entries(sitePages))
  : new Map(Object.entries(lazySitePages).map(([key, load]) => [key, lazy(load)]));

function SitePageWithProps({ page: Page, props }: { page: ComponentType<SitePageProps>; props: PageChunk['props'] }) {
  const history = useHistory();
  const location = useLocation();
  // A page's route is its own exact path, without params: React Router 5's match is that path.
  return <Page {...props} location={location} history={history} match={{ path: location.pathname, url: location.pathname, isExact: true, params: {} }} />;
}

export function CustomPage({ chunk, site }: CustomPageProps) {
  if (chunk.component.startsWith('site-page:')) {
    const SitePage = docusaurusPages.get(chunk.component);
    if (!SitePage) throw new Error(`No site page ${chunk.component.slice('site-page:'.length)}`);
    return (
      <Suspense fallback={<Spinner />}>
        <SitePageWithProps page={SitePage} props={chunk.props} />
      </Suspense>
    );
  }
  if (chunk.component === 'search') return <SearchPage />;
  if (chunk.component === 'default-home') return <DefaultHome chunk={chunk} site={site} />;
  const Page = pages.get(chunk.component);
  if (!Page) throw new Error(`No page module content/pages/${chunk.component}.tsx`);
  return (
    <Suspense fallback={<Spinner />}>
      {/* The lazy components are created once at module load; looking one up creates nothing. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page chunk={chunk} site={site} />
    </Suspense>
  );
}
