import type { ReactNode } from 'react';

/** `@theme/Navbar/Search`: the navbar's place for a search box (`children`). */
export default function Search({ children }: { children?: ReactNode; className?: string }) {
  return <div className="navbar-search-slot">{children}</div>;
}
