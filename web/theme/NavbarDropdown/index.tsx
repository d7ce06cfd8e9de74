import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
// Each entry a module of its own: a site's swizzled `NavbarItem` (or `NavbarItem/DefaultNavbarItem`)
// draws it, as Docusaurus's dropdown draws its items through `@theme/NavbarItem` (chrome-slots.ts).
import { NavbarDropdownEntry, type DropdownEntry } from './Entry';
import { nextFocusIndex } from './keys';
import './styles.css';

export type { DropdownEntry };

/**
 * A disclosure menu of links: opens on hover, click and keyboard (Enter, Space, arrows), closes on
 * Escape (focus back on the button), an outside click, focus leaving it and navigation.
 */
export function NavbarDropdown({
  label,
  buttonLabel,
  items,
  active,
  align = 'left',
  className,
}: {
  label: ReactNode;
  buttonLabel?: string;
  /** The site's own class on the button (Docusaurus puts a dropdown's `className` on its toggle). */
  className?: string;
  items: DropdownEntry[];
  active: boolean;
  align?: 'left' | 'right';
}) {
  const { pathname } = useLocation();
  const id = useId();
  // Open state remembers the path it was opened on, so a navigation closes the menu.
  const [openOn, setOpenOn] = useState<{ path: string; by: 'hover' | 'click' } | null>(null);
  const open = openOn?.path === pathname;
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  const links = () => [...(ref.current?.querySelectorAll<HTMLAnchorElement>('.navbar-dropdown-link') ?? [])];
  const focusItem = (key: string) => {
    const list = links();
    const index = nextFocusIndex(
      list.findIndex((a) => a === document.activeElement),
      key,
      list.length,
    );
    if (index === null) return false;
    list[index]?.focus();
    return true;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
      button.current?.focus();
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || (open && (e.key === 'Home' || e.key === 'End'))) {
      e.preventDefault();
      if (open) {
        focusItem(e.key);
        return;
      }
      setOpenOn({ path: pathname, by: 'click' });
      // The menu is shown by the next frame.
      window.requestAnimationFrame(() => focusItem(e.key));
    }
  };

  return (
    <div
      ref={ref}
      className={`navbar-dropdown navbar-dropdown-${align}${open ? ' open' : ''}`}
      onMouseEnter={() => !open && setOpenOn({ path: pathname, by: 'hover' })}
      onMouseLeave={() => openOn?.by === 'hover' && close()}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !ref.current?.contains(e.relatedTarget)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={['navbar-link navbar-dropdown-button', active && 'active', className].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => {
          if (!open) setOpenOn({ path: pathname, by: 'click' });
          else if (openOn.by === 'hover') setOpenOn({ path: pathname, by: 'click' });
          else close();
        }}
      >
        {label}
        <svg className="navbar-caret" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={id} className="navbar-dropdown-menu" hidden={!open}>
        {items.map((sub) => (
          <NavbarDropdownEntry key={sub.href} entry={sub} onChosen={close} />
        ))}
      </ul>
    </div>
  );
}
