import type { ReactNode } from 'react';
import type { NavLink } from '../../../common/contract';
import { Link } from '../Link';
import { useTranslate } from '../../app/use-translate';
// Docusaurus's `Icon/Home`, a module of its own: a site's swizzle of it takes its place.
import { HomeIcon } from '../HomeIcon';
// A module of its own: a site's swizzled `DocBreadcrumbs/StructuredData` takes its place (chrome-slots.ts).
import { BreadcrumbsStructuredData } from '../HeadParts';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * Docusaurus's breadcrumbs: a house icon for the home page, each level a pill, the page's own tinted.
 * `home` replaces the first item (a site's `DocBreadcrumbs/Items/Home`, docusaurus/client/theme/composed/).
 */
export function Breadcrumbs({ items, home }: { items: NavLink[]; home?: ReactNode }) {
  const t = useTranslate();
  const current = items.at(-1);
  if (!current) return null;
  const trail = (
    <nav
      aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}
      className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docBreadcrumbs} breadcrumbs` : 'breadcrumbs'}
    >
      <ol>
        {home ?? (
          <li>
            <Link href="/" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')} className="breadcrumbs-link breadcrumbs-home">
              <HomeIcon />
            </Link>
          </li>
        )}
        {items.slice(0, -1).map((c) => (
          <li key={c.title}>
            {c.route ? (
              <Link href={c.route} className="breadcrumbs-link">
                {c.title}
              </Link>
            ) : (
              <span className="breadcrumbs-link">{c.title}</span>
            )}
          </li>
        ))}
        <li aria-current="page">
          <span className="breadcrumbs-link">{current.title}</span>
        </li>
      </ol>
    </nav>
  );
  // A ternary, so a bundle without the part draws exactly what it did.
  return __CHROME_HEAD_PARTS__ ? (
    <>
      <BreadcrumbsStructuredData items={items} />
      {trail}
    </>
  ) : (
    trail
  );
}
