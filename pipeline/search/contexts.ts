import type { NavbarItem, SearchContext } from '../../common/contract.js';

export type ContextInput = Omit<SearchContext, 'index'>;

/**
 * The search contexts: one per docs sidebar and one for the blog. A sidebar is labelled like the
 * navbar item that opens one of its docs ("Add-ons" for the `Addons` sidebar), else by its name
 * split into words; contexts come in navbar order, the rest after them.
 */
export function searchContexts(options: {
  sidebars: string[];
  /** Route → sidebar name, for every doc in a sidebar. */
  docSidebar: Map<string, string>;
  navbar: NavbarItem[];
  /** The docs version a sidebar belongs to. */
  version: (sidebar: string) => string;
  locale: string;
  blog: { label: string } | null;
}): ContextInput[] {
  const labels = new Map<string, string>();
  const order: string[] = [];
  const visit = (label: string, href: string) => {
    const target =
      href === '/blog' || href.startsWith('/blog/')
        ? 'blog'
        : (options.docSidebar.get(href) ?? options.docSidebar.get(href.replace(/\/$/, '')) ?? options.docSidebar.get(`${href}/`));
    if (target && !labels.has(target)) {
      labels.set(target, label);
      order.push(target);
    }
  };
  for (const item of options.navbar) {
    if (item.type === 'doc') visit(item.label, item.route);
    else if (item.type === 'link' && !item.external) visit(item.label, item.href);
    else if (item.type === 'dropdown') for (const sub of item.items) if (!sub.external) visit(sub.label, sub.href);
  }
  const contexts: ContextInput[] = [];
  const ids = [...order.filter((id) => id === 'blog' || options.sidebars.includes(id)), ...options.sidebars.filter((s) => !order.includes(s))];
  if (options.blog && !ids.includes('blog')) ids.push('blog');
  for (const id of ids) {
    if (id === 'blog') {
      if (options.blog) contexts.push({ id, label: labels.get(id) ?? options.blog.label, kind: 'blog', version: null, locale: options.locale });
    } else contexts.push({ id, label: labels.get(id) ?? humanize(id.split('/').pop()!), kind: 'docs', version: options.version(id), locale: options.locale });
  }
  return contexts;
}

/** `OperatingSystem` → `Operating System`, `tutorialSidebar` → `Tutorial Sidebar`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}
