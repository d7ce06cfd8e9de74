import { Link } from '../../../../../web/theme/Link';
import { useTranslate } from '../../../../../web/app/use-translate';
// Through `@theme`, as theme-classic's item draws it: a site's swizzled `Icon/Home` is drawn here too.
import IconHome from '@theme/Icon/Home';
import '../../../../../web/theme/Breadcrumbs/styles.css';

/** `@theme/DocBreadcrumbs/Items/Home`: the trail's first item, a house linking to the home page. */
export default function HomeBreadcrumbItem() {
  const t = useTranslate();
  return (
    <li className="breadcrumbs__item">
      <Link href="/" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')} className="breadcrumbs__link breadcrumbs-link breadcrumbs-home">
        <IconHome width={16} height={16} />
      </Link>
    </li>
  );
}
