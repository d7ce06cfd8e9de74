/** The links of the resolved navbar and footer that lead into the site, for active marks and link checks. */
import type { FooterColumn, NavbarItem } from '../../common/contract.js';

export interface SiteLinkTarget {
  href: string;
  /** Where it is, as messages name it: `navbar item 2 ("Blog")`. */
  where: string;
  /** A `doc` or `docSidebar` item (Docusaurus marks those by their sidebar). */
  doc: boolean;
}

const named = (where: string, label: string) => (label ? `${where} ("${label}")` : where);

/** Each navbar item's internal target in order: doc items, links and dropdown entries (external ones and `pathname://` left out). */
export function navbarTargets(items: NavbarItem[]): SiteLinkTarget[] {
  return items.flatMap((item, i): SiteLinkTarget[] => {
    const where = `navbar item ${i + 1}`;
    if (item.type === 'doc') return [{ href: item.route, where: named(where, item.label), doc: true }];
    if (item.type === 'link') return item.external ? [] : [{ href: item.href, where: named(where, item.label), doc: false }];
    if (item.type === 'dropdown')
      return item.items.flatMap((sub, j) => (sub.external ? [] : [{ href: sub.href, where: named(`${where} › item ${j + 1}`, sub.label), doc: false }]));
    return [];
  });
}

/** Each footer link's internal target in order. */
export function footerTargets(columns: FooterColumn[]): SiteLinkTarget[] {
  return columns.flatMap((column, i) =>
    column.items.flatMap((item, j) =>
      'html' in item || item.external ? [] : [{ href: item.href, where: named(`footer column ${i + 1} item ${j + 1}`, item.label), doc: false }],
    ),
  );
}
