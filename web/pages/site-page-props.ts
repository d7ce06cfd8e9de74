import type { docusaurusContext } from '../../docusaurus/shared/site-context';
import type { matchPath, useHistory, useLocation } from '../../docusaurus/client/api/router';

/** What Docusaurus hands a site's React page: the route's props and, as its pages plugin adds, the site config as `config`. */
export interface SitePageProps {
  config: ReturnType<typeof docusaurusContext>['siteConfig'];
  location: ReturnType<typeof useLocation>;
  history: ReturnType<typeof useHistory>;
  match: ReturnType<typeof matchPath>;
}
