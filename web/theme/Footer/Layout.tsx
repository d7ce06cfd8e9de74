import type { ReactNode } from 'react';

/**
 * The footer element around its parts (Docusaurus's `Footer/Layout`): the links, then the logo,
 * this theme's own thanks line and the copyright in the bottom row.
 */
export function FooterLayout({
  style,
  links,
  logo,
  thanks,
  copyright,
}: {
  style: 'light' | 'dark';
  links: ReactNode;
  logo: ReactNode;
  thanks?: ReactNode;
  copyright: ReactNode;
}) {
  return (
    <footer className={`footer footer--${style}`}>
      {links}
      <div className="container footer-bottom">
        {logo}
        {thanks}
        {copyright}
      </div>
    </footer>
  );
}
