import type { matchPath, useHistory, useLocation } from '../../docusaurus/client/api/router';

/**
 * The route's props Docusaurus hands a site's React page. Its pages plugin's `config` (the site
 * config) is added inside the page's own chunk (`withSiteConfig`, virtual:site-pages).
 */
export interface SitePageProps {
  location: ReturnType<typeof useLocation>;
  history: ReturnType<typeof useHistory>;
  match: ReturnType<typeof matchPath>;
}
