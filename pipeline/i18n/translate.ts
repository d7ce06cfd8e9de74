/**
 * What a locale's translation files change, as Docusaurus applies them to the loaded config and
 * content before building that locale: the navbar and footer (`docusaurus-theme-classic/navbar.json`,
 * `footer.json`), each docs version's label (`docusaurus-plugin-content-docs[-<id>]/<version>.json`;
 * its sidebar keys are applied where sidebars are resolved, `sidebars/translate.ts`) and the blog's
 * title, description and sidebar title (`docusaurus-plugin-content-blog[-<id>]/options.json`).
 * Keys are the untranslated text (`item.label.Guides`); a key not in the file keeps the original.
 * Pure: the messages come in.
 */
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import type { NavbarItemConfig, SiteConfig } from '../site-config.js';
import type { LocaleTranslations, Messages } from './translation-files.js';
import { pluginDir } from './overlay.js';

const pick = (messages: Messages, key: string, fallback: string) => messages[key] ?? fallback;

/** Docusaurus's `translateNavbar`: the title, the logo's alt text, each item's and each dropdown entry's label. */
export function translateNavbar(config: SiteConfig, messages: Messages): Pick<SiteConfig, 'navbarTitle' | 'logo' | 'navbar'> {
  const label = <T extends { label?: string }>(item: T): T =>
    item.label === undefined ? item : { ...item, label: pick(messages, `item.label.${item.label}`, item.label) };
  return {
    navbarTitle: config.navbarTitle ? pick(messages, 'title', config.navbarTitle) : config.navbarTitle,
    logo: config.logo && { ...config.logo, alt: pick(messages, 'logo.alt', config.logo.alt) },
    navbar: config.navbar.map((item): NavbarItemConfig =>
      item.type === 'dropdown' ? { ...label(item), items: item.items.map(label) } : (label(item as { label?: string }) as NavbarItemConfig),
    ),
  };
}

/** Docusaurus's `translateFooter`: column titles, link labels, the copyright and the logo's alt text. */
export function translateFooter(footer: SiteConfig['footer'], messages: Messages): SiteConfig['footer'] {
  if (!footer) return footer;
  return {
    ...footer,
    logo: footer.logo ? { ...footer.logo, alt: pick(messages, 'logo.alt', footer.logo.alt) } : footer.logo,
    columns: footer.columns.map((column) => ({
      ...column,
      title: column.title === undefined ? undefined : pick(messages, `link.title.${column.title}`, column.title),
      items: column.items.map((item) => ('label' in item ? { ...item, label: pick(messages, `link.item.label.${item.label}`, item.label) } : item)),
    })),
    copyright: pick(messages, 'copyright', footer.copyright),
  };
}

export function translateSiteConfig(config: SiteConfig, t: LocaleTranslations): SiteConfig {
  return {
    ...config,
    ...translateNavbar(config, t.messages('docusaurus-theme-classic/navbar')),
    footer: translateFooter(config.footer, t.messages('docusaurus-theme-classic/footer')),
  };
}

/** Each docs version's label (`version.label`) and the blog's options, translated. */
export function translateLayout(layout: ContentLayout, t: LocaleTranslations): ContentLayout {
  const blog = layout.blog;
  const options = blog ? t.messages(`${pluginDir('blog', blog.id)}/options`) : {};
  return {
    ...layout,
    docs: layout.docs.map((d) => ({ ...d, version: { ...d.version, label: pick(t.messages(d.version.localizedPath), 'version.label', d.version.label) } })),
    blog: blog && {
      ...blog,
      blogTitle: pick(options, 'title', blog.blogTitle),
      blogDescription: pick(options, 'description', blog.blogDescription),
      blogSidebarTitle: pick(options, 'sidebar.title', blog.blogSidebarTitle),
    },
  };
}
