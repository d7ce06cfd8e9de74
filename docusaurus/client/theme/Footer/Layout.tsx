import type { ReactNode } from 'react';

/** `@theme/Footer/Layout`: the footer element around its parts, as Docusaurus lays them out. */
export default function Layout({
  style = 'light',
  links,
  logo,
  copyright,
}: {
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={`footer footer--${style}`}>
      {links}
      {(logo || copyright) && (
        <div className="container footer-bottom">
          {logo}
          {copyright}
        </div>
      )}
    </footer>
  );
}
