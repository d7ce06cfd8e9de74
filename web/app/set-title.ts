/** The page's title, unless a site's `@docusaurus/Head` has set its own (`data-rh`; its effect runs before the page's). */
export function setTitle(title: string, doc: Document = document) {
  if (!doc.querySelector('title[data-rh]')) doc.title = title;
}
