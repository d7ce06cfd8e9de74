import type { SiteConfig } from '../../common/site-config.js';
import type { FooterThemeConfig } from './site-context.js';
import { isExternalUrl } from '../../common/url.js';

type Footer = NonNullable<SiteConfig['footer']>;
type FooterEntry = Footer['columns'][number]['items'][number];

/** A footer item as the browser gives it (`footerItem`): `to` a page of the site, `href` a URL off it, or its `html` text. */
function item(it: FooterEntry, htmlText: (html: string) => string) {
  if ('html' in it) return { html: htmlText(it.html) };
  const href = it.to ?? it.href ?? '/';
  return isExternalUrl(href) ? { label: it.label, href } : { label: it.label, to: href };
}

/**
 * `themeConfig.footer` as Docusaurus's validated config holds it, from the build's site config, for
 * the build-time `useThemeConfig()` (Markdown's evaluation, a site page's `config`): titled
 * columns, or one flat list for the "simple" footer; the copyright and `html` items as HTML text
 * (`htmlText`: the caller's, which makes it as the browser does, `config-html-text.ts`). The browser
 * makes the same shape from the manifest (`docusaurus/client/footer-config.ts`). Undefined for a
 * site without a footer, as theme-classic then draws none.
 */
export function footerThemeConfig(
  { footer, logo: siteLogo }: Pick<SiteConfig, 'footer' | 'logo'>,
  htmlText: (html: string) => string,
): FooterThemeConfig | undefined {
  if (!footer) return undefined;
  // The manifest's defaults (pipeline/config/resolve.ts), so that the build and the browser agree:
  // a dark footer, and the site's logo unless the footer sets its own or none. A Docusaurus config
  // always sets both (docusaurus/node/config/site-config.ts).
  const logo = footer.logo === undefined ? siteLogo : footer.logo;
  return {
    style: footer.style ?? 'dark',
    ...(logo ? { logo: { ...logo } } : {}),
    links: footer.columns.every((c) => c.title)
      ? footer.columns.map((c) => ({ title: c.title, items: c.items.map((it) => item(it, htmlText)) }))
      : footer.columns.flatMap((c) => c.items.map((it) => item(it, htmlText))),
    ...(footer.copyright ? { copyright: htmlText(footer.copyright) } : {}),
  };
}
