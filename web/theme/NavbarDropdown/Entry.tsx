import { NavbarDropdownLink, type DropdownEntry } from './EntryLink';

export type { DropdownEntry };

/** One item of a navbar dropdown, in its `<li>` (Docusaurus's dropdown item, a `NavbarItem` with `isDropdownItem`). */
export function NavbarDropdownEntry({ entry, onChosen }: { entry: DropdownEntry; onChosen: () => void }) {
  return (
    <li>
      <NavbarDropdownLink entry={entry} onChosen={onChosen} />
    </li>
  );
}
