import type { ReactNode } from 'react';

/** `@theme/DocRoot/Layout/Main`: the doc page's main column, as this theme draws it (the skip link's target). */
export default function Main({ children }: { hiddenSidebarContainer?: boolean; children?: ReactNode }) {
  return (
    <main id="main-content" className="doc-main" tabIndex={-1}>
      {children}
    </main>
  );
}
