import type { FooterColumn, FooterItem, SiteConfigJson } from '../../common/contract';
import { configHtmlText } from '../shared/config-html-text';
import type { FooterThemeConfig } from '../shared/site-context';

/** A footer item as the config wrote it: `to` a page of the site, `href` a URL off it, or its `html` (links under `baseUrl`). */
export const footerItem = (item: FooterItem, baseUrl: string) =>
  'html' in item ? { html: configHtmlText(item.html, baseUrl) } : item.external ? { label: item.label, href: item.href } : { label: item.label, to: item.href };

/** The config's `links`: titled columns, or one flat list when its columns have no titles (Docusaurus's simple footer). */
export function footerLinksConfig(columns: FooterColumn[], baseUrl: string) {
  const item = (it: FooterItem) => footerItem(it, baseUrl);
  return columns.every((c) => c.title) ? columns.map((c) => ({ title: c.title, items: c.items.map(item) })) : columns.flatMap((c) => c.items.map(item));
}

const made = new WeakMap<object, FooterThemeConfig>();

/**
 * The manifest's footer as Docusaurus's `themeConfig.footer`, which a site's ejected `Footer` reads
 * through `useThemeConfig()`: its columns or flat links in the config's shape, the copyright and
 * `html` items as HTML text serialised from the trees the build parsed and cleaned
 * (`configHtmlText`, as the build-time side makes them). Undefined for a site without a footer. One
 * object per footer, as the config is one.
 */
export function compatFooter(footer: SiteConfigJson['footer'], baseUrl: string): FooterThemeConfig | undefined {
  if (!footer) return undefined;
  let config = made.get(footer);
  if (!config) {
    const { logo } = footer;
    const copyright = configHtmlText(footer.copyright, baseUrl);
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
      links: footerLinksConfig(footer.columns, baseUrl),
      ...(copyright ? { copyright } : {}),
    };
    made.set(footer, config);
  }
  return config;
}
