import { loadedManifestOrNull } from '../manifest';
import { translate } from '../api/Translate';
import Layout from '@theme/DocCard/Layout';
import { cardIconAndTitle, firstLink, type CardItem } from './doc-card';
import { pluralForm } from './plural-form';

/** "n items" in the page's locale (theme-classic's `theme.docs.DocCard.categoryDescription.plurals`). */
function itemsCount(count: number): string {
  const messages = translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' });
  const locale = loadedManifestOrNull()?.i18n.currentLocale ?? 'en';
  return pluralForm(messages, count, locale).replace('{count}', String(count));
}

/**
 * `@theme/DocCard`: a card for a sidebar item (`useCurrentSidebarCategory().items`' shape): a
 * link (`type: 'link'`, or no type) to its `href`, or a category to its own page or else its first
 * link, described by its `description` or, for a category, its number of items. Drawn with the
 * `DocCard/*` parts, as theme-classic 3.10 draws it.
 */
export default function DocCard({ item }: { item: CardItem }) {
  const href = item.type === 'category' ? firstLink(item) : item.href;
  // A category without any link: Docusaurus filters these out before drawing the list.
  if (item.type === 'category' && !href) return null;
  const description = item.description ?? (item.type === 'category' ? itemsCount(item.items?.length ?? 0) : undefined);
  return <Layout item={item} className={item.className} href={href} description={description} {...cardIconAndTitle(item)} />;
}
