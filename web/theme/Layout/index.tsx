import type { ReactNode } from 'react';
import type { Manifest, SidebarChunk } from '../../../pipeline/contract';
import { Navbar } from '../Navbar';
import { Footer } from '../Footer';
import './styles.css';

export function Layout({ manifest, children }: { manifest: Manifest; sidebar: SidebarChunk | null; children: ReactNode }) {
  const focusMain = (e: React.MouseEvent) => {
    const main = document.getElementById('main-content');
    if (main) {
      e.preventDefault();
      main.focus();
      main.scrollIntoView();
    }
  };
  return (
    <>
      <a className="skip-link" href="#main-content" onClick={focusMain}>
        Skip to main content
      </a>
      <Navbar site={manifest.site} />
      <div className="layout-body">{children}</div>
      <Footer site={manifest.site} />
    </>
  );
}
