import type { ReactNode } from 'react';
import Head from '../api/Head';
import { loadedManifest } from '../manifest';
import { pageTitle } from '../../../web/pages/page-title';
import { useTitleFormat } from '../../../web/app/title-format';
import { ThemeCommonProviders } from '../theme-common-providers';
import 'virtual:infima-layer.css';
import './main-wrapper.css';

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** Docusaurus's options this theme has no use for: the chrome is always there. */
  noFooter?: boolean;
  wrapperClassName?: string;
}

/**
 * `@theme/Layout` for a site's React pages. This theme's Layout (navbar, footer, announcement)
 * already wraps every route, so here it is only the page's wrapper, as Docusaurus's `main-wrapper`,
 * carrying the skip link's target. `title` and `description` go into the head as theme-common's
 * `PageMetadata` puts them there, through `@docusaurus/Head`: prerendered (the title formatted as
 * every page's, with the site's `titleDelimiter` or its swizzled formatter) and after a client
 * navigation, replacing the route's own. Its children get the site's theme-common contexts
 * (`useColorMode`, `useNavbarMobileSidebar`, ...), as theme-classic's Layout puts its
 * `LayoutProvider` around them.
 */
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  // Through the site's title formatter when it swizzles one, as Docusaurus's PageMetadata formats a page's title.
  const format = useTitleFormat();
  const site = loadedManifest().site;
  const documentTitle = title ? (format ? format(title) : pageTitle(title, site.title, false, site.titleDelimiter)) : null;
  return (
    <>
      <Head>
        {documentTitle && <title>{documentTitle}</title>}
        {documentTitle && <meta property="og:title" content={documentTitle} />}
        {description && <meta name="description" content={description} />}
        {description && <meta property="og:description" content={description} />}
      </Head>
      <div id="main-content" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')} tabIndex={-1}>
        <ThemeCommonProviders>{children}</ThemeCommonProviders>
      </div>
    </>
  );
}
