/**
 * A locale's sidebar translations (`sidebar.<name>.category.<label>`, `….link.<label>`,
 * `….doc.<label>`, and a generated index's `….category.<label>.link.generated-index.title` and
 * `.description`), applied as Docusaurus's `translateSidebar` does: keyed by the untranslated
 * label, after routes and slugs were derived from it. A doc item is translated only when its label
 * was written in the sidebars file (Docusaurus's `translatable`); a doc's own title is translated
 * in its translated file instead.
 */
import type { SidebarItem } from '../../common/contract.js';
import type { Messages } from '../i18n/translation-files.js';

/** A generated index with what its keys are made of: its category's label and the title the config gave it. */
export interface IndexSource {
  /** The resolver's generated index (`resolve.ts` `GeneratedIndex`), translated in place. */
  index: { sidebar: string; title: string; description: string | null };
  label: string;
  title: string | undefined;
}

/** Translates one sidebar's labels in place (the resolver's own fresh items); `translatable`: doc items with a written label. */
export function translateSidebarItems(name: string, items: SidebarItem[], messages: Messages, translatable: WeakSet<SidebarItem>): void {
  for (const item of items) {
    if (item.type === 'category') {
      item.label = messages[`sidebar.${name}.category.${item.label}`] ?? item.label;
      translateSidebarItems(name, item.items, messages, translatable);
    } else if (item.type === 'link') item.label = messages[`sidebar.${name}.link.${item.label}`] ?? item.label;
    else if (item.type === 'doc' && translatable.has(item)) item.label = messages[`sidebar.${name}.doc.${item.label}`] ?? item.label;
  }
}

/** A generated index page's title and description; the title falls back to its category's translated label. */
export function translateGeneratedIndex({ index, label, title }: IndexSource, messages: Messages): void {
  const key = `sidebar.${index.sidebar}.category.${label}`;
  index.title = messages[`${key}.link.generated-index.title`] ?? title ?? messages[key] ?? label;
  index.description = messages[`${key}.link.generated-index.description`] ?? index.description;
}
