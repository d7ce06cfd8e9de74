import type { ReactNode } from 'react';

/** `@theme/Navbar/Search`: the navbar's place for a search box (`children`), with the item's `className`. */
export default function Search({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={className ? `navbar-search-slot ${className}` : 'navbar-search-slot'}>{children}</div>;
}
