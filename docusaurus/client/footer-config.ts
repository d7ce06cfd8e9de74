import { toHtml } from 'hast-util-to-html';
import type { FooterColumn, FooterItem, SiteConfigJson } from '../../common/contract';
import type { FooterThemeConfig } from '../shared/site-context';

/** A footer item as the config wrote it: `to` a page of the site, `href` a URL off it, or its `html`. */
export const footerItem = (item: FooterItem) =>
  'html' in item
    ? { html: toHtml(item.html as Parameters<typeof toHtml>[0]) }
    : item.external
      ? { label: item.label, href: item.href }
      : { label: item.label, to: item.href };

/** The config's `links`: titled columns, or one flat list when its columns have no titles (Docusaurus's simple footer). */
export function footerLinksConfig(columns: FooterColumn[]) {
  return columns.every((c) => c.title)
    ? columns.map((c) => ({ title: c.title, items: c.items.map(footerItem) }))
    : columns.flatMap((c) => c.items.map(footerItem));
}

const made = new WeakMap<object, FooterThemeConfig>();

/**
 * The manifest's footer as Docusaurus's `themeConfig.footer`, which a site's ejected `Footer` reads
 * through `useThemeConfig()`: its columns or flat links in the config's shape, the copyright and
 * `html` items as HTML text serialised from the trees the build parsed and cleaned. Undefined for
 * a site without a footer. One object per footer, as the config is one.
 */
export function compatFooter(footer: SiteConfigJson['footer']): FooterThemeConfig | undefined {
  if (!footer) return undefined;
  let config = made.get(footer);
  if (!config) {
    const { logo } = footer;
    const copyright = toHtml(footer.copyright as Parameters<typeof toHtml>[0]);
    config = {
      style: footer.style,
      ...(logo
        ? {
            logo: {
              alt: logo.alt,
              src: logo.src,
              ...(logo.srcDark ? { srcDark: logo.srcDark } : {}),
              ...(logo.href ? { href: logo.href } : {}),
              ...(logo.width !== null ? { width: logo.width } : {}),
              ...(logo.height !== null ? { height: logo.height } : {}),
            },
          }
        : {}),
      links: footerLinksConfig(footer.columns),
      ...(copyright ? { copyright } : {}),
    };
    made.set(footer, config);
  }
  return config;
}
