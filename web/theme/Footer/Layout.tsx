import type { ReactNode } from 'react';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

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
    <footer className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.layout.footer.container} footer footer--${style}` : `footer footer--${style}`}>
      {links}
      <div className="container footer-bottom">
        {logo}
        {thanks}
        {copyright}
      </div>
    </footer>
  );
}
