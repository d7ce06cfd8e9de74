import type { ComponentType } from 'react';
import useDocusaurusContext from './api/useDocusaurusContext';

type SiteConfig = ReturnType<typeof useDocusaurusContext>['siteConfig'];

/**
 * A site's React page with the `config` prop Docusaurus's pages plugin gives it (its route's
 * `modules: { config }`, the site config): `useDocusaurusContext().siteConfig` of the page's
 * locale, `themeConfig.footer` included. Wrapped in the page's own chunk (`virtual:site-pages`),
 * so the chrome's chunks never take the context's code for pages that are not a site's.
 */
export function withSiteConfig<P extends object>(Page: ComponentType<P & { config: SiteConfig }>): ComponentType<P> {
  function SitePage(props: P) {
    return <Page {...props} config={useDocusaurusContext().siteConfig} />;
  }
  return SitePage;
}
