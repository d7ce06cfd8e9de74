/**
 * `@generated/routes`, which theme-common reads for `useHomePageRoute` (the breadcrumbs' home
 * link): Docusaurus's whole route config. Here routes are found per path in the route table's
 * shards, never as one list, so a first visit does not grow with the site: the list is empty.
 */
const routes: { path: string; exact?: boolean; routes?: unknown[] }[] = [];
export default routes;
