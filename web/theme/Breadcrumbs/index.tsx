import type { NavLink } from '../../../common/contract';
import { Link } from '../Link';
import { useTranslate } from '../../app/use-translate';
import './styles.css';

/** Docusaurus's breadcrumbs: a house icon for the home page, each level a pill, the page's own tinted. */
export function Breadcrumbs({ items }: { items: NavLink[] }) {
  const t = useTranslate();
  const current = items.at(-1);
  if (!current) return null;
  return (
    <nav aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link href="/" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')} className="breadcrumbs-link breadcrumbs-home">
            <HomeIcon />
          </Link>
        </li>
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
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
      />
    </svg>
  );
}
