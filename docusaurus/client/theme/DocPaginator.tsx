import { Paginator } from '../../../web/theme/Paginator';
import { useTranslate } from '../../../web/app/use-translate';
import { navLinkOf } from './nav-link';

type Link = { title: string; permalink: string };

/** `@theme/DocPaginator`: the previous and next docs (Docusaurus's `PropNavigation`), drawn as this theme's paginator. */
export default function DocPaginator({ previous, next }: { previous?: Link; next?: Link; className?: string }) {
  const t = useTranslate();
  return (
    <Paginator
      previous={navLinkOf(previous)}
      next={navLinkOf(next)}
      label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}
      previousLabel={t('theme.docs.paginator.previous', 'Previous')}
      nextLabel={t('theme.docs.paginator.next', 'Next')}
    />
  );
}
