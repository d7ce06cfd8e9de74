import type { NavbarItem } from '../../../common/contract';

/** The site's own entry points, from its navbar (internal links only), for the not-found page. */
export function suggestions(navbar: NavbarItem[], max = 4): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  const add = (label: string, href: string, external: boolean) => {
    if (external || href === '/' || href.startsWith('/search') || out.some((o) => o.href === href)) return;
    out.push({ label, href });
  };
  for (const item of navbar) {
    if (item.type === 'doc') add(item.label, item.route, false);
    else if (item.type === 'link') add(item.label, item.href, item.external);
    else if (item.type === 'dropdown') for (const sub of item.items) add(sub.label, sub.href, sub.external);
  }
  return out.slice(0, max);
}
