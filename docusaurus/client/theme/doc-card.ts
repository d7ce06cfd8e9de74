import { isInternalUrl } from '../../shared/internal-url';
import { findFirstSidebarItemCategoryLink } from '../../shared/sidebar-visibility';

/**
 * What `@theme/DocCard` draws for a sidebar item, as theme-classic 3.10 decides it: the label's
 * leading emoji as the icon (else 🗃 for a category, 📄️ for a page of the site, 🔗 for another
 * site), the rest of the label as the title, and a category's first link as its target.
 */
export interface CardItem {
  type?: string;
  label: string;
  href?: string;
  description?: string;
  className?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: CardItem[];
}

// An emoji (a pictograph, its variation selector, and pictographs joined to it) at the start of a label.
const LEADING_EMOJI = /^\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*/u;

/** The label's leading emoji and the text after it (theme-common's `extractLeadingEmoji`). */
export function leadingEmoji(label: string): { emoji: string | undefined; rest: string } {
  const emoji = LEADING_EMOJI.exec(label)?.[0];
  return { emoji, rest: emoji ? label.slice(emoji.length) : label };
}

/**
 * A category's own listed page, else the first item of it (depth first) with a listed link
 * (`findFirstSidebarItemCategoryLink`); a link's own href unless it is an unlisted doc.
 */
export function firstLink(item: CardItem): string | undefined {
  return item.type === 'category' ? findFirstSidebarItemCategoryLink(item) : item.unlisted ? undefined : item.href;
}

export function cardIconAndTitle(item: CardItem): { icon: string; title: string } {
  const { emoji, rest } = leadingEmoji(item.label);
  const fallback = item.type === 'category' ? '🗃' : isInternalUrl(item.href) ? '📄️' : '🔗';
  return { icon: emoji ?? fallback, title: rest.trim() };
}
