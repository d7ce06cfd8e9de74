import { useEffect, type ReactNode } from 'react';
import { loadedManifest } from '../manifest';
import { pageTitle } from '../../../web/pages/page-title';
import { useTitleFormat } from '../../../web/app/title-format';
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
 * carrying the skip link's target; `title` and `description` update the document head after
 * navigation (the prerendered head has them from the route's chunk).
 */
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  // Through the site's title formatter when it swizzles one, as Docusaurus's PageMetadata formats a page's title.
  const format = useTitleFormat();
  const documentTitle = title ? (format ? format(title) : pageTitle(title, loadedManifest().site.title, false)) : null;
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [documentTitle, description]);
  return (
    <div id="main-content" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')} tabIndex={-1}>
      {children}
    </div>
  );
}
