import { Link } from '../Link';
import { ExternalIcon } from '../ExternalIcon';

export interface DropdownEntry {
  label: string;
  href: string;
  active: boolean;
  /** Called when the entry is chosen (the version dropdown stores the reader's choice). */
  onSelect?: () => void;
  /** Another site (a locale): a plain link that loads the page afresh. */
  reload?: boolean;
  /** The language of the target page (`hreflang`, and `lang` on the label). */
  lang?: string;
  /** The site's own class and accessible name for the link (a config's `className`, `aria-label`). */
  className?: string;
  ariaLabel?: string;
  /** Another site's page: marked with the external icon; `target` as the config gives it. */
  external?: boolean;
  target?: string;
}

const entryClass = (entry: DropdownEntry) => (entry.className ? `navbar-dropdown-link ${entry.className}` : 'navbar-dropdown-link');

/**
 * The link of a navbar dropdown's item: a module of its own inside its `<li>` (`Entry.tsx`), as
 * theme-classic's `DefaultNavbarItem/Desktop` draws `NavbarNavLink` inside a dropdown item's `<li>`,
 * so a site's swizzle of that name takes its place (chrome-slots.ts).
 */
export function NavbarDropdownLink({ entry, onChosen }: { entry: DropdownEntry; onChosen: () => void }) {
  if (entry.reload)
    return (
      <a href={entry.href} className={entryClass(entry)} hrefLang={entry.lang} lang={entry.lang} aria-label={entry.ariaLabel}>
        {entry.label}
      </a>
    );
  return (
    <Link
      href={entry.href}
      className={entryClass(entry)}
      aria-current={entry.active ? 'page' : undefined}
      aria-label={entry.ariaLabel}
      target={entry.target}
      lang={entry.lang}
      onClick={() => {
        entry.onSelect?.();
        onChosen();
      }}
    >
      {entry.label}
      {entry.external && <ExternalIcon />}
    </Link>
  );
}
